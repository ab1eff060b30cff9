import type { ActionFunctionArgs } from '@remix-run/node'
import { fulfilmentAction } from '#app/rx/checkout/checkout-actions.server.ts'
import { FulfilmentStep, useCheckoutView } from '#app/rx/checkout/checkout-page.tsx'

export async function action({ request }: ActionFunctionArgs) {
  return fulfilmentAction(request)
}

export default function Route() {
  return <FulfilmentStep view={useCheckoutView()} />
}
