import type { SubmissionResult } from '@conform-to/react'
import { Form, Link } from '@remix-run/react'
import { CheckboxField, Field, FormAlert, RadioGroupField, inputPropsOf, type ListOfErrors } from '#app/ui/field.tsx'
import { useIsSubmitting } from '#app/ui/pending.ts'
import { SidePanel } from '#app/ui/side-panel.tsx'
import { StatusButton } from '#app/ui/status-button.tsx'
import { serverReply } from '#app/validation/server-reply.ts'
import { CardEntry } from './card-entry.tsx'
import type { StoredValueMode } from '#app/upstream/card-frame-protocol.ts'
import type { WordedEntry } from './card-frame.ts'
import { FieldAbandonment } from './field-abandonment.tsx'
import { FraudSignals } from './fraud-signals.tsx'
import { walletPaths, type WalletHostPaths, type WalletHostView } from './wallet-config.ts'
import type { BillingAddressesView } from './wallet-screens.server.ts'
import type { WalletTexts } from './wallet.messages.server.ts'
import { INPUT_CAPS } from './wallet-limits.ts'
import { applySaveOptions } from './wallet-selection.ts'
import type { CardView } from './wallet-view.ts'

/**
 * Add a gift card or the SNAP EBT card (spec 3 sections 2 and 5): the number
 * (and the gift PIN) go into the processor's hosted entry, which checks them
 * with the spec's messages; this form sends the registration it gives back.
 */
export function StoredValueCardScreen({
  kind,
  host,
  texts,
  blocked,
  entry,
  result,
}: {
  kind: StoredValueMode
  host: WalletHostPaths & Pick<WalletHostView, 'fraudScriptUrl'>
  texts: WalletTexts
  blocked: string | null
  entry: WordedEntry
  result: SubmissionResult<string[]> | undefined
}) {
  const list = walletPaths(host).list
  const { form } = serverReply(`add-${kind}-card`, result)
  const submitting = useIsSubmitting()
  return (
    <SidePanel title={kind === 'gift' ? texts.addGiftTitle : texts.addSnapTitle} closeTo={list} backTo={list}>
      {blocked && !result ? (
        <FormAlert tone="info" errors={[blocked]} />
      ) : (
        <Form method="POST" {...form.props}>
          <FormAlert id={form.errorId} errors={form.errors} />
          <FraudSignals src={host.fraudScriptUrl} pageId={kind === 'gift' ? 'addGiftCard' : 'addSnapCard'} />
          <CardEntry mode={kind} entry={entry} texts={texts} />
          {kind === 'gift' ? <p className="field-hint">{texts.keepGiftCard}</p> : null}
          {/* Spec 3 section 4: the add button reads 'Submit', and 'Submitting Card' while the card is sent. */}
          <StatusButton pending={submitting} pendingLabel={texts.submitting}>
            {texts.submit}
          </StatusButton>
        </Form>
      )}
    </SidePanel>
  )
}

/** 'Deleting Payment': a confirmation, so a delete is never one stray click. */
export function DeleteCardScreen({ card, host, texts }: { card: CardView; host: WalletHostPaths; texts: WalletTexts }) {
  const list = walletPaths(host).list
  const submitting = useIsSubmitting()
  return (
    <SidePanel title={texts.deleteCardTitle} closeTo={list}>
      <p>
        <img src={card.image} alt="" width={48} height={30} /> <strong>{card.name}</strong> {card.expiry}
      </p>
      <p>{texts.deleteConfirm}</p>
      <Form method="POST" className="dialog-actions">
        <StatusButton pending={submitting} pendingLabel={texts.deleting}>
          {texts.delete}
        </StatusButton>
        <Link to={list} className="button button-secondary">
          {texts.cancel}
        </Link>
      </Form>
    </SidePanel>
  )
}

