import { Form, Link } from '@remix-run/react'
import { CheckboxField, FormAlert } from '#app/ui/field.tsx'
import { useIsSubmitting } from '#app/ui/pending.ts'
import { StatusButton } from '#app/ui/status-button.tsx'
import { AUTO_REFILL_ERROR_MESSAGE, CHECKOUT_TEXTS } from '#app/rx/shared/rx-texts.ts'
import { checkoutStepPath } from './checkout-rules.ts'
import { OrderSummary, StepHeading, useStepForm, type StepView } from './checkout-step-parts.tsx'
import type { LastOrder } from './checkout-state.server.ts'
import type { loadReviewStep } from './checkout-steps.server.ts'

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
