import type { SubmissionResult } from '@conform-to/react'
import { Form, Link, useActionData, useSubmit } from '@remix-run/react'
import type { ComponentProps, ReactNode } from 'react'
import { CheckboxField, FormAlert, RadioGroupField } from '#app/ui/field.tsx'
import { walletPaths } from '#app/wallet/wallet-config.ts'
import { useIsSubmitting } from '#app/ui/pending.ts'
import { StatusButton } from '#app/ui/status-button.tsx'
import { useHydrated } from '#app/ui/use-hydrated.ts'
import { serverReply } from '#app/validation/server-reply.ts'
import { checkoutStepPath } from './checkout-rules.ts'
import { RX_CHECKOUT_WALLET_CONFIG } from './checkout-wallet-config.ts'
import type {
  OrderSummaryView,
  Wizard,
  loadFulfilmentStep,
  loadPaymentStep,
  loadReviewStep,
} from './checkout-steps.server.ts'
import type { LastOrder } from './checkout-state.server.ts'
import { CardUsageTerms, PaymentMethodBox } from '#app/rx/shared/payment-method-box.tsx'
import { RxPageHeader } from '#app/rx/shared/rx-shell.tsx'
import {
  AUTO_REFILL_ERROR_MESSAGE,
  CART_EMPTY_TEXT,
  CART_FOOTNOTE,
  CHECKOUT_TEXTS,
  PAYMENT_LABELS,
} from '#app/rx/shared/rx-texts.ts'

/** A step's form: the server validates it (its choices come from the server), so it shows the server's reply. */
function useStepForm(id: string) {
  return serverReply(id, useActionData<{ result?: SubmissionResult<string[]> }>()?.result)
}

/** A step's own data: what its loader returns once the checkout is open. */
type StepView<Load extends (...args: never[]) => Promise<unknown>> = NonNullable<Awaited<ReturnType<Load>>>

/** Spec 2 'Page shell': the step wizard, 880px wide on desktop and 528px otherwise (CSS). */
function StepWizard({ steps }: { steps: Wizard }) {
  const current = steps.find((step) => step.current)
  return (
    <nav className="step-wizard-steps" aria-label="Checkout steps">
      {current ? (
        <p className="sr-only">
          Step {current.number} of {steps.length}
        </p>
      ) : null}
      <ol>
        {steps.map((step) => {
          const content = (
            <>
              <span className="step-number" aria-hidden="true">
                {step.complete && !step.current ? '✓' : step.number}
              </span>{' '}
              {step.title}
            </>
          )
          return (
            <li
              key={step.id}
              className={['step', step.current ? 'step-current' : '', step.complete ? 'step-complete' : '']
                .filter(Boolean)
                .join(' ')}
            >
              {step.current ? (
                <span aria-current="step">{content}</span>
              ) : step.reachable && step.id !== 'confirmation' ? (
                <Link to={checkoutStepPath(step.id)}>{content}</Link>
              ) : (
                <span>{content}</span>
              )}
            </li>
          )
        })}
      </ol>
    </nav>
  )
}

export function CheckoutFrame({ steps, children }: { steps: Wizard; children: ReactNode }) {
  return (
    <div className="rx-page">
      <RxPageHeader title={CHECKOUT_TEXTS.title} />
      <div className="step-wizard">
        <StepWizard steps={steps} />
        {children}
      </div>
    </div>
  )
}

export function EmptyCheckout() {
  return (
    <div className="rx-page">
      <RxPageHeader title={CHECKOUT_TEXTS.title} />
      <div className="step-wizard">
        <p>{CART_EMPTY_TEXT}</p>
        <Link className="button" to="/rx/refills">
          Add Refills
        </Link>
      </div>
    </div>
  )
}

function OrderSummary({ summary }: { summary: OrderSummaryView }) {
  return (
    <section className="checkout-summary" aria-labelledby="checkout-summary-heading">
      <h3 id="checkout-summary-heading">Your Refills</h3>
      {summary.groups.map((group) => (
        <div key={group.name}>
          <h4>{group.name}</h4>
          <ul>
            {group.items.map((item) => (
              <li key={item.key}>
                {item.drugName} <span className="checkout-cost">{`${item.cost.label}: ${item.cost.value}`}</span>
              </li>
            ))}
          </ul>
        </div>
      ))}
      {summary.shipping ? <p>Shipping: {summary.shipping}</p> : null}
      <p className="checkout-total">
        Estimated Total: <strong>{summary.estimatedTotal}*</strong>
      </p>
      <p className="cart-footnote">{CART_FOOTNOTE}</p>
    </section>
  )
}

function StepHeading({ children }: { children: ReactNode }) {
  return (
    // Each step is a page of its own under the same page title: arriving, focus names the step.
    <h2 id="checkout-step-heading" className="checkout-step-heading" data-focus-on-arrival>
      {children}
    </h2>
  )
}

