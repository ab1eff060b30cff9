import { getFormProps, getInputProps, useForm, type SubmissionResult } from '@conform-to/react'
import { Form, useSubmit } from '@remix-run/react'
import { FieldErrors, Field, FormAlert, RadioGroupField } from '#app/ui/field.tsx'
import { useIsSubmitting } from '#app/ui/pending.ts'
import { StatusButton } from '#app/ui/status-button.tsx'
import { useHydrated } from '#app/ui/use-hydrated.ts'
import { useLazyValidation } from '#app/validation/use-lazy-validation.ts'
import type { loadGuestRefill, loadGuestRefillConfirmation, loadGuestRefillPickup } from './guest-refill.server.ts'
import { PharmacyHoursBlock } from '#app/stores/pharmacy-hours-block.tsx'
import type { guestRefillTexts } from './guest-refill.messages.server.ts'
import { MAX_PRESCRIPTION_ROWS } from '#app/rx/shared/rx-form-rules.ts'
import { RxPageHeader } from '#app/rx/shared/rx-shell.tsx'
import { PhoneField } from '#app/rx/shared/phone-field.tsx'
import { fillIn } from '#app/i18n/fill-in.ts'

/** The page's words in the request's language (its loaders send them). */
type GuestRefillTexts = ReturnType<typeof guestRefillTexts>

function GuestRefillHeader({ texts }: { texts: GuestRefillTexts }) {
  return <RxPageHeader title={texts.title} description={texts.subheader} />
}

/**
 * Step 1: the pharmacy's phone, the prescription numbers (a row more with
 * 'Add Another Prescription', a form intent that works without JavaScript)
 * and the guest's phone.
 */
export function GuestRefillFindPage({
  view: { texts, messages },
  result,
}: {
  view: Awaited<ReturnType<typeof loadGuestRefill>>
  result: SubmissionResult<string[]> | undefined
}) {
  const validation = useLazyValidation(() =>
    import('#app/rx/shared/rx-validation.ts').then((module) => module.guestRefillFindValidator(messages)),
  )
  const [form, fields] = useForm({
    id: 'guest-refill',
    lastResult: result,
    defaultValue: { rxNumbers: [''] },
    ...validation,
  })
  const rows = fields.rxNumbers.getFieldList()
  const submitting = useIsSubmitting()
  return (
    <div className="rx-page">
      <GuestRefillHeader texts={texts} />
      <Form method="POST" {...getFormProps(form)} className="narrow-form">
        <FormAlert id={form.errorId} errors={form.errors} />
        <PhoneField
          field={fields.pharmacyPhone}
          label={texts.pharmacyPhone}
          autoComplete="off"
          formatHint={texts.phoneHint}
        />
        <fieldset className="field-list">
          <legend>{texts.rxNumbers}</legend>
          {rows.map((row, index) => (
            <Field
              key={row.key}
              label={fillIn(texts.rxNumber, { n: index + 1 })}
              inputProps={{
                ...getInputProps(row, { type: 'text' }),
                inputMode: 'numeric',
                maxLength: 8,
                autoComplete: 'off',
              }}
              errors={row.errors}
              focusOnError
            />
          ))}
          <FieldErrors id={fields.rxNumbers.errorId} errors={fields.rxNumbers.errors} />
          {rows.length < MAX_PRESCRIPTION_ROWS ? (
            <button className="link-button" {...form.insert.getButtonProps({ name: fields.rxNumbers.name })}>
              {texts.addRow}
            </button>
          ) : null}
        </fieldset>
        <PhoneField
          field={fields.contactPhone}
          label={texts.contactPhone}
          autoComplete="tel-national"
          formatHint={texts.phoneHint}
        />
        <StatusButton pending={submitting}>{texts.findButton}</StatusButton>
      </Form>
    </div>
  )
}

/** Step 2: the prescriptions found, the store, and a pickup date (a GET choice) and time. */
export function GuestRefillPickupPage({
  view,
  error,
}: {
  view: Awaited<ReturnType<typeof loadGuestRefillPickup>>
  error: string | undefined
}) {
  const submit = useSubmit()
  const hydrated = useHydrated()
  const submitting = useIsSubmitting()
  const { texts } = view
  return (
    <div className="rx-page">
      <GuestRefillHeader texts={texts} />
      <h2>{texts.pickupTitle}</h2>
      <ul>
        {view.prescriptions.map((prescription) => (
          <li key={prescription.rxNumber}>{prescription.label}</li>
        ))}
      </ul>
      <div className="store-card">
        <h3>{view.store.name}</h3>
        <p>{view.store.address}</p>
        {view.store.phone ? <p>{view.store.phone}</p> : null}
        <PharmacyHoursBlock hours={view.store.hours} />
      </div>
      {view.dates.length === 0 ? (
        <p className="alert alert-info">{texts.noTimes}</p>
      ) : (
        <>
          <Form
            method="GET"
            replace
            onChange={(event) => submit(event.currentTarget, { replace: true, preventScrollReset: true })}
          >
            <RadioGroupField legend={texts.pickupDate} name="date" options={view.dates} defaultValue={view.date} />
            {hydrated ? null : (
              <button type="submit" className="button button-secondary">
                {texts.update}
              </button>
            )}
          </Form>
          <Form method="POST" className="narrow-form">
            <FormAlert errors={error ? [error] : undefined} />
            <input type="hidden" name="date" value={view.date ?? ''} />
            <RadioGroupField
              legend={texts.pickupTime}
              name="time"
              options={view.times}
              defaultValue={view.time}
              focusOnError
            />
            <StatusButton pending={submitting}>{texts.submitButton}</StatusButton>
          </Form>
        </>
      )}
    </div>
  )
}

/** Step 3: what the pharmacy said, with its retry information while it retries. */
export function GuestRefillConfirmationPage({
  view,
}: {
  view: Awaited<ReturnType<typeof loadGuestRefillConfirmation>>['data']
}) {
  const { texts } = view
  return (
    <div className="rx-page">
      <GuestRefillHeader texts={texts} />
      <h2>{texts.confirmationTitle}</h2>
      <p role="status">
        <strong>{view.status}</strong>
        {view.statusDesc ? ` ${view.statusDesc}` : null}
      </p>
      {view.retry ? <p className="alert alert-info">{view.retry.text}</p> : null}
      <dl className="summary-list">
        <dt>{texts.pharmacy}</dt>
        <dd>{view.store}</dd>
        <dt>{texts.prescriptions}</dt>
        <dd>{view.drugNames.join(', ')}</dd>
        {view.pickup ? (
          <>
            <dt>{texts.pickup}</dt>
            <dd>{view.pickup}</dd>
          </>
        ) : null}
        {view.contactPhone ? (
          <>
            <dt>{texts.contactAt}</dt>
            <dd>{view.contactPhone}</dd>
          </>
        ) : null}
      </dl>
    </div>
  )
}
