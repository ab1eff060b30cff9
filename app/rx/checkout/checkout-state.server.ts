import { z } from 'zod'
import type { SignedInUser } from '#app/auth/session.server.ts'
import type { AppLoadContext } from '@remix-run/node'
import { commitFlow, readFlow, restartFlow, type FlowSession } from '#app/rx/shared/flow-state.server.ts'

/**
 * The checkout's choices live in its flow on the server (spec 2 section 3
 * 'Checkout state'; decision 0074), so any instance can serve the next step.
 * They are parsed on every read: state from an older release just starts
 * the checkout over.
 */
const fulfilmentSchema = z.discriminatedUnion('method', [
  z.object({ method: z.literal('pickup'), facilityId: z.string(), date: z.string(), time: z.string() }),
  z.object({ method: z.literal('delivery'), facilityId: z.string(), date: z.string() }),
  z.object({ method: z.literal('mail'), shippingMethodId: z.string() }),
])
export type FulfilmentChoice = z.infer<typeof fulfilmentSchema>

/** Pay now is saved only once the card usage terms are accepted. */
const paymentSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('payNow'), cardId: z.string() }),
  z.object({ type: z.literal('payAtStore') }),
])
export type PaymentChoice = z.infer<typeof paymentSchema>

/**
 * The card chosen in the wallet for pay now, before the step is saved:
 * absent means the wallet's default, null means the shopper removed it.
 */
const checkoutStateSchema = z.object({
  fulfilment: fulfilmentSchema.optional(),
  payment: paymentSchema.optional(),
  selectedCardId: z.string().nullable().optional(),
})
export type CheckoutState = z.infer<typeof checkoutStateSchema>

/** What the confirmation step shows once the cart has been ordered. */
const lastOrderSchema = z.object({
  orderId: z.string(),
  fulfilment: z.array(z.string()),
  payment: z.string(),
  autoRefillFailed: z.boolean(),
})
type LastOrder = z.infer<typeof lastOrderSchema>

/**
 * What the checkout's second round of calls was asked with last time (decision 0054): the cart's stores, whether it
 * goes by mail, whether it had items, and the delivery store with its patients. A hint, checked against the cart.
 */
const cartHintSchema = z.object({
  facilityIds: z.array(z.string()).max(20),
  mailOrder: z.boolean(),
  delivery: z.object({ facilityId: z.string(), patientNumbers: z.array(z.string()).max(20) }).optional(),
})
type CartHint = z.infer<typeof cartHintSchema>
const CART_HINT_KEY = 'rxCartHint'

export function readCartHint(session: CheckoutFlow): CartHint | undefined {
  const parsed = cartHintSchema.safeParse(session.get(CART_HINT_KEY))
  return parsed.success ? parsed.data : undefined
}

/** Kept when it changed (the flow is written only then); a hint past its bounds is not kept. */
export function saveCartHint(session: CheckoutFlow, hint: CartHint) {
  if (JSON.stringify(readCartHint(session)) === JSON.stringify(hint)) return
  if (cartHintSchema.safeParse(hint).success) session.set(CART_HINT_KEY, hint)
  else session.unset(CART_HINT_KEY)
}

const STATE_KEY = 'rxCheckout'
const LAST_ORDER_KEY = 'rxLastOrder'

export type CheckoutFlow = FlowSession<'__rx_checkout'>

/** The customer's checkout; one another customer left on this browser reads as a checkout not started. */
export async function readCheckoutFlow(
  request: Request,
  context: AppLoadContext,
  user: Pick<SignedInUser, 'userId'>,
): Promise<CheckoutFlow> {
  const owner = `customer:${user.userId}`
  const flow = await readFlow(request, context, '__rx_checkout')
  if (flow.get('owner') === owner) return flow
  const fresh = await restartFlow(request, context, '__rx_checkout')
  fresh.set('owner', owner)
  return fresh
}

/** Keeps the checkout's changes (decisions 0074, 0089: under the browser's session). */
export const commitCheckoutFlow = (context: AppLoadContext, flow: CheckoutFlow) =>
  commitFlow(context, '__rx_checkout', flow)

export function readCheckoutState(session: CheckoutFlow): CheckoutState {
  const parsed = checkoutStateSchema.safeParse(session.get(STATE_KEY))
  return parsed.success ? parsed.data : {}
}

/** Merges into what is saved, so saving one step keeps the others' choices. */
export function saveCheckoutState(session: CheckoutFlow, state: CheckoutState) {
  session.set(STATE_KEY, { ...readCheckoutState(session), ...state })
}

export function readLastOrder(session: CheckoutFlow) {
  const parsed = lastOrderSchema.safeParse(session.get(LAST_ORDER_KEY))
  return parsed.success ? parsed.data : undefined
}

/** Spec 4 'Wizard': placing the order resets the checkout to its defaults. */
export function finishCheckout(session: CheckoutFlow, order: LastOrder) {
  session.unset(STATE_KEY)
  session.set(LAST_ORDER_KEY, order)
}
