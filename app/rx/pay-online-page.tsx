import { getFormProps, useForm, type SubmissionResult } from '@conform-to/react'
import { Form, Link, useSubmit } from '@remix-run/react'
import { CheckboxField, ErrorList, FormAlert, RadioGroupField } from '#app/ui/field.tsx'
import { useIsSubmitting } from '#app/ui/pending.ts'
import { StatusButton } from '#app/ui/status-button.tsx'
import { useHydrated } from '#app/ui/use-hydrated.ts'
import { FraudSignals } from '#app/wallet/fraud-signals.tsx'
import { RX_PAY_ONLINE_WALLET_CONFIG } from '#app/wallet/wallet-config.ts'
import { CHECKOUT_TEXTS } from './checkout-rules.ts'
import type { loadPayOnline, loadPayOnlineConfirmation } from './pay-online.server.ts'
import { CardUsageTerms, PaymentMethodBox } from './payment-method-box.tsx'
import { PAY_ONLINE_TEXTS } from './rx-messages.ts'
import { RxPageHeader } from './rx-shell.tsx'

type PayOnlineView = Awaited<ReturnType<typeof loadPayOnline>>['data']

const TRACKER_PATH = '/rx/tracker'

function PayOnlineHeader() {
  return <RxPageHeader title={PAY_ONLINE_TEXTS.title} description={PAY_ONLINE_TEXTS.description} />
}

/** With ready prescriptions at more than one store, the store is a GET choice (one payment is for one pickup store). */
function StoreChoice({ view }: { view: PayOnlineView }) {
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
    <Form method="GET" replace preventScrollReset onChange={(event) => submit(event.currentTarget, { replace: true, preventScrollReset: true })}>
      <RadioGroupField legend={PAY_ONLINE_TEXTS.storeLegend} name="location" options={view.stores} defaultValue={view.store?.value} />
      {hydrated ? null : (
        <button type="submit" className="button button-secondary">
          Update
        </button>
      )}
    </Form>
  )
}

/**
 * 'Pay Online' (spec 2): the ready prescriptions at one store with their
 * prices, the wallet's card (the wallet opens over the page) and the card
 * usage terms, then Pay.
 */
export function PayOnlinePage({ view, result }: { view: PayOnlineView; result: SubmissionResult<string[]> | undefined }) {
  const [form, fields] = useForm<{ prescriptions: string[]; cardId: string; termsAccepted: string }>({ id: 'pay-online', lastResult: result })
  const submitting = useIsSubmitting()
  if (!view.store) {
    return (
      <div className="rx-page">
        <PayOnlineHeader />
        <p className="alert alert-info">{PAY_ONLINE_TEXTS.nothingToPay}</p>
        <Link to={TRACKER_PATH}>{PAY_ONLINE_TEXTS.backToTracker}</Link>
      </div>
    )
  }
  return (
    <div className="rx-page">
      <PayOnlineHeader />
      <StoreChoice view={view} />
      <Form method="POST" {...getFormProps(form)} className="checkout-form">
        <FormAlert id={form.errorId} errors={form.errors} />
        <input type="hidden" name="location" value={view.store.value} />
        <fieldset className="field-list" aria-describedby={fields.prescriptions.errors ? fields.prescriptions.errorId : undefined}>
          <legend>{PAY_ONLINE_TEXTS.prescriptionsLegend}</legend>
          {view.prescriptions.map((prescription) => (
            <CheckboxField
              key={prescription.key}
              label={`${prescription.drugName} (Rx #${prescription.rxNumber})${prescription.patientName ? ` for ${prescription.patientName}` : ''}: ${prescription.price}`}
              inputProps={{ name: 'prescriptions', value: prescription.key, defaultChecked: prescription.checked }}
            />
          ))}
          <ErrorList id={fields.prescriptions.errorId} errors={fields.prescriptions.errors} />
        </fieldset>
        <p className="order-total">
          {PAY_ONLINE_TEXTS.total}: <strong>{view.total}</strong>
        </p>
        <PaymentMethodBox
          payment={view.payment}
          wallet={RX_PAY_ONLINE_WALLET_CONFIG}
          retryPath={RX_PAY_ONLINE_WALLET_CONFIG.closePath}
          errors={fields.cardId.errors}
          // A submit, not a link: the prescriptions chosen so far are kept while the wallet is open.
          change={
            <button type="submit" name="intent" value="wallet" className="link-button" formNoValidate>
              {CHECKOUT_TEXTS.changePaymentMethod}
            </button>
          }
        />
        <CardUsageTerms accepted={false} errors={fields.termsAccepted.errors} />
        <FraudSignals src={view.fraudScriptUrl} pageId="pay-online" />
        <StatusButton name="intent" value="pay" pending={submitting}>
          {PAY_ONLINE_TEXTS.payButton}
        </StatusButton>
      </Form>
    </div>
  )
}

export function PayOnlineConfirmationPage({ receipt }: { receipt: Awaited<ReturnType<typeof loadPayOnlineConfirmation>>['data'] }) {
  return (
    <div className="rx-page">
      <RxPageHeader title={PAY_ONLINE_TEXTS.confirmationTitle} />
      <p role="status">{PAY_ONLINE_TEXTS.confirmationText(receipt.total, receipt.card, receipt.store)}</p>
      <dl className="summary-list">
        <dt>{PAY_ONLINE_TEXTS.paymentNumber}</dt>
        <dd>{receipt.paymentId}</dd>
        <dt>{PAY_ONLINE_TEXTS.prescriptionsLegend}</dt>
        <dd>{receipt.drugNames.join(', ')}</dd>
      </dl>
      <Link to={TRACKER_PATH}>{PAY_ONLINE_TEXTS.backToTracker}</Link>
    </div>
  )
}
