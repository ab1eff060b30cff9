import { getFormProps, getInputProps, useForm, type SubmissionResult } from '@conform-to/react'
import { Form, useSubmit } from '@remix-run/react'
import { FieldErrors, Field, FormAlert, RadioGroupField } from '#app/ui/field.tsx'
import { useIsSubmitting } from '#app/ui/pending.ts'
import { StatusButton } from '#app/ui/status-button.tsx'
import { useHydrated } from '#app/ui/use-hydrated.ts'
import { useLazyValidation } from '#app/validation/use-lazy-validation.ts'
import type { loadGuestRefillConfirmation, loadGuestRefillPickup } from './guest-refill.server.ts'
import { PharmacyHoursBlock } from '#app/stores/pharmacy-hours-block.tsx'
import { GUEST_REFILL_TEXTS } from './guest-texts.ts'
import { MAX_PRESCRIPTION_ROWS } from '#app/rx/shared/rx-form-rules.ts'
import { RxPageHeader } from '#app/rx/shared/rx-shell.tsx'
import { PhoneField } from '#app/rx/shared/phone-field.tsx'

function GuestRefillHeader() {
  return <RxPageHeader title={GUEST_REFILL_TEXTS.title} description={GUEST_REFILL_TEXTS.subheader} />
}

/**
 * Step 1: the pharmacy's phone, the prescription numbers (a row more with
 * 'Add Another Prescription', a form intent that works without JavaScript)
 * and the guest's phone.
 */
export function GuestRefillFindPage({ result }: { result: SubmissionResult<string[]> | undefined }) {
  const validation = useLazyValidation(() =>
    import('#app/rx/shared/rx-validation.ts').then((module) => module.rxFormValidators.guestRefillFind),
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
      <GuestRefillHeader />
      <Form method="POST" {...getFormProps(form)} className="narrow-form">
        <FormAlert id={form.errorId} errors={form.errors} />
        <PhoneField field={fields.pharmacyPhone} label="Pharmacy Phone Number" autoComplete="off" />
        <fieldset className="field-list">
          <legend>Prescription Numbers</legend>
          {rows.map((row, index) => (
            <Field
              key={row.key}
              label={`Prescription Number ${index + 1}`}
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
              {GUEST_REFILL_TEXTS.addRow}
            </button>
          ) : null}
        </fieldset>
        <PhoneField field={fields.contactPhone} label="Your Phone Number" autoComplete="tel-national" />
        <StatusButton pending={submitting}>{GUEST_REFILL_TEXTS.findButton}</StatusButton>
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
  return (
    <div className="rx-page">
      <GuestRefillHeader />
      <h2>{GUEST_REFILL_TEXTS.pickupTitle}</h2>
      <ul>
        {view.prescriptions.map((prescription) => (
          <li key={prescription.rxNumber}>
            {prescription.drugName} (Rx #{prescription.rxNumber})
          </li>
        ))}
      </ul>
      <div className="store-card">
        <h3>{view.store.name}</h3>
        <p>{view.store.address}</p>
        {view.store.phone ? <p>{view.store.phone}</p> : null}
        <PharmacyHoursBlock hours={view.store.hours} />
      </div>
      {view.dates.length === 0 ? (
        <p className="alert alert-info">{GUEST_REFILL_TEXTS.noTimes}</p>
      ) : (
        <>
          <Form
            method="GET"
            replace
            onChange={(event) => submit(event.currentTarget, { replace: true, preventScrollReset: true })}
          >
            <RadioGroupField legend="Pickup Date" name="date" options={view.dates} defaultValue={view.date} />
            {hydrated ? null : (
              <button type="submit" className="button button-secondary">
                Update
              </button>
            )}
          </Form>
          <Form method="POST" className="narrow-form">
            <FormAlert errors={error ? [error] : undefined} />
            <input type="hidden" name="date" value={view.date ?? ''} />
            <RadioGroupField
              legend="Pickup Time"
              name="time"
              options={view.times}
              defaultValue={view.time}
              focusOnError
            />
            <StatusButton pending={submitting}>{GUEST_REFILL_TEXTS.submitButton}</StatusButton>
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
  return (
    <div className="rx-page">
      <GuestRefillHeader />
      <h2>{GUEST_REFILL_TEXTS.confirmationTitle}</h2>
      <p role="status">
        <strong>{view.status}</strong>
        {view.statusDesc ? ` ${view.statusDesc}` : null}
      </p>
      {view.retry ? <p className="alert alert-info">{view.retry.text}</p> : null}
      <dl className="summary-list">
        <dt>Pharmacy</dt>
        <dd>{view.store}</dd>
        <dt>Prescriptions</dt>
        <dd>{view.drugNames.join(', ')}</dd>
        {view.pickup ? (
          <>
            <dt>Pickup</dt>
            <dd>{view.pickup}</dd>
          </>
        ) : null}
        {view.contactPhone ? (
          <>
            <dt>We will contact you at</dt>
            <dd>{view.contactPhone}</dd>
          </>
        ) : null}
      </dl>
    </div>
  )
}
