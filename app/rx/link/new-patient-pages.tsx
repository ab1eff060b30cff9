import { getFormProps, useForm, type SubmissionResult } from '@conform-to/react'
import { MAX_NEW_PATIENTS } from '#app/rx/shared/rx-form-rules.ts'
import { Form } from '@remix-run/react'
import { FieldErrors, FormAlert, RadioGroupField } from '#app/ui/field.tsx'
import { useLazyValidation } from '#app/validation/use-lazy-validation.ts'
import { AddressFieldset } from '#app/rx/shared/address-fieldset.tsx'
import { RxPageHeader } from '#app/rx/shared/rx-shell.tsx'
import type { LinkFormWords } from './link.messages.server.ts'
import type { NewPatientTexts } from './new-patient.messages.server.ts'
import { NextButton, PersonFieldset } from './link-form-parts.tsx'
import { fillIn } from '#app/i18n/fill-in.ts'

type Person = { firstName: string; lastName: string; dateOfBirth: { month: string; day: string; year: string } }
type Address = { address: string; address2?: string; city: string; state: string; zipCode: string }
type NewPatientFields = { patients: Array<Person & { prescriptionType: string }> } & Address

/** 'New Patient Request Form': the patients (up to four), the prescriptions each brings, and where to ship them. */
export function NewPatientFormPage({
  saved,
  result,
  texts,
  words,
}: {
  saved: Record<string, unknown> | null
  result: SubmissionResult<string[]> | undefined
  /** The page's words in the request's language; `{{n}}` is filled here, per patient. */
  texts: NewPatientTexts
  words: LinkFormWords
}) {
  const validation = useLazyValidation(() =>
    import('#app/rx/shared/rx-validation.ts').then((module) => module.linkFormValidators(words.checks).newPatient),
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
      <RxPageHeader title={texts.title} />
      <p>{texts.intro}</p>
      <Form method="POST" {...getFormProps(form)} className="narrow-form">
        <FormAlert errors={form.errors} />
        {patients.map((patient, index) => {
          const cells = patient.getFieldset()
          return (
            <div key={patient.key} className="field-list">
              <PersonFieldset
                legend={fillIn(texts.patientNumbered, { n: index + 1 })}
                texts={{ ...texts.form, birthDate: words.birthDate }}
                fields={cells}
              >
                <RadioGroupField
                  legend={texts.prescriptionKind}
                  name={cells.prescriptionType.name}
                  options={[
                    { value: 'NEW', label: texts.kindNew },
                    { value: 'TRANSFER', label: texts.kindTransfer },
                    { value: 'PAPER', label: texts.kindPaper },
                  ]}
                  defaultValue={cells.prescriptionType.initialValue ?? 'NEW'}
                  errors={cells.prescriptionType.errors}
                  focusOnError
                />
              </PersonFieldset>
              {index > 0 ? (
                <button className="link-button" {...form.remove.getButtonProps({ name: fields.patients.name, index })}>
                  {fillIn(texts.removePatient, { n: index + 1 })}
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
            {texts.addPatientRow}
          </button>
        ) : null}
        <AddressFieldset legend={texts.shippingSection} fields={fields} labels={words.fields.address} />
        <NextButton label={texts.form.next} />
      </Form>
    </div>
  )
}

/** 'Primary Account Holder Information', 'Enter your details for verification.': whom the identity quiz asks. */
export function AccountInformationPage({
  saved,
  result,
  texts,
  words,
}: {
  saved: Record<string, unknown> | null
  result: SubmissionResult<string[]> | undefined
  texts: NewPatientTexts
  words: LinkFormWords
}) {
  const validation = useLazyValidation(() =>
    import('#app/rx/shared/rx-validation.ts').then((module) => module.linkFormValidators(words.checks).accountHolder),
  )
  const [form, fields] = useForm<Person & Address>({
    id: 'account-holder',
    lastResult: result,
    defaultValue: saved ?? undefined,
    ...validation,
  })
  return (
    <div className="rx-page">
      <RxPageHeader title={texts.accountInformationTitle} description={texts.accountInformationSubheader} />
      <Form method="POST" {...getFormProps(form)} className="narrow-form">
        <FormAlert errors={form.errors} />
        <PersonFieldset legend={texts.aboutYou} texts={{ ...texts.form, birthDate: words.birthDate }} fields={fields} />
        <AddressFieldset legend={texts.addressSection} fields={fields} labels={words.fields.address} />
        <NextButton label={texts.form.next} />
      </Form>
    </div>
  )
}
