import type { SubmissionResult } from '@conform-to/react'
import { Form, Link, useSubmit } from '@remix-run/react'
import type { ReactNode } from 'react'
import { CheckboxField, FieldErrors, FormAlert, RadioGroupField } from '#app/ui/field.tsx'
import { useIsSubmitting } from '#app/ui/pending.ts'
import { StatusButton } from '#app/ui/status-button.tsx'
import { useHydrated } from '#app/ui/use-hydrated.ts'
import { serverReply, type ReplyField } from '#app/validation/server-reply.ts'
import { FraudSignals } from '#app/wallet/fraud-signals.tsx'
import type { WalletHostPaths } from '#app/wallet/wallet-config.ts'
import { CardUsageTerms, PaymentMethodBox, type PaymentMethodView } from '#app/rx/shared/payment-method-box.tsx'
import type { Texts } from '#app/i18n/messages.server.ts'
import type { paymentMethodTexts } from '#app/rx/shared/payment-method.messages.server.ts'
import type { TRACKER_ORDER } from './tracker-order.messages.server.ts'
import { RxPageHeader } from '#app/rx/shared/rx-shell.tsx'

type Option = { value: string; label: string; description: string }

/** The words the order pages share, in the request's language (their loaders send them). */
type OrderTexts = Omit<Texts<typeof TRACKER_ORDER>, 'fill' | 'fillWithoutPatient'>

/** What the loaders of the tracker's order pages share (app/rx/tracker-order.server.ts). */
type TrackerOrderViewData = {
  stores: Option[]
  store: Option | null
  prescriptions: Array<{ key: string; label: string; checked: boolean }>
  total: string
  payment: PaymentMethodView
  fraudScriptUrl: string
  texts: OrderTexts
  paymentTexts: ReturnType<typeof paymentMethodTexts>
}

/** With fills at more than one store, the store is a GET choice (one order is for one store). */
function StoreChoice({ view }: { view: TrackerOrderViewData }) {
  const submit = useSubmit()
  const hydrated = useHydrated()
  if (view.stores.length < 2) {
    return (
      <p className="store-card">
        <strong>{view.store?.label}</strong> {view.store?.description}
      </p>
    )
  }
  return (
    <Form
      method="GET"
      replace
      preventScrollReset
      onChange={(event) => submit(event.currentTarget, { replace: true, preventScrollReset: true })}
    >
      <RadioGroupField
        legend={view.texts.storeLegend}
        name="location"
        options={view.stores}
        defaultValue={view.store?.value}
      />
      {hydrated ? null : (
        <button type="submit" className="button button-secondary">
          {view.texts.update}
        </button>
      )}
    </Form>
  )
}

/** A posted checkbox list as conform returns it: one value, several, or none. */
const postedValues = (value: unknown) => (Array.isArray(value) ? value : value === undefined ? [] : [value])

/**
 * The body of the tracker's order pages (pay online, order delivery): the
 * store, its fills with their prices (as last posted, so an error never
 * ticks again what was unticked), the page's own fields, the wallet's card
 * (its screens open over the page), the card usage terms and the submit.
 */
export function TrackerOrderForm({
  id,
  view,
  result,
  wallet,
  submitLabel,
  pendingLabel,
  fraudPageId,
  children,
}: {
  id: string
  view: TrackerOrderViewData & { store: Option }
  result: SubmissionResult<string[]> | undefined
  wallet: WalletHostPaths & { closePath: string }
  submitLabel: string
  pendingLabel?: string
  /** Where the order carries the fraud profile (pay online's fraudToken): only then is the script loaded. */
  fraudPageId?: string
  children?: (field: (name: string) => ReplyField) => ReactNode
}) {
  // The server validates the order (its fills and card come from the server), so the form shows its reply.
  const { form, field } = serverReply(id, result)
  const prescriptions = field('prescriptions')
  const submitting = useIsSubmitting()
  const posted = result?.initialValue ? postedValues(result.initialValue.prescriptions) : undefined
  return (
    <>
      <StoreChoice view={view} />
      <Form method="POST" {...form.props} className="checkout-form">
        <FormAlert id={form.errorId} errors={form.errors} />
        <fieldset className="field-list" aria-describedby={prescriptions.errors ? prescriptions.errorId : undefined}>
          <legend>{view.texts.fillsLegend}</legend>
          {view.prescriptions.map((fill) => (
            <CheckboxField
              key={fill.key}
              label={fill.label}
              inputProps={{
                name: 'prescriptions',
                value: fill.key,
                defaultChecked: posted ? posted.includes(fill.key) : fill.checked,
              }}
            />
          ))}
          <FieldErrors id={prescriptions.errorId} errors={prescriptions.errors} />
        </fieldset>
        <p className="order-total">
          {view.texts.total}: <strong>{view.total}</strong>
        </p>
        {children?.(field)}
        <PaymentMethodBox
          payment={view.payment}
          wallet={wallet}
          retryPath={wallet.closePath}
          errors={field('cardId').errors}
          texts={view.paymentTexts}
          // A submit, not a link: the choices so far are kept while the wallet is open.
          change={
            <button type="submit" name="intent" value="wallet" className="link-button" formNoValidate>
              {view.paymentTexts.changePaymentMethod}
            </button>
          }
        />
        <CardUsageTerms
          accepted={result?.initialValue?.termsAccepted === 'on'}
          errors={field('termsAccepted').errors}
          texts={view.paymentTexts}
        />
        {fraudPageId ? <FraudSignals src={view.fraudScriptUrl} pageId={fraudPageId} /> : null}
        <StatusButton name="intent" value="order" pending={submitting} pendingLabel={pendingLabel}>
          {submitLabel}
        </StatusButton>
      </Form>
    </>
  )
}

const TRACKER_PATH = '/rx/tracker'

/** When the page has nothing to order: why, and the way back. */
export function NothingToOrder({ text, backToTracker }: { text: string; backToTracker: string }) {
  return (
    <>
      <p className="alert alert-info">{text}</p>
      <Link to={TRACKER_PATH}>{backToTracker}</Link>
    </>
  )
}

/** An order's confirmation: what happened, the order's facts, and the way back to the tracker. */
export function OrderConfirmation({
  title,
  text,
  facts,
  backToTracker,
}: {
  title: string
  text: string
  facts: Array<[term: string, detail: string]>
  backToTracker: string
}) {
  return (
    <div className="rx-page">
      <RxPageHeader title={title} />
      <p role="status">{text}</p>
      <dl className="summary-list">
        {facts.map(([term, detail]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{detail}</dd>
          </div>
        ))}
      </dl>
      <Link to={TRACKER_PATH}>{backToTracker}</Link>
    </div>
  )
}
