import { Form } from '@remix-run/react'
import { FormAlert, StatusRegion } from '#app/ui/field.tsx'
import { useIsSubmitting } from '#app/ui/pending.ts'
import { StatusButton } from '#app/ui/status-button.tsx'
import { RxPageHeader } from '#app/rx/shared/rx-shell.tsx'
import { NEW_PATIENT_TEXTS } from './new-patient-texts.ts'

// Apart from the request's form pages: the summary has no form that validates in the browser, so it loads no form
// library (decision 0097).

/** 'New Patient Request Summary': what goes to the pharmacy, then its request id. */
export function NewPatientSummaryPage({
  summary,
  formError,
}: {
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
      <RxPageHeader title={NEW_PATIENT_TEXTS.summaryTitle} />
      {/* Sending the request answers on this same page: its region is here before the answer. */}
      <StatusRegion>
        {summary.requestId ? (
          <p className="alert alert-success">{NEW_PATIENT_TEXTS.submitted(summary.requestId)}</p>
        ) : null}
      </StatusRegion>
      {summary.requestId ? null : <p>{NEW_PATIENT_TEXTS.summaryIntro}</p>}
      <dl className="profile-details">
        {summary.patients.map((patient, index) => (
          <div key={`${index}:${patient.name}`}>
            <dt>{NEW_PATIENT_TEXTS.patientNumbered(index + 1)}</dt>
            <dd>
              {patient.name}
              <br />
              {patient.prescriptions}
            </dd>
          </div>
        ))}
        <div>
          <dt>{NEW_PATIENT_TEXTS.shippingSection}</dt>
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
          <dt>{NEW_PATIENT_TEXTS.accountInformationTitle}</dt>
          <dd>{summary.holder}</dd>
        </div>
      </dl>
      {summary.requestId ? null : (
        <Form method="POST" className="narrow-form">
          <FormAlert errors={formError ? [formError] : undefined} />
          <StatusButton pending={submitting}>{NEW_PATIENT_TEXTS.submitRequest}</StatusButton>
        </Form>
      )}
    </div>
  )
}
