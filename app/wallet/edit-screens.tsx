import type { SubmissionResult } from '@conform-to/react'
import { Form, Link } from '@remix-run/react'
import { Field, FormAlert, FieldErrors, inputPropsOf } from '#app/ui/field.tsx'
import { useIsSubmitting } from '#app/ui/pending.ts'
import { SidePanel } from '#app/ui/side-panel.tsx'
import { StatusButton } from '#app/ui/status-button.tsx'
import { serverReply } from '#app/validation/server-reply.ts'
import type { AccountAddress } from '#app/upstream/wallet-api.schema.ts'
import { CardEntry } from './card-entry.tsx'
import { FieldAbandonment } from './field-abandonment.tsx'
import type { WordedEntry } from './card-frame.ts'
import { walletPaths, type WalletHostPaths, type WalletHostView } from './wallet-config.ts'
import { INPUT_CAPS } from './wallet-limits.ts'
import { BillingAddressChoice } from './wallet-screens.tsx'
import type { BillingAddressesView } from './wallet-screens.server.ts'
import { type CardView } from './wallet-view.ts'
import type { WalletTexts } from './wallet.messages.server.ts'
import { fillIn } from '#app/i18n/fill-in.ts'

/** Spec 3 section 4: edit and address forms save with 'Save Changes', which reads 'Saving...' while busy. */
function SaveButton({ texts }: { texts: WalletTexts }) {
  return (
    <StatusButton pending={useIsSubmitting()} pendingLabel={texts.saving}>
      {texts.saveChanges}
    </StatusButton>
  )
}

export function EditCardScreen({
  host,
  texts,
  card,
  expiry,
  currentAddressId,
  billing,
  entry,
  result,
}: {
  host: WalletHostPaths & Pick<WalletHostView, 'appName'>
  texts: WalletTexts
  card: CardView
  expiry: { month: string; year: string }
  currentAddressId: string | null
  billing: BillingAddressesView
  entry: WordedEntry
  result: SubmissionResult<string[]> | undefined
}) {
  const list = walletPaths(host).list
  const { form, field } = serverReply('edit-card', result, {
    expirationMonth: expiry.month.padStart(2, '0'),
    expirationYear: expiry.year,
    ...(currentAddressId ? { addressId: currentAddressId } : {}),
  })
  const month = field('expirationMonth')
  const year = field('expirationYear')
  const addressId = field('addressId')
  const expiryErrors = [...(month.errors ?? []), ...(year.errors ?? [])]
  return (
    <SidePanel title={texts.editCardTitle} closeTo={list}>
      <p>
        <img src={card.image} alt="" width={48} height={30} /> <strong>{card.name}</strong> {card.expiry}
      </p>
      {card.expired ? <p className="wallet-card-expired">{texts.expired}</p> : null}
      <Form method="POST" {...form.props}>
        <FormAlert id={form.errorId} errors={form.errors} />
        <FieldAbandonment form="edit card" appName={host.appName} />
        <fieldset
          className="field expiry-group"
          aria-describedby={expiryErrors.length ? 'edit-card-expiry-errors' : undefined}
        >
          <legend>{texts.expirationDate}</legend>
          <Field
            label={texts.expirationMonth}
            inputProps={{
              ...inputPropsOf(month, 'text'),
              inputMode: 'numeric',
              maxLength: 2,
              placeholder: texts.monthPlaceholder,
              autoComplete: 'cc-exp-month',
            }}
            focusOnError
          />
          <Field
            label={texts.expirationYear}
            inputProps={{
              ...inputPropsOf(year, 'text'),
              inputMode: 'numeric',
              maxLength: 4,
              placeholder: texts.yearPlaceholder,
              autoComplete: 'cc-exp-year',
            }}
            focusOnError
          />
          <FieldErrors id="edit-card-expiry-errors" errors={expiryErrors} />
        </fieldset>
        <BillingAddressChoice
          billing={billing}
          texts={texts}
          name={addressId.name}
          defaultValue={addressId.initialValue}
          errors={addressId.errors}
        />
        {billing.status === 'loaded' ? (
          <ul className="address-actions">
            {billing.addresses.map((address) => (
              <li key={address.id}>
                <Link
                  to={walletPaths(host).editAddress(address.id, entry.returnUrl)}
                  aria-label={fillIn(texts.editAddress, { address: address.text })}
                >
                  {texts.edit}
                </Link>{' '}
                {address.text}
              </li>
            ))}
            <li>
              <Link to={walletPaths(host).addAddress(entry.returnUrl)}>{texts.addAddressTitle}</Link>
            </li>
          </ul>
        ) : null}
        <CardEntry mode="cvv" entry={entry} texts={texts} />
        <SaveButton texts={texts} />
      </Form>
    </SidePanel>
  )
}

