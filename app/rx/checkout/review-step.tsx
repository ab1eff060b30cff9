import { Form, Link } from '@remix-run/react'
import { CheckboxField, FormAlert } from '#app/ui/field.tsx'
import { useIsSubmitting } from '#app/ui/pending.ts'
import { StatusButton } from '#app/ui/status-button.tsx'
import { checkoutStepPath } from './checkout-rules.ts'
import { OrderSummary, StepHeading, useStepForm, type StepView } from './checkout-step-parts.tsx'
import type { loadConfirmationStep, loadReviewStep } from './checkout-steps.server.ts'

function ChoiceSummary({
  heading,
  lines,
  editStep,
  editLabel,
  edit,
}: {
  heading: string
  lines: string[]
  editStep: 'fulfilment' | 'payment'
  editLabel: string
  edit: string
}) {
  return (
    <div className="checkout-choice">
      <h3>{heading}</h3>
      {lines.map((line) => (
        <p key={line}>{line}</p>
      ))}
      <Link to={checkoutStepPath(editStep)} aria-label={editLabel}>
        {edit}
      </Link>
    </div>
  )
}

/** Step 3: the choices, auto refill for eligible refills, and Place Order. */
export function ReviewStep({
  fulfilment,
  payment,
  autoRefill,
  summary,
  texts,
  editLabels,
}: StepView<typeof loadReviewStep>) {
  const { form } = useStepForm('checkout-review')
  const pending = useIsSubmitting()
  return (
    <section aria-labelledby="checkout-step-heading">
      <StepHeading>{texts.stepReview}</StepHeading>
      <ChoiceSummary
        heading={texts.stepFulfilment}
        lines={fulfilment}
        editStep="fulfilment"
        editLabel={editLabels.fulfilment}
        edit={texts.edit}
      />
      <ChoiceSummary
        heading={texts.stepPayment}
        lines={[payment]}
        editStep="payment"
        editLabel={editLabels.payment}
        edit={texts.edit}
      />
      <OrderSummary summary={summary} texts={texts} />
      <Form method="POST" {...form.props} className="checkout-form">
        <FormAlert id={form.errorId} errors={form.errors} />
        {autoRefill.length > 0 ? (
          <fieldset className="checkout-auto-refill">
            <legend>{texts.autoRefill}</legend>
            {autoRefill.map((item) => (
              <CheckboxField key={item.key} label={item.label} inputProps={{ name: 'autoRefill', value: item.key }} />
            ))}
          </fieldset>
        ) : null}
        <StatusButton pending={pending} pendingLabel={texts.placingOrder}>
          {texts.placeOrder}
        </StatusButton>
      </Form>
    </section>
  )
}

export function ConfirmationStep({ order, texts }: StepView<typeof loadConfirmationStep>) {
  return (
    <section aria-labelledby="checkout-step-heading">
      <StepHeading>{texts.stepConfirmation}</StepHeading>
      <div className="alert alert-success" role="status">
        <p>{texts.placed}</p>
        <p>
          {texts.orderNumber}: <strong>{order.orderId}</strong>
        </p>
      </div>
      {order.autoRefillFailed ? <FormAlert errors={[texts.autoRefillError]} /> : null}
      <div className="checkout-choice">
        {order.fulfilment.map((line) => (
          <p key={line}>{line}</p>
        ))}
        <p>{order.payment}</p>
      </div>
      <Link className="button" to="/rx/dashboard">
        {texts.backHome}
      </Link>
    </section>
  )
}
