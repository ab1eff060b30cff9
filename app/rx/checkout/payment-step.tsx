import { Form, Link } from '@remix-run/react'
import { FormAlert, RadioGroupField } from '#app/ui/field.tsx'
import { walletPaths } from '#app/wallet/wallet-config.ts'
import { CardUsageTerms, PaymentMethodBox } from '#app/rx/shared/payment-method-box.tsx'
import { checkoutStepPath } from './checkout-rules.ts'
import { ContinueButton, OrderSummary, StepHeading, useStepForm, type StepView } from './checkout-step-parts.tsx'
import type { loadPaymentStep } from './checkout-steps.server.ts'
import { RX_CHECKOUT_WALLET_CONFIG } from './checkout-wallet-config.ts'

/** Step 2: pay now with a card from the wallet (its screens open over this step), or pay at store. */
export function PaymentStep({ payment: p, summary, texts, paymentMethod }: StepView<typeof loadPaymentStep>) {
  const { form, field } = useStepForm('checkout-payment')
  return (
    <section aria-labelledby="checkout-step-heading">
      <StepHeading>{texts.stepPayment}</StepHeading>
      <Form method="POST" {...form.props} className="checkout-form">
        <FormAlert id={form.errorId} errors={form.errors} />
        <RadioGroupField
          legend={texts.howToPay}
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
          texts={paymentMethod}
          change={<Link to={walletPaths(RX_CHECKOUT_WALLET_CONFIG).list}>{texts.changePaymentMethod}</Link>}
        />
        <CardUsageTerms accepted={p.termsAccepted} errors={field('termsAccepted').errors} texts={paymentMethod} />
        <ContinueButton texts={texts} />
      </Form>
      <OrderSummary summary={summary} texts={texts} />
    </section>
  )
}