export function BillingAddressScreen({
  host,
  texts,
  regions,
  address,
  backTo,
  result,
}: {
  host: Pick<WalletHostView, 'appName'>
  texts: WalletTexts
  /** The states and provinces, named and ordered in the page's language. */
  regions: Record<'states' | 'provinces', ReadonlyArray<{ code: string; name: string }>>
  address: AccountAddress | null
  backTo: string
  result: SubmissionResult<string[]> | undefined
}) {
  const { form, field } = serverReply(
    'billing-address',
    result,
    address
      ? {
          street: address.street,
          unit: address.unit ?? '',
          city: address.locality,
          state: address.region,
          postalCode: address.postalCode,
        }
      : undefined,
  )
  const street = field('street')
  const unit = field('unit')
  const city = field('city')
  const state = field('state')
  const postalCode = field('postalCode')
  return (
    <SidePanel title={address ? texts.editAddressTitle : texts.addAddressTitle} closeTo={backTo} backTo={backTo}>
      <Form method="POST" {...form.props}>
        <FormAlert id={form.errorId} errors={form.errors} />
        <FieldAbandonment form={address ? 'edit billing address' : 'add billing address'} appName={host.appName} />
        <Field
          label={texts.address}
          inputProps={{
            ...inputPropsOf(street, 'text'),
            maxLength: INPUT_CAPS.address,
            autoComplete: 'address-line1',
          }}
          errors={street.errors}
          focusOnError
        />
        <Field
          label={texts.unit}
          inputProps={{
            ...inputPropsOf(unit, 'text'),
            maxLength: INPUT_CAPS.address,
            autoComplete: 'address-line2',
          }}
          errors={unit.errors}
          focusOnError
        />
        <Field
          label={texts.city}
          inputProps={{
            ...inputPropsOf(city, 'text'),
            maxLength: INPUT_CAPS.city,
            autoComplete: 'address-level2',
          }}
          errors={city.errors}
          focusOnError
        />
        <div className="field">
          <label htmlFor={state.id}>{texts.stateProvince}</label>
          <select
            id={state.id}
            name={state.name}
            defaultValue={state.initialValue ?? ''}
            autoComplete="address-level1"
            aria-invalid={state.errors ? true : undefined}
            aria-describedby={state.errors ? state.errorId : undefined}
          >
            <option value="">{texts.selectState}</option>
            <optgroup label={texts.unitedStates}>
              {regions.states.map((region) => (
                <option key={region.code} value={region.code}>
                  {region.name}
                </option>
              ))}
            </optgroup>
            <optgroup label={texts.canada}>
              {regions.provinces.map((region) => (
                <option key={region.code} value={region.code}>
                  {region.name}
                </option>
              ))}
            </optgroup>
          </select>
          <FieldErrors id={state.errorId} errors={state.errors} />
        </div>
        {/* Spec 5 caps the postal code input at 7, which leaves no room for ZIP+4 (decision 0025). */}
        <Field
          label={texts.postalCode}
          inputProps={{
            ...inputPropsOf(postalCode, 'text'),
            maxLength: 10,
            autoComplete: 'postal-code',
          }}
          errors={postalCode.errors}
          focusOnError
        />
        <SaveButton texts={texts} />
      </Form>
    </SidePanel>
  )
}

export function CheckBalanceScreen({
  host,
  texts,
  card,
  balance,
  entry,
  error,
}: {
  host: WalletHostPaths
  texts: WalletTexts
  card: CardView
  balance: string | null
  entry: WordedEntry
  error: string | undefined
}) {
  const list = walletPaths(host).list
  const submitting = useIsSubmitting()
  return (
    <SidePanel title={texts.checkBalanceTitle} closeTo={list} backTo={list}>
      <p>
        <img src={card.image} alt="" width={48} height={30} /> <strong>{card.name}</strong>
      </p>
      {balance ? (
        <p className="wallet-balance">{balance}</p>
      ) : (
        <Form method="POST">
          <FormAlert errors={error ? [error] : undefined} />
          {/* A refused PIN is spent: the entry starts again. */}
          <CardEntry key={error ?? 'pin'} mode="pin" entry={entry} texts={texts} />
          <StatusButton pending={submitting} pendingLabel={texts.checking}>
            {texts.checkBalanceTitle}
          </StatusButton>
        </Form>
      )}
    </SidePanel>
  )
}
