import type { CartItem, Prescription, ShippingMethod } from '#app/upstream/rx-api.schema.ts'
import type { Facility } from '#app/upstream/pharmacy-locator.schema.ts'
import { PLACEHOLDER_COST } from '#app/rx/shared/money.ts'

export const FULFILMENT_METHODS = ['pickup', 'delivery', 'mail'] as const
export type FulfilmentMethod = (typeof FULFILMENT_METHODS)[number]

export const PAYMENT_TYPES = ['payNow', 'payAtStore'] as const
type PaymentType = (typeof PAYMENT_TYPES)[number]

/** The cart never mixes the two (409 on add), so one mail-order item makes it a mail-order cart. */
export function isMailOrderCart(items: Pick<CartItem, 'retail'>[]) {
  return items.some((item) => !item.retail)
}

/** Spec 9: cheapest first; a stable sort keeps the upstream's order among equal charges. */
export function sortShippingMethods(methods: ShippingMethod[]) {
  return [...methods].sort((a, b) => a.shippingCharge - b.shippingCharge)
}

/** Spec 4 'Checkout': with none chosen, code '1' 'STANDARD SHIPPING', else the cheapest. */
export function defaultShippingMethod(methods: ShippingMethod[]) {
  return (
    methods.find((method) => method.code === '1' && method.description === 'STANDARD SHIPPING') ??
    sortShippingMethods(methods)[0]
  )
}

/** Delivery needs the banner's flag, a delivery-enabled store and every refill allowing it. */
export function isDeliveryAllowed({
  featureOn,
  facility,
  items,
  prescriptions,
}: {
  featureOn: boolean
  facility: Facility | undefined
  items: CartItem[]
  prescriptions: Prescription[]
}) {
  if (!featureOn || !facility?.deliveryEnabled || items.length === 0) return false
  return items.every(
    (item) =>
      prescriptions.find((p) => p.rxNumber === item.rxNumber && p.patientNumber === item.patientNumber)
        ?.allowDelivery === true,
  )
}

/** Pay at store only makes sense when the refills are picked up. */
export function paymentTypesFor(method: FulfilmentMethod): PaymentType[] {
  return method === 'pickup' ? [...PAYMENT_TYPES] : ['payNow']
}

/** The known prices plus shipping; placeholder prices count as nothing yet. */
export function orderRevenue(items: Pick<CartItem, 'patientPay'>[], shippingCharge = 0) {
  const known = items.reduce(
    (sum, item) => sum + (item.patientPay && item.patientPay !== PLACEHOLDER_COST ? item.patientPay : 0),
    0,
  )
  return Math.round((known + shippingCharge) * 100) / 100
}

export const CHECKOUT_STEPS = [
  { id: 'fulfilment', title: 'Pickup or Delivery' },
  { id: 'payment', title: 'Payment' },
  { id: 'review', title: 'Review Order' },
  { id: 'confirmation', title: 'Confirmation' },
] as const
export type CheckoutStepId = (typeof CHECKOUT_STEPS)[number]['id']

/** Spec 4 'Wizard': only the first incomplete step or an earlier one is reachable. */
export function firstIncompleteStep(complete: Record<CheckoutStepId, boolean>): CheckoutStepId {
  return CHECKOUT_STEPS.find((step) => !complete[step.id])?.id ?? 'confirmation'
}

export function isStepReachable(step: CheckoutStepId, complete: Record<CheckoutStepId, boolean>) {
  const index = (id: CheckoutStepId) => CHECKOUT_STEPS.findIndex((candidate) => candidate.id === id)
  return index(step) <= index(firstIncompleteStep(complete))
}

export const checkoutStepPath = (step: CheckoutStepId) => `/rx/checkout/${step}`
