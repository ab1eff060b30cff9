import { redirect, type ActionFunctionArgs } from '@remix-run/node'
import { cartAction } from '#app/rx/cart/cart-actions.server.ts'

export async function action({ request, context }: ActionFunctionArgs) {
  return cartAction(request, context)
}

/** The cart has no page of its own: it is the panel beside the refills. */
export async function loader() {
  throw redirect('/rx/refills')
}