/** The 'Billing Address' choice: the account's addresses, flagged when one has characters the card service refuses. */
export function BillingAddressChoice({
  billing,
  texts,
  name,
  defaultValue,
  errors,
}: {
  billing: BillingAddressesView
  texts: WalletTexts
  name: string
  defaultValue?: string | null
  errors?: ListOfErrors
}) {
  if (billing.status === 'warning') {
    return (
      <div className="alert alert-warning" role="alert">
        <p>{texts.billingWarning}</p>
        <Link to={billing.retryHref}>{texts.retry}</Link>
      </div>
    )
  }
  if (billing.status === 'error') return <FormAlert errors={[billing.message]} />
  return (
    <RadioGroupField
      legend={texts.billingAddress}
      name={name}
      defaultValue={defaultValue}
      errors={errors}
      focusOnError
      options={billing.addresses.map((address) => ({
        value: address.id,
        label: address.text,
        description: address.valid ? undefined : texts.billingAddressInvalid,
      }))}
    />
  )
}

/** Spec 3 section 4: choosing preferred turns save on; turning save off clears preferred. */
function linkSaveOptions(form: HTMLFormElement | null, changed: 'save' | 'preferred') {
  const save = form?.elements.namedItem('save')
  const preferred = form?.elements.namedItem('preferred')
  if (!(save instanceof HTMLInputElement) || !(preferred instanceof HTMLInputElement)) return
  const options = applySaveOptions({ save: save.checked, preferred: preferred.checked }, changed)
  save.checked = options.save
  preferred.checked = options.preferred
}

/** Add Credit/Debit Card (spec 3 sections 2, 4 and 5). */
export function BankCardScreen({
  host,
  texts,
  entry,
  billing,
  result,
}: {
  host: Pick<WalletHostView, 'appName' | 'basePath' | 'walletConfig' | 'fraudScriptUrl'>
  texts: WalletTexts
  entry: WordedEntry
  billing: BillingAddressesView
  result: SubmissionResult<string[]> | undefined
}) {
  const list = walletPaths(host).list
  const { form, field } = serverReply('add-card', result, { save: 'on' })
  const firstName = field('firstName')
  const lastName = field('lastName')
  const addressId = field('addressId')
  const submitting = useIsSubmitting()
  return (
    <SidePanel title={texts.addCardTitle} closeTo={list} backTo={list}>
      <Form method="POST" {...form.props}>
        <FormAlert id={form.errorId} errors={form.errors} />
        <FraudSignals src={host.fraudScriptUrl} pageId="addCard" />
        <FieldAbandonment form="add card" appName={host.appName} />
        <CardEntry mode="register" entry={entry} texts={texts} />
        <Field
          label={texts.firstName}
          inputProps={{
            ...inputPropsOf(firstName, 'text'),
            autoComplete: 'cc-given-name',
            maxLength: INPUT_CAPS.name,
          }}
          errors={firstName.errors}
          focusOnError
        />
        <Field
          label={texts.lastName}
          inputProps={{
            ...inputPropsOf(lastName, 'text'),
            autoComplete: 'cc-family-name',
            maxLength: INPUT_CAPS.name,
          }}
          errors={lastName.errors}
          focusOnError
        />
        <BillingAddressChoice
          billing={billing}
          texts={texts}
          name={addressId.name}
          defaultValue={addressId.initialValue}
          errors={addressId.errors}
        />
        <p>
          <Link to={walletPaths(host).addAddress(entry.returnUrl)}>{texts.addAddressTitle}</Link>
        </p>
        {host.walletConfig.saveCardOptionEnabled ? (
          <CheckboxField
            label={texts.saveCard}
            inputProps={{
              ...inputPropsOf(field('save'), 'checkbox'),
              onChange: (event) => linkSaveOptions(event.currentTarget.form, 'save'),
            }}
          />
        ) : null}
        <CheckboxField
          label={texts.preferredCard}
          inputProps={{
            ...inputPropsOf(field('preferred'), 'checkbox'),
            onChange: (event) => linkSaveOptions(event.currentTarget.form, 'preferred'),
          }}
        />
        <StatusButton pending={submitting} pendingLabel={texts.submitting}>
          {texts.submit}
        </StatusButton>
      </Form>
    </SidePanel>
  )
}
