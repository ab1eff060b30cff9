import { getFormProps, useForm, type SubmissionResult } from '@conform-to/react'
import { Link } from '@remix-run/react'
import { FormAlert } from '#app/ui/field.tsx'
import { SidePanel } from '#app/ui/side-panel.tsx'
import { StatusButton } from '#app/ui/status-button.tsx'
import { SubmitOnceForm } from '#app/ui/submit-once-form.tsx'
import { useLazyValidation } from '#app/validation/use-lazy-validation.ts'
import { BirthDateFieldset } from '#app/rx/shared/birth-date-fieldset.tsx'
import { PATIENT_ACCESS_PATH } from '#app/rx/shared/patients.ts'
import type { AccessPanelData } from './patient-access.server.ts'

// Apart from the patient access page: the one form of the page's panels that validates in the browser, so that the
// page and its other panels load no form library (decision 0097).

type ExpiryFields = { expiresOn: { month: string; day: string; year: string } }

/**
 * 'Access End Date': the last day another adult's access lasts, as month, day and year, checked in the browser with
 * the messages and the pharmacy's today its loader sent.
 */
export function AccessExpiryPanel({
  panel: { entry, texts, dateLabels, today, dateMessages },
  result,
}: {
  panel: AccessPanelData
  result: SubmissionResult<string[]> | undefined
}) {
  const validation = useLazyValidation(() =>
    import('#app/rx/shared/rx-validation.ts').then((module) => module.accessExpiryValidator(today, dateMessages)),
  )
  const [year, month, day] = entry.expiryDay?.split('-') ?? []
  const [form, fields] = useForm<ExpiryFields>({
    id: 'access-expiry',
    lastResult: result,
    defaultValue: month && day && year ? { expiresOn: { month, day, year } } : undefined,
    ...validation,
  })
  return (
    <SidePanel title={texts.expiryTitle} closeTo={PATIENT_ACCESS_PATH}>
      <SubmitOnceForm method="POST" {...getFormProps(form)} className="narrow-form">
        <FormAlert errors={form.errors} />
        <p>{entry.expiryHint}</p>
        <BirthDateFieldset
          legend={texts.expiryLegend}
          labels={dateLabels}
          parts={fields.expiresOn.getFieldset()}
          errorId={fields.expiresOn.errorId}
          errors={fields.expiresOn.errors}
        />
        <p className="dialog-actions">
          <StatusButton>{texts.saveEndDate}</StatusButton>
          <Link to={PATIENT_ACCESS_PATH}>{texts.cancel}</Link>
        </p>
      </SubmitOnceForm>
    </SidePanel>
  )
}
