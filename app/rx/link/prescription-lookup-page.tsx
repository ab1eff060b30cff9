import { getFormProps, useForm, type SubmissionResult } from '@conform-to/react'
import { Form, Link } from '@remix-run/react'
import { FormAlert } from '#app/ui/field.tsx'
import { useLazyValidation } from '#app/validation/use-lazy-validation.ts'
import type { LookupPatientType } from '#app/rx/shared/rx-form-rules.ts'
import type { PrescriptionLookupFields, PrescriptionLookupValue } from '#app/rx/shared/rx-validation.ts'
import { RxPageHeader } from '#app/rx/shared/rx-shell.tsx'
import { LINK_TEXTS } from './link-texts.ts'
import { EmailField, NextButton, PersonFieldset, PrescriptionFieldset } from './link-form-parts.tsx'
import { LINK_PATHS } from './link-paths.ts'

// A module of its own: the linking pages without a form that validates in the browser load no form library
// (decision 0097).

/** 'Enter Your Details' (or the child's, the pet's): the prescription (type, number, the store's phone) and who the patient is. */
export function PrescriptionLookupPage({
  patientType,
  result,
  mailOrderOnly,
}: {
  patientType: LookupPatientType
  result: SubmissionResult<string[]> | undefined
  mailOrderOnly: boolean
}) {
  const validation = useLazyValidation(() =>
    import('#app/rx/shared/rx-validation.ts').then((module) => module.rxFormValidators.prescriptionLookup),
  )
  const [form, fields] = useForm<PrescriptionLookupFields, PrescriptionLookupValue>({
    id: 'link-lookup',
    lastResult: result,
    ...validation,
  })
  return (
    <div className="rx-page">
      <RxPageHeader title={LINK_TEXTS.lookupTitle[patientType]} />
      <p>{LINK_TEXTS.lookupIntro[patientType]}</p>
      <Form method="POST" {...getFormProps(form)} className="narrow-form">
        <FormAlert errors={form.errors} />
        <input type="hidden" name="patientType" value={patientType} />
        <PrescriptionFieldset fields={fields} mailOrderOnly={mailOrderOnly} />
        <PersonFieldset
          legend={LINK_TEXTS.patientSection[patientType]}
          fields={fields}
          withBirthDate={patientType !== 'CAREGIVER'}
        >
          {patientType === 'OTHER_ADULT' || patientType === 'MANAGED_ADULT' ? (
            <EmailField
              field={patientType === 'OTHER_ADULT' ? fields.email : fields.grantorEmailAddress}
              label={patientType === 'OTHER_ADULT' ? LINK_TEXTS.otherAdultEmail : LINK_TEXTS.grantorEmail}
            />
          ) : null}
        </PersonFieldset>
        <NextButton />
      </Form>
      {patientType === 'SELF' ? (
        <p>
          <Link to={LINK_PATHS.patientLookup}>{LINK_TEXTS.byDetailsInstead}</Link>
        </p>
      ) : null}
    </div>
  )
}
