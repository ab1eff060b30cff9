import { getFormProps, useForm, type FieldMetadata, type SubmissionResult } from '@conform-to/react'
import { Form, Link, type useLoaderData } from '@remix-run/react'
import { FormAlert } from '#app/ui/field.tsx'
import { useIsSubmitting } from '#app/ui/pending.ts'
import { StatusButton } from '#app/ui/status-button.tsx'
import { useLazyValidation } from '#app/validation/use-lazy-validation.ts'
import { BirthDateFieldset } from '#app/rx/shared/birth-date-fieldset.tsx'
import type { BirthDate } from '#app/rx/shared/rx-form-rules.ts'
import { TextField } from '#app/rx/shared/text-field.tsx'
import { PhoneField } from '#app/rx/shared/phone-field.tsx'
import { RxPageHeader } from '#app/rx/shared/rx-shell.tsx'
import type { loadVaccineRecordResult } from './vaccine-record.server.ts'
import { VACCINE_RECORD_PATHS } from './vaccine-record-paths.ts'
import { VACCINE_RECORD_TEXTS as TEXTS } from './vaccine-record-texts.ts'

type Result = SubmissionResult<string[]> | undefined
type Text = FieldMetadata<string, Record<string, unknown>, string[]>
type BirthDateField = FieldMetadata<BirthDate, Record<string, unknown>, string[]>

/** The two details every step asks: the birth date and the mobile phone on the record. */
function BirthDateAndPhone({ dateOfBirth, phone }: { dateOfBirth: BirthDateField; phone: Text }) {
  return (
    <>
      <BirthDateFieldset parts={dateOfBirth.getFieldset()} errorId={dateOfBirth.errorId} errors={dateOfBirth.errors} />
      <PhoneField field={phone} label={TEXTS.mobilePhone} autoComplete="tel-national" />
    </>
  )
}

/** 'Digital Vaccine Record': who the patient is; the pharmacy texts a link to the record's mobile phone. */
export function VaccineRecordRequestPage({
  sent,
  notice,
  result,
}: {
  sent: boolean
  notice: string | null
  result: Result
}) {
  const validation = useLazyValidation(() =>
    import('#app/rx/shared/rx-validation.ts').then((module) => module.rxFormValidators.vaccineRecordRequest),
  )
  const [form, fields] = useForm<{ firstName: string; lastName: string; dateOfBirth: BirthDate; phone: string }>({
    id: 'vaccine-record-request',
    lastResult: result,
    ...validation,
  })
  const submitting = useIsSubmitting()
  // One page for both, so 'sent' is written into the notice region the form page already had.
  return (
    <div className="rx-page">
      <RxPageHeader title={TEXTS.title} description={sent ? undefined : TEXTS.requestIntro} />
      <FormAlert tone={sent ? 'success' : 'info'} errors={[sent ? TEXTS.sent : notice]} />
      {sent ? (
        <p>
          <Link to={VACCINE_RECORD_PATHS.request}>{TEXTS.sendAgain}</Link>
        </p>
      ) : (
        <Form method="POST" {...getFormProps(form)} className="narrow-form">
          <FormAlert errors={form.errors} />
          <TextField field={fields.firstName} label={TEXTS.firstName} autoComplete="given-name" />
          <TextField field={fields.lastName} label={TEXTS.lastName} autoComplete="family-name" />
          <BirthDateAndPhone dateOfBirth={fields.dateOfBirth} phone={fields.phone} />
          <StatusButton pending={submitting}>{TEXTS.send}</StatusButton>
        </Form>
      )}
    </div>
  )
}

/** Where the text message's link lands: the birth date and phone open the record. */
export function VaccineRecordVerifyPage({
  hasLink,
  tooManyLinks,
  result,
}: {
  hasLink: boolean
  tooManyLinks: boolean
  result: Result
}) {
  const validation = useLazyValidation(() =>
    import('#app/rx/shared/rx-validation.ts').then((module) => module.rxFormValidators.vaccineRecordVerify),
  )
  const [form, fields] = useForm<{ dateOfBirth: BirthDate; phone: string }>({
    id: 'vaccine-record-verify',
    lastResult: result,
    ...validation,
  })
  const submitting = useIsSubmitting()
  return (
    <div className="rx-page">
      <RxPageHeader title={TEXTS.verifyTitle} />
      {hasLink ? (
        <>
          <p>{TEXTS.verifyIntro}</p>
          <Form method="POST" {...getFormProps(form)} className="narrow-form">
            <FormAlert errors={form.errors} />
            <BirthDateAndPhone dateOfBirth={fields.dateOfBirth} phone={fields.phone} />
            <StatusButton pending={submitting}>{TEXTS.verify}</StatusButton>
          </Form>
        </>
      ) : tooManyLinks ? (
        <FormAlert errors={[TEXTS.locked]} />
      ) : (
        <FormAlert tone="info" errors={[TEXTS.noLink]} />
      )}
      <p>
        <Link to={VACCINE_RECORD_PATHS.request}>{TEXTS.requestAnother}</Link>
      </p>
    </div>
  )
}

type RecordData = ReturnType<typeof useLoaderData<typeof loadVaccineRecordResult>>

/** The record: who, their vaccinations, and the SMART Health Card's QR code. */
export function VaccineRecordResultPage({ data }: { data: RecordData }) {
  return (
    <div className="rx-page">
      <RxPageHeader title={TEXTS.title} description={data.name} />
      <dl className="profile-details">
        <div>
          <dt>{TEXTS.born}</dt>
          <dd>{data.born}</dd>
        </div>
      </dl>
      <h2>{TEXTS.vaccinations}</h2>
      {data.immunizations.length === 0 ? (
        <p>{TEXTS.none}</p>
      ) : (
        <ul className="vaccinations">
          {data.immunizations.map((shot) => (
            <li key={shot.key}>
              <h3>{shot.vaccine}</h3>
              <dl className="profile-details">
                {(
                  [
                    [TEXTS.columns.date, shot.date],
                    [TEXTS.columns.manufacturer, shot.manufacturer],
                    [TEXTS.columns.lot, shot.lot],
                    [TEXTS.columns.location, shot.location],
                  ] as const
                ).map(([term, value]) =>
                  value ? (
                    <div key={term}>
                      <dt>{term}</dt>
                      <dd>{value}</dd>
                    </div>
                  ) : null,
                )}
              </dl>
            </li>
          ))}
        </ul>
      )}
      {data.qr ? (
        <section aria-labelledby="smart-health-card">
          <h2 id="smart-health-card">{TEXTS.qrTitle}</h2>
          <p>{TEXTS.qrHelp}</p>
          <img src={data.qr.src} alt={data.qr.alt} width={320} height={320} className="qr-code" />
        </section>
      ) : null}
    </div>
  )
}
