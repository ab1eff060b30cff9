import { ConfirmationStep, useCheckoutData } from '#app/rx/checkout/checkout-page.tsx'

export default function Route() {
  const data = useCheckoutData()
  return data.kind === 'confirmation' ? <ConfirmationStep order={data.order} /> : null
}