function AddressBlock({ heading, lines }: { heading: string; lines: string[] }) {
  if (lines.length === 0) return null
  return (
    <div className="checkout-address">
      <h3>{heading}</h3>
      {/* Not the shared PostalAddress: as its own chunk it costs the checkout's wallet screens 0.2 KB of their JS budget. */}
      <address>
        {lines.map((line) => (
          <span key={line}>
            {line}
            <br />
          </span>
        ))}
      </address>
    </div>
  )
}

function ContinueButton() {
  const pending = useIsSubmitting()
  return (
    <StatusButton pending={pending} pendingLabel="Saving...">
      Continue
    </StatusButton>
  )
}

/** Delivery and mail order: one choice (date or shipping method) and the address it goes to. */
function ChoiceToAddress({
  addressHeading,
  address,
  ...group
}: ComponentProps<typeof RadioGroupField> & { addressHeading: string; address: string[] }) {
  return (
    <>
      <RadioGroupField {...group} focusOnError />
      <AddressBlock heading={addressHeading} lines={address} />
    </>
  )
}

/**
 * Step 1. What narrows the choice (method, store, date) is a GET form, so it
 * lives in the URL and a new date clears the time; the choice itself is a POST.
 */
export function FulfilmentStep({ fulfilment: f, summary }: StepView<typeof loadFulfilmentStep>) {
  const { form, field } = useStepForm('checkout-fulfilment')
  const submit = useSubmit()
  const hydrated = useHydrated()
  const narrowing =
    f.methods.length > 1 || (f.method === 'pickup' && (f.pickup.stores.length > 1 || f.pickup.dates.length > 0))
  return (
    <section aria-labelledby="checkout-step-heading">
      <StepHeading>Pickup or Delivery</StepHeading>
      {narrowing ? (
        <Form
          method="GET"
          className="checkout-narrowing"
          preventScrollReset
          onChange={(event) => submit(event.currentTarget, { preventScrollReset: true, replace: true })}
        >
          {f.methods.length > 1 ? (
            <RadioGroupField
              legend="How would you like to get your refills?"
              name="method"
              options={f.methods}
              defaultValue={f.method}
            />
          ) : (
            <input type="hidden" name="method" value={f.method} />
          )}
          {f.method === 'pickup' ? (
            <>
              {f.pickup.stores.length > 1 ? (
                <RadioGroupField
                  legend="Pickup Store"
                  name="store"
                  options={f.pickup.stores.map((store) => ({
                    value: store.facilityId,
                    label: store.name,
                    description: store.address,
                  }))}
                  defaultValue={f.pickup.storeId}
                />
              ) : (
                <input type="hidden" name="store" value={f.pickup.storeId ?? ''} />
              )}
              {f.pickup.dates.length > 0 ? (
                <RadioGroupField
                  legend="Pickup Date"
                  name="date"
                  options={f.pickup.dates}
                  defaultValue={f.pickup.date}
                  // The last post's error, until a date is chosen (a GET, which leaves the post's reply behind).
                  errors={f.pickup.date ? undefined : field('date').errors}
                  focusOnError
                />
              ) : null}
            </>
          ) : null}
          {hydrated ? null : (
            <button type="submit" className="button button-secondary">
              Update
            </button>
          )}
        </Form>
      ) : null}
      <Form method="POST" {...form.props} className="checkout-form">
        <FormAlert id={form.errorId} errors={form.errors} />
        <input type="hidden" name="method" value={f.method} />
        {f.method === 'pickup' ? (
          <>
            <input type="hidden" name="facilityId" value={f.pickup.storeId ?? ''} />
            {f.pickup.stores.length === 1 ? (
              <AddressBlock
                heading="Pickup Store"
                lines={[f.pickup.stores[0]?.name ?? '', f.pickup.stores[0]?.address ?? '']}
              />
            ) : null}
            {f.pickup.dates.length === 0 ? (
              <p className="alert alert-info">{CHECKOUT_TEXTS.noPickupTimes}</p>
            ) : f.pickup.date ? (
              <>
                <input type="hidden" name="date" value={f.pickup.date} />
                {/* Keyed by the date: a new date clears the time (spec 2 section 4), with JavaScript too. */}
                <RadioGroupField
                  key={f.pickup.date}
                  legend="Pickup Time"
                  name="time"
                  options={f.pickup.times}
                  defaultValue={f.pickup.time}
                  errors={field('time').errors}
                  focusOnError
                />
              </>
            ) : (
              <p className="field-hint">{CHECKOUT_TEXTS.chooseDate}</p>
            )}
            <FormAlert errors={field('facilityId').errors} />
          </>
        ) : null}
        {f.method === 'delivery' ? (
          <ChoiceToAddress
            legend="Delivery Date"
            name="deliveryDate"
            options={f.delivery.dates.map((date) => ({ ...date, description: f.delivery.window }))}
            defaultValue={f.delivery.date}
            errors={field('deliveryDate').errors}
            addressHeading="Delivering To"
            address={f.address}
          />
        ) : null}
        {f.method === 'mail' ? (
          <ChoiceToAddress
            legend="Shipping Method"
            name="shippingMethodId"
            options={f.mail.methods.map((method) => ({
              value: method.value,
              label: method.label,
              description: method.charge,
            }))}
            defaultValue={f.mail.selected}
            errors={field('shippingMethodId').errors}
            addressHeading="Shipping To"
            address={f.address}
          />
        ) : null}
        <ContinueButton />
      </Form>
      <OrderSummary summary={summary} />
    </section>
  )
}

