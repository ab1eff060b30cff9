import { getFormProps, getInputProps, useForm, type SubmissionResult } from '@conform-to/react'
import { Form, Link, useSubmit } from '@remix-run/react'
import { CheckboxField, FieldErrors, Field, FormAlert, RadioGroupField } from '#app/ui/field.tsx'
import { useIsSubmitting } from '#app/ui/pending.ts'
import { StatusButton } from '#app/ui/status-button.tsx'
import { useHydrated } from '#app/ui/use-hydrated.ts'
import { useLazyValidation } from '#app/validation/use-lazy-validation.ts'
import { BirthDateFieldset } from '#app/rx/shared/birth-date-fieldset.tsx'
import { PhoneField } from '#app/rx/shared/phone-field.tsx'
import { MAX_PRESCRIPTION_ROWS, NAME_MAX_LENGTH } from '#app/rx/shared/rx-form-rules.ts'
import { RxPageHeader } from '#app/rx/shared/rx-shell.tsx'
import type { TransferFormFields } from '#app/rx/shared/rx-validation.ts'
import type { loadTransfer, loadTransferConfirmation } from './transfer.server.ts'
import { fillIn } from '#app/i18n/fill-in.ts'

type TransferView = Awaited<ReturnType<typeof loadTransfer>>
type TransferQuery = TransferView['query']

/** The other GET choices, carried by each GET form so one search does not forget another. */
function CarriedQuery({ query, except }: { query: TransferQuery; except: Array<keyof TransferQuery> }) {
  return (
    <>
      {Object.entries(query).map(([name, value]) =>
        value && !except.includes(name as keyof TransferQuery) ? (
          <input key={name} type="hidden" name={name} value={value} />
        ) : null,
      )}
    </>
  )
}

/** A search box as a GET form: its results are part of the URL. */
function PharmacySearch({
  label,
  name,
  query,
  error,
  search,
}: {
  label: string
  name: 'fromQuery' | 'toQuery'
  query: TransferQuery
  error: string | null
  /** The button's word. */
  search: string
}) {
  return (
    <Form method="GET" replace preventScrollReset className="search-form">
      <CarriedQuery query={query} except={[name]} />
      <Field
        label={label}
        inputProps={{
          name,
          type: 'search',
          defaultValue: query[name],
          key: query[name],
          maxLength: 100,
          autoComplete: 'off',
        }}
        errors={error ? [error] : undefined}
        focusOnError
        after={
          <button type="submit" className="button button-secondary">
            {search}
          </button>
        }
      />
    </Form>
  )
}

/** 'What would you like to do?': a GET choice, sent on change with JavaScript and by 'Update' without. */
function OrderTypeChoice({ view }: { view: TransferView }) {
  const submit = useSubmit()
  const hydrated = useHydrated()
  return (
    <Form
      method="GET"
      replace
      preventScrollReset
      onChange={(event) => submit(event.currentTarget, { replace: true, preventScrollReset: true })}
    >
      <CarriedQuery query={view.query} except={['type']} />
      <RadioGroupField
        legend={view.texts.orderTypeLegend}
        name="type"
        options={view.orderTypes}
        defaultValue={view.query.type}
      />
      {hydrated ? null : (
        <button type="submit" className="button button-secondary">
          {view.texts.update}
        </button>
      )}
    </Form>
  )
}

