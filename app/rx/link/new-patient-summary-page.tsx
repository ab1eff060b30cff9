import { Form } from '@remix-run/react'
import { FormAlert, StatusRegion } from '#app/ui/field.tsx'
import { useIsSubmitting } from '#app/ui/pending.ts'
import { StatusButton } from '#app/ui/status-button.tsx'
import { RxPageHeader } from '#app/rx/shared/rx-shell.tsx'
import type { NewPatientSummaryTexts } from './new-patient.messages.server.ts'
import { fillIn } from '#app/i18n/fill-in.ts'

// Apart from the request's form pages: the summary has no form that validates in the browser, so it loads no form
// library (decision 0097).

/** 'New Patient Request Summary': what goes to the pharmacy, then its request id. */
export function NewPatientSummaryPage({
  summary,
  formError,
  texts,
}: {
  /** The page's words in the request's language, the request id filled in once sent. */
  texts: NewPatientSummaryTexts
  summary: {
    requestId: string | null
    patients: Array<{ name: string; prescriptions: string }>
    shipTo: string[]
    holder: string
  }
  formError: string | undefined
}) {
  const submitting = useIsSubmitting()
  return (
    <div className="rx-page">
      <RxPageHeader title={texts.summaryTitle} />
      {/* Sending the request answers on this same page: its region is here before the answer. */}
      <StatusRegion>{summary.requestId ? <p className="alert alert-success">{texts.submitted}</p> : null}</StatusRegion>
      {summary.requestId ? null : <p>{texts.summaryIntro}</p>}
      <dl className="profile-details">
        {summary.patients.map((patient, index) => (
          <div key={`${index}:${patient.name}`}>
            <dt>{fillIn(texts.patientNumbered, { n: index + 1 })}</dt>
            <dd>
              {patient.name}
              <br />
              {patient.prescriptions}
            </dd>
          </div>
        ))}
        <div>
          <dt>{texts.shippingSection}</dt>
          <dd>
            {summary.shipTo.map((line) => (
              <span key={line}>
                {line}
                <br />
              </span>
            ))}
          </dd>
        </div>
        <div>
          <dt>{texts.accountInformationTitle}</dt>
          <dd>{summary.holder}</dd>
        </div>
      </dl>
      {summary.requestId ? null : (
        <Form method="POST" className="narrow-form">
          <FormAlert errors={formError ? [formError] : undefined} />
          <StatusButton pending={submitting}>{texts.submitRequest}</StatusButton>
        </Form>
      )}
    </div>
  )
}
