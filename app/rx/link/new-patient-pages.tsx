import { getFormProps, useForm, type SubmissionResult } from '@conform-to/react'
import { Form } from '@remix-run/react'
import { FormAlert, RadioGroupField } from '#app/ui/field.tsx'
import { useIsSubmitting } from '#app/ui/pending.ts'
import { StatusButton } from '#app/ui/status-button.tsx'
import { useLazyValidation } from '#app/validation/use-lazy-validation.ts'
import { AddressFieldset } from '#app/rx/shared/address-fieldset.tsx'
import { RxPageHeader } from '#app/rx/shared/rx-shell.tsx'
import { LINK_TEXTS } from './link-texts.ts'
import { NextButton, PersonFieldset } from './link-form-parts.tsx'

type PersonFields = {
  firstName: string
  lastName: string
  dateOfBirth: { month: string; day: string; year: string }
  address: string
  address2: string
  city: string
  state: string
  zipCode: string
  prescriptionType: string
}

/** The name, birth date and address fields both new-patient forms share. */
function usePersonForm(
  id: string,
  validator: 'newPatient' | 'accountHolder',
  result: SubmissionResult<string[]> | undefined,
  saved: Record<string, unknown> | null,
) {
  const validation = useLazyValidation(() =>
    import('#app/rx/shared/rx-validation.ts').then((module) => module.rxFormValidators[validator]),
  )
  return useForm<PersonFields>({
    id,
    lastResult: result,
    defaultValue: saved ?? undefined,
    // The two validators type their values as their own schemas; the form's fields are the union of both.
    ...(validation as object),
  })
}

/** 'New Patient Request Form': the patient, the prescriptions they bring, and where to ship them. */
export function NewPatientFormPage({
  saved,
  result,
}: {
  saved: Record<string, unknown> | null
  result: SubmissionResult<string[]> | undefined
}) {
  const [form, fields] = usePersonForm('new-patient', 'newPatient', result, saved)
  return (
    <div className="rx-page">
      <RxPageHeader title={LINK_TEXTS.newPatientTitle} />
      <p>{LINK_TEXTS.newPatientIntro}</p>
      <Form method="POST" {...getFormProps(form)} className="narrow-form">
        <FormAlert errors={form.errors} />
        <PersonFieldset legend={LINK_TEXTS.patientSectionNew} fields={fields} />
        <RadioGroupField
          legend={LINK_TEXTS.prescriptionKind}
          name={fields.prescriptionType.name}
          options={Object.entries(LINK_TEXTS.prescriptionKinds).map(([value, label]) => ({ value, label }))}
          defaultValue={fields.prescriptionType.initialValue ?? 'NEW'}
          errors={fields.prescriptionType.errors}
          focusOnError
        />
        <AddressFieldset legend={LINK_TEXTS.shippingSection} fields={fields} labels={LINK_TEXTS.address} />
        <NextButton />
      </Form>
    </div>
  )
}

/** 'Primary Account Holder Information', 'Enter your details for verification.': whom the identity quiz asks. */
export function AccountInformationPage({
  saved,
  result,
}: {
  saved: Record<string, unknown> | null
  result: SubmissionResult<string[]> | undefined
}) {
  const [form, fields] = usePersonForm('account-holder', 'accountHolder', result, saved)
  return (
    <div className="rx-page">
      <RxPageHeader title={LINK_TEXTS.accountInformationTitle} description={LINK_TEXTS.accountInformationSubheader} />
      <Form method="POST" {...getFormProps(form)} className="narrow-form">
        <FormAlert errors={form.errors} />
        <PersonFieldset legend={LINK_TEXTS.patientSection.SELF} fields={fields} />
        <AddressFieldset legend={LINK_TEXTS.addressSection} fields={fields} labels={LINK_TEXTS.address} />
        <NextButton />
      </Form>
    </div>
  )
}

/** 'New Patient Request Summary': what goes to the pharmacy, then its request id. */
export function NewPatientSummaryPage({
  summary,
  formError,
}: {
  summary: {
    requestId: string | null
    patient: string
    prescriptions: string
    shipTo: string[]
    holder: string
  }
  formError: string | undefined
}) {
  const submitting = useIsSubmitting()
  return (
    <div className="rx-page">
      <RxPageHeader title={LINK_TEXTS.summaryTitle} />
      {summary.requestId ? (
        <p className="alert alert-success" role="status">
          {LINK_TEXTS.submitted(summary.requestId)}
        </p>
      ) : (
        <p>{LINK_TEXTS.summaryIntro}</p>
      )}
      <dl className="profile-details">
        <div>
          <dt>{LINK_TEXTS.patientSectionNew}</dt>
          <dd>{summary.patient}</dd>
        </div>
        <div>
          <dt>{LINK_TEXTS.prescriptionKind}</dt>
          <dd>{summary.prescriptions}</dd>
        </div>
        <div>
          <dt>{LINK_TEXTS.shippingSection}</dt>
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
          <dt>{LINK_TEXTS.accountInformationTitle}</dt>
          <dd>{summary.holder}</dd>
        </div>
      </dl>
      {summary.requestId ? null : (
        <Form method="POST" className="narrow-form">
          <FormAlert errors={formError ? [formError] : undefined} />
          <StatusButton pending={submitting}>{LINK_TEXTS.submitRequest}</StatusButton>
        </Form>
      )}
    </div>
  )
}
