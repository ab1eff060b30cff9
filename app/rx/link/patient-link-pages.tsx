import { getFormProps, useForm, type SubmissionResult } from '@conform-to/react'
import { Form, Link } from '@remix-run/react'
import { FormAlert, RadioGroupField } from '#app/ui/field.tsx'
import { useLazyValidation } from '#app/validation/use-lazy-validation.ts'
import type { BirthDate } from '#app/rx/shared/rx-form-rules.ts'
import type { PrescriptionVerifyFields } from '#app/rx/shared/rx-validation.ts'
import { AddressFieldset } from '#app/rx/shared/address-fieldset.tsx'
import { PhoneField } from '#app/rx/shared/phone-field.tsx'
import { RxPageHeader } from '#app/rx/shared/rx-shell.tsx'
import { NEW_PATIENT_START_PATH } from '#app/rx/shared/rx-redirects.ts'
import type { LinkFormWords, PatientLookupTexts, PrescriptionVerifyTexts } from './link.messages.server.ts'
import { LINK_PATHS } from './link-paths.ts'
import { EmailField, NextButton, PersonFieldset, PrescriptionFieldset } from './link-form-parts.tsx'

type PatientLookupFields = {
  firstName: string
  lastName: string
  dateOfBirth: BirthDate
  address: string
  address2?: string
  city: string
  state: string
  zipCode: string
  phoneNum?: string
  email?: string
}

/**
 * 'Enter Patient Details' (spec 2 'Forms and cards': personal info, address, contact info): who the customer is and
 * where they live, as the pharmacy knows them; where linking oneself starts (decision 0080).
 */
export function PatientLookupPage({
  result,
  texts,
  words,
}: {
  result: SubmissionResult<string[]> | undefined
  /** The page's words in the request's language. */
  texts: PatientLookupTexts
  /** The form's other words: its checks', the birth date's and address's labels, the phone's hint. */
  words: LinkFormWords
}) {
  const validation = useLazyValidation(() =>
    import('#app/rx/shared/rx-validation.ts').then((module) => module.linkFormValidators(words.checks).patientLookup),
  )
  const [form, fields] = useForm<PatientLookupFields>({ id: 'patient-lookup', lastResult: result, ...validation })
  return (
    <div className="rx-page">
      <RxPageHeader title={texts.title} />
      <p>{texts.intro}</p>
      <Form method="POST" {...getFormProps(form)} className="narrow-form">
        <FormAlert errors={form.errors} />
        <PersonFieldset legend={texts.aboutYou} texts={{ ...texts.form, birthDate: words.birthDate }} fields={fields} />
        <AddressFieldset legend={texts.addressSection} fields={fields} labels={words.fields.address} />
        <fieldset className="field-list">
          <legend>{texts.contactSection}</legend>
          <PhoneField
            field={fields.phoneNum}
            label={texts.phoneNum}
            autoComplete="tel-national"
            formatHint={words.fields.phoneFormatHint}
          />
          <EmailField field={fields.email} label={texts.email} own />
        </fieldset>
        <NextButton label={texts.form.next} />
      </Form>
      <p>
        <Link to={LINK_PATHS.prescriptionLookup}>{texts.byPrescriptionInstead}</Link>
      </p>
      <p>
        <Link to={LINK_PATHS.addPatient}>{texts.someoneElseInstead}</Link>
      </p>
      <p>
        <Link to={NEW_PATIENT_START_PATH}>{texts.newPatientInstead}</Link>
      </p>
    </div>
  )
}

/**
 * /rx/link/prescription/verify: the prescriber to choose (within 3 minutes), or, once that way is closed or the
 * customer asks, the Rx number (spec 2 'Customer verification').
 */
export function PrescriptionVerifyPage({
  way,
  message,
  prescribers,
  prescriberError,
  formError,
  result,
  mailOrderOnly,
  texts,
  words,
}: {
  /** The page's words in the request's language. */
  texts: PrescriptionVerifyTexts
  words: LinkFormWords
  /** A banner without retail pharmacies offers mail order only. */
  mailOrderOnly: boolean
  way: 'prescriber' | 'rx'
  message: string | undefined
  prescribers: Array<{ value: string; label: string }>
  prescriberError: string | undefined
  /** Why the prescriber chosen could not link the record (the link refused, too many attempts). */
  formError: string | undefined
  result: SubmissionResult<string[]> | undefined
}) {
  const validation = useLazyValidation(() =>
    import('#app/rx/shared/rx-validation.ts').then(
      (module) => module.linkFormValidators(words.checks).prescriptionVerify,
    ),
  )
  const [form, fields] = useForm<PrescriptionVerifyFields>({ id: 'link-verify', lastResult: result, ...validation })
  if (way === 'prescriber')
    return (
      <div className="rx-page">
        <RxPageHeader title={texts.prescriberTitle} />
        <Form method="POST" className="narrow-form">
          <p>{texts.prescriberIntro}</p>
          <FormAlert errors={formError ? [formError] : undefined} />
          <input type="hidden" name="intent" value="prescriber" />
          <RadioGroupField
            legend={texts.prescriberLegend}
            name="prescriberNumber"
            options={prescribers}
            errors={prescriberError ? [prescriberError] : undefined}
            focusOnError
          />
          <NextButton label={texts.form.next} />
        </Form>
        <p>
          <Link to={`${LINK_PATHS.prescriptionVerify}?by=rx`}>{texts.byRxInstead}</Link>
        </p>
      </div>
    )
  return (
    <div className="rx-page">
      <RxPageHeader title={texts.verifyTitle} />
      <p>{texts.verifyIntro}</p>
      <Form method="POST" {...getFormProps(form)} className="narrow-form">
        <FormAlert errors={form.errors ?? (message ? [message] : undefined)} />
        <input type="hidden" name="intent" value="rx" />
        <PrescriptionFieldset
          fields={fields}
          texts={texts.form}
          phoneFormatHint={words.fields.phoneFormatHint}
          mailOrderOnly={mailOrderOnly}
        />
        <NextButton label={texts.form.next} />
      </Form>
    </div>
  )
}
