import { getCollectionProps, getFormProps, getInputProps, useForm, type SubmissionResult } from '@conform-to/react'
import { Form } from '@remix-run/react'
import { CheckboxField, FieldErrors, FormAlert, RadioGroupField } from '#app/ui/field.tsx'
import { StatusButton } from '#app/ui/status-button.tsx'
import { SubmitOnceForm } from '#app/ui/submit-once-form.tsx'
import { useLazyValidation } from '#app/validation/use-lazy-validation.ts'
import { RxPageHeader } from '#app/rx/shared/rx-shell.tsx'
import type { loadCommPrefs } from './comm-prefs.server.ts'

type Fields = {
  notifyByText?: boolean
  notifyByEmail?: boolean
  notifyByVoice?: boolean
  voiceNotificationPreference?: 'HOME' | 'MOBILE'
  smsTypes?: string[]
}

/** 'Communication Preferences' (spec 2 section 2): the patient (a GET form), then their preferences (a POST). */
export function CommPrefsPage({
  page,
  result,
}: {
  page: Awaited<ReturnType<typeof loadCommPrefs>>
  result: SubmissionResult<string[]> | undefined
}) {
  const { settings, texts } = page
  const validation = useLazyValidation(() =>
    import('#app/rx/shared/rx-validation.ts').then((module) => module.commPrefsValidator(texts.voicePhoneRequired)),
  )
  const voicePhone =
    settings.voiceNotificationPreference === 'UNKNOWN' ? undefined : settings.voiceNotificationPreference
  // The saved settings are the form's defaults; a refused post comes back with what was chosen (JavaScript or not).
  const [form, fields] = useForm<Fields>({
    id: `comm-prefs-${page.patientNumber}`,
    lastResult: result,
    defaultValue: {
      notifyByText: settings.notifyByText,
      notifyByEmail: settings.notifyByEmail,
      notifyByVoice: settings.notifyByVoice,
      voiceNotificationPreference: voicePhone,
      smsTypes: settings.smsPreferences.filter((preference) => preference.selected).map(({ type }) => type),
    },
    ...validation,
  })
  const checkbox = (field: typeof fields.notifyByText, label: string) => (
    <CheckboxField label={label} inputProps={getInputProps(field, { type: 'checkbox' })} errors={field.errors} />
  )
  const smsBoxes = getCollectionProps(fields.smsTypes, {
    type: 'checkbox',
    options: settings.smsPreferences.map(({ type }) => type),
  })
  return (
    <div className="rx-page">
      <RxPageHeader title={texts.title} description={texts.intro} />
      {page.patients.length > 1 ? (
        <Form method="GET" className="inline-form">
          <label htmlFor="comm-prefs-patient">{texts.viewingPatient}</label>
          <select id="comm-prefs-patient" name="patient" defaultValue={page.patientNumber}>
            {page.patients.map((patient) => (
              <option key={patient.value} value={patient.value}>
                {patient.label}
              </option>
            ))}
          </select>
          <button type="submit" className="button button-secondary">
            {texts.show}
          </button>
        </Form>
      ) : null}
      <SubmitOnceForm method="POST" {...getFormProps(form)} className="narrow-form" key={page.patientNumber}>
        <FormAlert errors={form.errors} />
        <fieldset className="field-list">
          <legend>{texts.notifyBy}</legend>
          {checkbox(fields.notifyByText, texts.notifyByText)}
          {checkbox(fields.notifyByEmail, texts.notifyByEmail)}
          {checkbox(fields.notifyByVoice, texts.notifyByVoice)}
        </fieldset>
        <RadioGroupField
          legend={texts.voicePreference}
          name={fields.voiceNotificationPreference.name}
          options={Object.entries(texts.voicePhones).map(([value, label]) => ({ value, label }))}
          defaultValue={fields.voiceNotificationPreference.initialValue}
          errors={fields.voiceNotificationPreference.errors}
          focusOnError
        />
        <fieldset className="field-list">
          <legend>{texts.smsTypesLegend}</legend>
          {settings.smsPreferences.map((preference, index) => {
            const { key, ...box } = smsBoxes[index]!
            const warningId = preference.warning ? `${box.id}-warning` : undefined
            return (
              <div key={key} className="field field-checkbox">
                <input {...box} aria-describedby={warningId} />
                <label htmlFor={box.id}>{preference.label}</label>
                {preference.warning ? (
                  <p id={warningId} className="field-hint">
                    {preference.warning}
                  </p>
                ) : null}
              </div>
            )
          })}
          <FieldErrors id={fields.smsTypes.errorId} errors={fields.smsTypes.errors} />
        </fieldset>
        <StatusButton>{texts.savePreferences}</StatusButton>
      </SubmitOnceForm>
    </div>
  )
}
