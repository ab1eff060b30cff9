import type { ActionFunctionArgs } from '@remix-run/node'
import { paymentAction } from '#app/rx/checkout-actions.server.ts'
import { PaymentStep, useCheckoutView } from '#app/rx/checkout-page.tsx'

export function action({ request }: ActionFunctionArgs) {
  return paymentAction(request)
}

export default function Route() {
  return <PaymentStep view={useCheckoutView()} />
}
