import type { ActionFunctionArgs } from '@remix-run/node'
import { reviewAction } from '#app/rx/checkout/checkout-actions.server.ts'
import { ReviewStep, useCheckoutView } from '#app/rx/checkout/checkout-page.tsx'

export async function action({ request }: ActionFunctionArgs) {
  return reviewAction(request)
}

export default function Route() {
  return <ReviewStep view={useCheckoutView()} />
}
