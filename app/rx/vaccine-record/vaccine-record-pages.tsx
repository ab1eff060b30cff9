import { getFormProps, useForm, type FieldMetadata, type SubmissionResult } from '@conform-to/react'
import { Form, Link, type useLoaderData } from '@remix-run/react'
import { FormAlert } from '#app/ui/field.tsx'
import { useIsSubmitting } from '#app/ui/pending.ts'
import { StatusButton } from '#app/ui/status-button.tsx'
import { useLazyValidation } from '#app/validation/use-lazy-validation.ts'
import { BirthDateFieldset, type BirthDateLabels } from '#app/rx/shared/birth-date-fieldset.tsx'
import type { BirthDate } from '#app/rx/shared/rx-form-rules.ts'
import type { VaccineRecordMessages } from '#app/rx/shared/rx-validation.ts'
import { TextField } from '#app/rx/shared/text-field.tsx'
import { PhoneField } from '#app/rx/shared/phone-field.tsx'
import { RxPageHeader } from '#app/rx/shared/rx-shell.tsx'
import type { loadVaccineRecordResult } from './vaccine-record.server.ts'
import { VACCINE_RECORD_PATHS } from './vaccine-record-paths.ts'
import type { VaccineRecordTexts } from './vaccine-record.messages.server.ts'

type Result = SubmissionResult<string[]> | undefined
type Text = FieldMetadata<string, Record<string, unknown>, string[]>
type BirthDateField = FieldMetadata<BirthDate, Record<string, unknown>, string[]>

/** A form page's words and its checks' messages, in the request's language (`vaccineRecordFormTexts`). */
type FormTexts = {
  texts: VaccineRecordTexts
  birthDateLabels: BirthDateLabels
  phoneFormatHint: string
  messages: VaccineRecordMessages
}

/** The two details every step asks: the birth date and the mobile phone on the record. */
function BirthDateAndPhone({
  dateOfBirth,
  phone,
  words,
}: {
  dateOfBirth: BirthDateField
  phone: Text
  words: FormTexts
}) {
  return (
    <>
      <BirthDateFieldset
        parts={dateOfBirth.getFieldset()}
        errorId={dateOfBirth.errorId}
        errors={dateOfBirth.errors}
        labels={words.birthDateLabels}
      />
      <PhoneField
        field={phone}
        label={words.texts.mobilePhone}
        formatHint={words.phoneFormatHint}
        autoComplete="tel-national"
      />
    </>
  )
}

/** 'Digital Vaccine Record': who the patient is; the pharmacy texts a link to the record's mobile phone. */
export function VaccineRecordRequestPage({
  sent,
  notice,
  result,
  words,
}: {
  sent: boolean
  notice: string | null
  result: Result
  words: FormTexts
}) {
  const { texts } = words
  const validation = useLazyValidation(() =>
    import('#app/rx/shared/rx-validation.ts').then((module) => module.vaccineRecordValidators(words.messages).request),
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
      <RxPageHeader title={texts.title} description={sent ? undefined : texts.requestIntro} />
      <FormAlert tone={sent ? 'success' : 'info'} errors={[sent ? texts.sent : notice]} />
      {sent ? (
        <p>
          <Link to={VACCINE_RECORD_PATHS.request}>{texts.sendAgain}</Link>
        </p>
      ) : (
        <Form method="POST" {...getFormProps(form)} className="narrow-form">
          <FormAlert errors={form.errors} />
          <TextField field={fields.firstName} label={texts.firstName} autoComplete="given-name" />
          <TextField field={fields.lastName} label={texts.lastName} autoComplete="family-name" />
          <BirthDateAndPhone dateOfBirth={fields.dateOfBirth} phone={fields.phone} words={words} />
          <StatusButton pending={submitting}>{texts.send}</StatusButton>
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
  words,
}: {
  hasLink: boolean
  tooManyLinks: boolean
  result: Result
  words: FormTexts
}) {
  const { texts } = words
  const validation = useLazyValidation(() =>
    import('#app/rx/shared/rx-validation.ts').then((module) => module.vaccineRecordValidators(words.messages).verify),
  )
  const [form, fields] = useForm<{ dateOfBirth: BirthDate; phone: string }>({
    id: 'vaccine-record-verify',
    lastResult: result,
    ...validation,
  })
  const submitting = useIsSubmitting()
  return (
    <div className="rx-page">
      <RxPageHeader title={texts.verifyTitle} />
      {hasLink ? (
        <>
          <p>{texts.verifyIntro}</p>
          <Form method="POST" {...getFormProps(form)} className="narrow-form">
            <FormAlert errors={form.errors} />
            <BirthDateAndPhone dateOfBirth={fields.dateOfBirth} phone={fields.phone} words={words} />
            <StatusButton pending={submitting}>{texts.verify}</StatusButton>
          </Form>
        </>
      ) : tooManyLinks ? (
        <FormAlert errors={[texts.locked]} />
      ) : (
        <FormAlert tone="info" errors={[texts.noLink]} />
      )}
      <p>
        <Link to={VACCINE_RECORD_PATHS.request}>{texts.requestAnother}</Link>
      </p>
    </div>
  )
}

type RecordData = ReturnType<typeof useLoaderData<typeof loadVaccineRecordResult>>

/** The record: who, their vaccinations, and the SMART Health Card's QR code. */
export function VaccineRecordResultPage({ data }: { data: RecordData }) {
  const { texts } = data
  return (
    <div className="rx-page">
      <RxPageHeader title={texts.title} description={data.name} />
      <dl className="profile-details">
        <div>
          <dt>{texts.born}</dt>
          <dd>{data.born}</dd>
        </div>
      </dl>
      <h2>{texts.vaccinations}</h2>
      {data.immunizations.length === 0 ? (
        <p>{texts.none}</p>
      ) : (
        <ul className="vaccinations">
          {data.immunizations.map((shot) => (
            <li key={shot.key}>
              <h3>{shot.vaccine}</h3>
              <dl className="profile-details">
                {(
                  [
                    [texts.date, shot.date],
                    [texts.manufacturer, shot.manufacturer],
                    [texts.lot, shot.lot],
                    [texts.location, shot.location],
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
          <h2 id="smart-health-card">{texts.qrTitle}</h2>
          <p>{texts.qrHelp}</p>
          <img src={data.qr.src} alt={data.qr.alt} width={320} height={320} className="qr-code" />
        </section>
      ) : null}
    </div>
  )
}
