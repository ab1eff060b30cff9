import type { ActionFunctionArgs } from '@remix-run/node'
import { Outlet } from '@remix-run/react'
import { paymentAction } from '#app/rx/checkout/checkout-actions.server.ts'
import { PaymentStep, useCheckoutView } from '#app/rx/checkout/checkout-page.tsx'

export async function action({ request }: ActionFunctionArgs) {
  return paymentAction(request)
}

/** The wallet's screens (card list, add, edit) open over the step as side panels. */
export default function Route() {
  return (
    <>
      <PaymentStep view={useCheckoutView()} />
      <Outlet />
    </>
  )
}
