import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { Outlet, useLoaderData } from '@remix-run/react'
import { paymentAction } from '#app/rx/checkout/checkout-actions.server.ts'
import { PaymentStep } from '#app/rx/checkout/payment-step.tsx'
import { loadPaymentStep } from '#app/rx/checkout/checkout-steps.server.ts'

export async function loader({ request, context }: LoaderFunctionArgs) {
  return loadPaymentStep(request, context)
}

export async function action({ request, context }: ActionFunctionArgs) {
  return paymentAction(request, context)
}

/** The wallet's screens (card list, add, edit) open over the step as side panels. */
export default function Route() {
  const view = useLoaderData<typeof loader>()
  return view ? (
    <>
      <PaymentStep {...view} />
      <Outlet />
    </>
  ) : null
}