function CurrentPharmacySearch({ view }: { view: TransferView }) {
  const { results, error } = view.currentSearch
  const { texts } = view
  return (
    <section aria-labelledby="current-pharmacy">
      <h2 id="current-pharmacy">{texts.currentPharmacyTitle}</h2>
      <p>{texts.currentPharmacyHint}</p>
      <PharmacySearch
        label={texts.currentPharmacySearch}
        name="fromQuery"
        query={view.query}
        error={error}
        search={texts.search}
      />
      {results?.length === 0 ? <p className="alert alert-info">{texts.noneFound}</p> : null}
      {results?.length ? (
        <ul className="pharmacy-results">
          {results.map((pharmacy) => (
            <li key={`${pharmacy.name}|${pharmacy.phone}`}>
              <strong>{pharmacy.name}</strong>
              {pharmacy.address ? <span>{pharmacy.address}</span> : null}
              <span>{pharmacy.phone}</span>
              <Link to={pharmacy.href} replace preventScrollReset aria-label={pharmacy.useLabel}>
                {texts.usePharmacy}
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
      {view.currentPharmacySettled ? null : (
        <Link to={view.typeItHref} replace preventScrollReset>
          {texts.typeItYourself}
        </Link>
      )}
    </section>
  )
}

/** The request itself: the new pharmacy, the patient, the contact, the rows. */
function TransferForm({ view, result }: { view: TransferView; result: SubmissionResult<string[]> | undefined }) {
  const type = view.query.type
  const { texts } = view
  const validation = useLazyValidation(() =>
    import('#app/rx/shared/rx-validation.ts').then((module) => module.transferValidators(view.checks)[view.as]),
  )
  const [form, fields] = useForm<TransferFormFields>({
    id: 'transfer',
    lastResult: result,
    defaultValue: { prescriptions: [{ refill: true }] },
    ...validation,
  })
  const submitting = useIsSubmitting()
  const rows = fields.prescriptions.getFieldList()
  // A pharmacy chosen from the search fills its fields (they remount with it). After a post, what was posted shows:
  // the server renders it, and in the browser the key stays put, so the input keeps its value.
  const prefilled = (field: typeof fields.firstName, value: string) =>
    value ? { defaultValue: field.initialValue ?? value, key: `${field.key}-${value}` } : undefined
  const text = (
    field: typeof fields.firstName,
    label: string,
    extra: { autoComplete?: string; maxLength?: number; prefill?: string } = {},
  ) => (
    <Field
      label={label}
      inputProps={{
        ...getInputProps(field, { type: 'text' }),
        autoComplete: extra.autoComplete ?? 'off',
        maxLength: extra.maxLength ?? NAME_MAX_LENGTH,
        ...prefilled(field, extra.prefill ?? ''),
      }}
      errors={field.errors}
      focusOnError
    />
  )
  const contact =
    type === 'NEW'
      ? { legend: texts.doctorLegend, name: texts.doctorName, phone: texts.doctorPhone }
      : { legend: texts.currentPharmacyTitle, name: texts.pharmacyName, phone: texts.pharmacyPhone }
  return (
    <Form method="POST" {...getFormProps(form)} className="narrow-form">
      <FormAlert id={form.errorId} errors={form.errors} />
      <input type="hidden" name="orderType" value={type} />
      {view.pharmacies.length ? (
        <RadioGroupField
          legend={texts.newPharmacyLegend}
          name={fields.facilityId.name}
          options={view.pharmacies}
          defaultValue={fields.facilityId.initialValue ?? view.pharmacies[0]?.value}
          errors={fields.facilityId.errors}
          focusOnError
        />
      ) : (
        <FieldErrors id={fields.facilityId.errorId} errors={fields.facilityId.errors} />
      )}
      <h2>{texts.patientTitle}</h2>
      {view.as === 'customer' ? (
        <RadioGroupField
          legend={texts.patientTitle}
          name={fields.patientNumber.name}
          options={view.patients}
          defaultValue={fields.patientNumber.initialValue ?? view.patients[0]?.value}
          errors={fields.patientNumber.errors}
          focusOnError
        />
      ) : (
        <>
          {text(fields.firstName, texts.firstName, { autoComplete: 'given-name' })}
          {text(fields.lastName, texts.lastName, { autoComplete: 'family-name' })}
          <BirthDateFieldset
            parts={fields.dateOfBirth.getFieldset()}
            errorId={fields.dateOfBirth.errorId}
            errors={fields.dateOfBirth.errors}
            labels={texts.birthDate}
          />
          <PhoneField
            field={fields.phone}
            label={texts.phone}
            autoComplete="tel-national"
            formatHint={texts.phoneFormatHint}
          />
        </>
      )}
      {type === 'PAPER' ? null : (
        <fieldset className="field-list">
          <legend>{contact.legend}</legend>
          {text(fields.contactName, contact.name, { prefill: view.query.fromName })}
          <PhoneField
            field={fields.contactPhone}
            label={contact.phone}
            autoComplete="off"
            prefilled={prefilled(fields.contactPhone, view.query.fromPhone)}
            formatHint={texts.phoneFormatHint}
          />
        </fieldset>
      )}
      {type === 'TRANSFER_ALL' ? null : (
        <fieldset className="field-list">
          <legend>{texts.prescriptionsTitle}</legend>
          {rows.map((row, index) => {
            const cells = row.getFieldset()
            return (
              <div key={row.key} className="prescription-row">
                {text(cells.medName, fillIn(texts.medName, { n: index + 1 }))}
                {type === 'TRANSFER'
                  ? text(cells.rxNumber, fillIn(texts.rxNumber, { n: index + 1 }), { maxLength: 8 })
                  : null}
                <CheckboxField
                  label={texts.refill}
                  inputProps={getInputProps(cells.refill, { type: 'checkbox' })}
                  errors={cells.refill.errors}
                />
              </div>
            )
          })}
          <FieldErrors id={fields.prescriptions.errorId} errors={fields.prescriptions.errors} />
          {rows.length < MAX_PRESCRIPTION_ROWS ? (
            <button
              className="link-button"
              {...form.insert.getButtonProps({ name: fields.prescriptions.name, defaultValue: { refill: true } })}
            >
              {texts.addRow}
            </button>
          ) : null}
        </fieldset>
      )}
      {type === 'PAPER' ? (
        <CheckboxField
          label={texts.paperAcknowledge}
          inputProps={getInputProps(fields.paperAcknowledge, { type: 'checkbox' })}
          errors={fields.paperAcknowledge.errors}
          focusOnError
        />
      ) : null}
      <StatusButton pending={submitting}>{texts.submitButton}</StatusButton>
    </Form>
  )
}

/** 'Transfer Prescriptions' (spec 2), for customers and guests alike. */
export function TransferPage({ view, result }: { view: TransferView; result: SubmissionResult<string[]> | undefined }) {
  const { texts } = view
  return (
    <div className="rx-page">
      <RxPageHeader title={texts.title} description={texts.description} />
      <OrderTypeChoice view={view} />
      {view.needsCurrentPharmacy ? <CurrentPharmacySearch view={view} /> : null}
      <section aria-labelledby="new-pharmacy">
        <h2 id="new-pharmacy">{texts.newPharmacyTitle}</h2>
        <PharmacySearch
          label={texts.newPharmacySearch}
          name="toQuery"
          query={view.query}
          error={view.newSearch.error}
          search={texts.search}
        />
        {view.newSearch.noneFound ? <p className="alert alert-info">{texts.noneFound}</p> : null}
      </section>
      {(view.pharmacies.length && view.currentPharmacySettled) || result ? (
        // It remounts with the order type, whose fields differ.
        <TransferForm key={view.query.type} view={view} result={result} />
      ) : (
        // The searches above are page loads without JavaScript: the form comes once they are done, so nothing typed is lost to them.
        <p className="alert alert-info">
          {view.currentPharmacySettled ? texts.chooseNewPharmacyFirst : texts.chooseCurrentPharmacyFirst}
        </p>
      )}
    </div>
  )
}

export function TransferConfirmationPage({
  view,
}: {
  view: Awaited<ReturnType<typeof loadTransferConfirmation>>['data']
}) {
  const { texts } = view
  return (
    <div className="rx-page">
      <RxPageHeader title={texts.confirmationTitle} />
      <p role="status">{view.text}</p>
      <dl className="summary-list">
        <dt>{texts.requestNumber}</dt>
        <dd>{view.requestId}</dd>
        <dt>{texts.orderTypeLegend}</dt>
        <dd>{view.orderTypeLabel}</dd>
      </dl>
      <p>
        <Link to={view.startOver}>{texts.another}</Link>
      </p>
    </div>
  )
}