/** Step 2: pay now with a card from the wallet (its screens open over this step), or pay at store. */
export function PaymentStep({ payment: p, summary }: StepView<typeof loadPaymentStep>) {
  const { form, field } = useStepForm('checkout-payment')
  return (
    <section aria-labelledby="checkout-step-heading">
      <StepHeading>Payment</StepHeading>
      <Form method="POST" {...form.props} className="checkout-form">
        <FormAlert id={form.errorId} errors={form.errors} />
        <RadioGroupField
          legend="How would you like to pay?"
          name="paymentType"
          options={p.types}
          defaultValue={p.type}
          errors={field('paymentType').errors}
          focusOnError
        />
        <PaymentMethodBox
          payment={p}
          wallet={RX_CHECKOUT_WALLET_CONFIG}
          retryPath={checkoutStepPath('payment')}
          errors={field('cardId').errors}
          change={<Link to={walletPaths(RX_CHECKOUT_WALLET_CONFIG).list}>{CHECKOUT_TEXTS.changePaymentMethod}</Link>}
        />
        <CardUsageTerms
          action={PAYMENT_LABELS.payNow}
          accepted={p.termsAccepted}
          errors={field('termsAccepted').errors}
        />
        <ContinueButton />
      </Form>
      <OrderSummary summary={summary} />
    </section>
  )
}

function ChoiceSummary({
  heading,
  lines,
  editStep,
}: {
  heading: string
  lines: string[]
  editStep: 'fulfilment' | 'payment'
}) {
  return (
    <div className="checkout-choice">
      <h3>{heading}</h3>
      {lines.map((line) => (
        <p key={line}>{line}</p>
      ))}
      <Link to={checkoutStepPath(editStep)} aria-label={`Edit ${heading}`}>
        Edit
      </Link>
    </div>
  )
}

/** Step 3: the choices, auto refill for eligible refills, and Place Order. */
export function ReviewStep({ fulfilment, payment, autoRefill, summary }: StepView<typeof loadReviewStep>) {
  const { form } = useStepForm('checkout-review')
  const pending = useIsSubmitting()
  return (
    <section aria-labelledby="checkout-step-heading">
      <StepHeading>Review Order</StepHeading>
      <ChoiceSummary heading="Pickup or Delivery" lines={fulfilment} editStep="fulfilment" />
      <ChoiceSummary heading="Payment" lines={[payment]} editStep="payment" />
      <OrderSummary summary={summary} />
      <Form method="POST" {...form.props} className="checkout-form">
        <FormAlert id={form.errorId} errors={form.errors} />
        {autoRefill.length > 0 ? (
          <fieldset className="checkout-auto-refill">
            <legend>Auto Refill</legend>
            {autoRefill.map((item) => (
              <CheckboxField
                key={item.key}
                label={`Enroll ${item.drugName} in Auto Refill`}
                inputProps={{ name: 'autoRefill', value: item.key }}
              />
            ))}
          </fieldset>
        ) : null}
        <StatusButton pending={pending} pendingLabel="Placing Order...">
          Place Order
        </StatusButton>
      </Form>
    </section>
  )
}

export function ConfirmationStep({ order }: { order: LastOrder }) {
  return (
    <section aria-labelledby="checkout-step-heading">
      <StepHeading>Confirmation</StepHeading>
      <div className="alert alert-success" role="status">
        <p>{CHECKOUT_TEXTS.placed}</p>
        <p>
          Order Number: <strong>{order.orderId}</strong>
        </p>
      </div>
      {order.autoRefillFailed ? <FormAlert errors={[AUTO_REFILL_ERROR_MESSAGE]} /> : null}
      <div className="checkout-choice">
        {order.fulfilment.map((line) => (
          <p key={line}>{line}</p>
        ))}
        <p>{order.payment}</p>
      </div>
      <Link className="button" to="/rx/dashboard">
        Back to My Prescriptions Home
      </Link>
    </section>
  )
}
