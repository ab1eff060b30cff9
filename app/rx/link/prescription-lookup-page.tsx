import { getFormProps, useForm, type SubmissionResult } from '@conform-to/react'
import { Form, Link } from '@remix-run/react'
import { FormAlert } from '#app/ui/field.tsx'
import { useLazyValidation } from '#app/validation/use-lazy-validation.ts'
import type { LookupPatientType } from '#app/rx/shared/rx-form-rules.ts'
import type { PrescriptionLookupFields, PrescriptionLookupValue } from '#app/rx/shared/rx-validation.ts'
import { RxPageHeader } from '#app/rx/shared/rx-shell.tsx'
import type { LinkFormWords, PrescriptionLookupTexts } from './link.messages.server.ts'
import { EmailField, NextButton, PersonFieldset, PrescriptionFieldset } from './link-form-parts.tsx'
import { LINK_PATHS } from './link-paths.ts'

// A module of its own: the linking pages without a form that validates in the browser load no form library
// (decision 0097).

/** 'Enter Your Details' (or the child's, the pet's): the prescription (type, number, the store's phone) and who the patient is. */
export function PrescriptionLookupPage({
  patientType,
  result,
  mailOrderOnly,
  texts,
  words,
}: {
  patientType: LookupPatientType
  result: SubmissionResult<string[]> | undefined
  mailOrderOnly: boolean
  /** The page's words for its patient type, in the request's language. */
  texts: PrescriptionLookupTexts
  /** The form's other words: its checks', the birth date's labels, the phone's hint. */
  words: LinkFormWords
}) {
  const validation = useLazyValidation(() =>
    import('#app/rx/shared/rx-validation.ts').then(
      (module) => module.linkFormValidators(words.checks).prescriptionLookup,
    ),
  )
  const [form, fields] = useForm<PrescriptionLookupFields, PrescriptionLookupValue>({
    id: 'link-lookup',
    lastResult: result,
    ...validation,
  })
  return (
    <div className="rx-page">
      <RxPageHeader title={texts.title} />
      <p>{texts.intro}</p>
      <Form method="POST" {...getFormProps(form)} className="narrow-form">
        <FormAlert errors={form.errors} />
        <input type="hidden" name="patientType" value={patientType} />
        <PrescriptionFieldset
          fields={fields}
          texts={texts.form}
          phoneFormatHint={words.fields.phoneFormatHint}
          mailOrderOnly={mailOrderOnly}
        />
        <PersonFieldset
          legend={texts.patientSection}
          texts={{ ...texts.form, birthDate: words.birthDate }}
          fields={fields}
          withBirthDate={patientType !== 'CAREGIVER'}
        >
          {patientType === 'OTHER_ADULT' || patientType === 'MANAGED_ADULT' ? (
            <EmailField
              field={patientType === 'OTHER_ADULT' ? fields.email : fields.grantorEmailAddress}
              label={patientType === 'OTHER_ADULT' ? texts.otherAdultEmail : texts.grantorEmail}
            />
          ) : null}
        </PersonFieldset>
        <NextButton label={texts.form.next} />
      </Form>
      {patientType === 'SELF' ? (
        <p>
          <Link to={LINK_PATHS.patientLookup}>{texts.byDetailsInstead}</Link>
        </p>
      ) : null}
    </div>
  )
}
