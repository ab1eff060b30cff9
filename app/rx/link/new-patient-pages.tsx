import { getFormProps, useForm, type SubmissionResult } from '@conform-to/react'
import { MAX_NEW_PATIENTS } from '#app/rx/shared/rx-form-rules.ts'
import { Form } from '@remix-run/react'
import { FieldErrors, FormAlert, RadioGroupField } from '#app/ui/field.tsx'
import { useLazyValidation } from '#app/validation/use-lazy-validation.ts'
import { AddressFieldset } from '#app/rx/shared/address-fieldset.tsx'
import { RxPageHeader } from '#app/rx/shared/rx-shell.tsx'
import { LINK_TEXTS } from './link-texts.ts'
import { NEW_PATIENT_TEXTS } from './new-patient-texts.ts'
import { NextButton, PersonFieldset } from './link-form-parts.tsx'

type Person = { firstName: string; lastName: string; dateOfBirth: { month: string; day: string; year: string } }
type Address = { address: string; address2?: string; city: string; state: string; zipCode: string }
type NewPatientFields = { patients: Array<Person & { prescriptionType: string }> } & Address

/** 'New Patient Request Form': the patients (up to four), the prescriptions each brings, and where to ship them. */
export function NewPatientFormPage({
  saved,
  result,
}: {
  saved: Record<string, unknown> | null
  result: SubmissionResult<string[]> | undefined
}) {
  const validation = useLazyValidation(() =>
    import('#app/rx/shared/rx-validation.ts').then((module) => module.rxFormValidators.newPatient),
  )
  const [form, fields] = useForm<NewPatientFields>({
    id: 'new-patient',
    lastResult: result,
    defaultValue: saved ?? { patients: [{ prescriptionType: 'NEW' }] },
    ...validation,
  })
  const patients = fields.patients.getFieldList()
  return (
    <div className="rx-page">
      <RxPageHeader title={NEW_PATIENT_TEXTS.newPatientTitle} />
      <p>{NEW_PATIENT_TEXTS.newPatientIntro}</p>
      <Form method="POST" {...getFormProps(form)} className="narrow-form">
        <FormAlert errors={form.errors} />
        {patients.map((patient, index) => {
          const cells = patient.getFieldset()
          return (
            <div key={patient.key} className="field-list">
              <PersonFieldset legend={NEW_PATIENT_TEXTS.patientNumbered(index + 1)} fields={cells}>
                <RadioGroupField
                  legend={NEW_PATIENT_TEXTS.prescriptionKind}
                  name={cells.prescriptionType.name}
                  options={Object.entries(NEW_PATIENT_TEXTS.prescriptionKinds).map(([value, label]) => ({
                    value,
                    label,
                  }))}
                  defaultValue={cells.prescriptionType.initialValue ?? 'NEW'}
                  errors={cells.prescriptionType.errors}
                  focusOnError
                />
              </PersonFieldset>
              {index > 0 ? (
                <button className="link-button" {...form.remove.getButtonProps({ name: fields.patients.name, index })}>
                  {NEW_PATIENT_TEXTS.removePatient(index + 1)}
                </button>
              ) : null}
            </div>
          )
        })}
        <FieldErrors id={fields.patients.errorId} errors={fields.patients.errors} />
        {patients.length < MAX_NEW_PATIENTS ? (
          <button
            className="link-button"
            {...form.insert.getButtonProps({ name: fields.patients.name, defaultValue: { prescriptionType: 'NEW' } })}
          >
            {NEW_PATIENT_TEXTS.addPatientRow}
          </button>
        ) : null}
        <AddressFieldset legend={NEW_PATIENT_TEXTS.shippingSection} fields={fields} />
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
  const validation = useLazyValidation(() =>
    import('#app/rx/shared/rx-validation.ts').then((module) => module.rxFormValidators.accountHolder),
  )
  const [form, fields] = useForm<Person & Address>({
    id: 'account-holder',
    lastResult: result,
    defaultValue: saved ?? undefined,
    ...validation,
  })
  return (
    <div className="rx-page">
      <RxPageHeader
        title={NEW_PATIENT_TEXTS.accountInformationTitle}
        description={NEW_PATIENT_TEXTS.accountInformationSubheader}
      />
      <Form method="POST" {...getFormProps(form)} className="narrow-form">
        <FormAlert errors={form.errors} />
        <PersonFieldset legend={LINK_TEXTS.patientSection.SELF} fields={fields} />
        <AddressFieldset legend={LINK_TEXTS.addressSection} fields={fields} />
        <NextButton />
      </Form>
    </div>
  )
}
