import { data, redirect } from '@remix-run/node'
import { commitSession } from '#app/auth/session.server.ts'
import { setCookieHeaders } from '#app/security/sealed-cookie.server.ts'
import { redirectWithFlash } from '#app/ui/flash.server.ts'
import { isUpstreamError } from '#app/upstream/errors.ts'
import type { CartItem, PatientAddress } from '#app/upstream/rx-api.schema.ts'
import type { Facility } from '#app/upstream/pharmacy-locator.schema.ts'
import { fetchBannerFeatures, fetchDeliveryDates, fetchShippingMethods } from '#app/upstream/rx-api.server.ts'
import { fetchFacilities } from '#app/upstream/pharmacy-locator.server.ts'
import { groupByPatient } from '#app/rx/shared/cart-rules.ts'
import {
  CHECKOUT_STEPS,
  checkoutStepPath,
  defaultShippingMethod,
  firstIncompleteStep,
  isDeliveryAllowed,
  isMailOrderCart,
  isStepReachable,
  orderRevenue,
  paymentTypesFor,
  sortShippingMethods,
  type CheckoutStepId,
  type FulfilmentMethod,
} from './checkout-rules.ts'
import { cardInUse, loadPaymentCards } from '#app/rx/shared/payment-cards.server.ts'
import { openCheckoutWallet } from './checkout-wallet.server.ts'
import {
  commitCheckoutFlow,
  readCheckoutFlow,
  readCheckoutState,
  readLastOrder,
  type FulfilmentChoice,
  type PaymentChoice,
} from './checkout-state.server.ts'
import { estimatedTotal, prescriptionCost } from '#app/rx/shared/money.ts'
import { formatAddress, formatMoney } from '#app/ui/format.ts'
import { primaryPatient } from '#app/rx/shared/patients.ts'
import { loadOrUnavailable, required } from '#app/rx/shared/load-or-error.server.ts'
import { storeNow } from '#app/rx/shared/store-clock.server.ts'
import { loadPharmacyAccount } from '#app/rx/shared/pharmacy-account.server.ts'
import { requireRxCustomer } from '#app/rx/shared/rx-customer.server.ts'
import { formatPickupDate, formatPickupTime, pickupDates, pickupTimeSlots } from '#app/rx/shared/time-slots.ts'
import { CHECKOUT_TEXTS, FULFILMENT_LABELS, PAYMENT_LABELS } from '#app/rx/shared/rx-texts.ts'

/** The delivery or shipping address as lines; none when the patient has none. */
const addressLines = (address: PatientAddress | undefined) => (address ? formatAddress(address, { lines: true }) : [])

function storeOption(facility: Facility) {
  return {
    facilityId: facility.facilityId,
    name: facility.vanityName,
    address: formatAddress(facility.address),
  }
}

/**
 * Everything the checkout steps decide from: the verified customer, the cart,
 * its stores, the banner's flags, the shipping methods (mail order), the
 * delivery dates (when delivery is possible) and the saved cards.
 */
export async function loadCheckoutContext(request: Request) {
  const customer = await requireRxCustomer(request)
  const { client, session } = customer
  const flow = await readCheckoutFlow(request, customer.user)
  const account = await loadPharmacyAccount(client)
  // Checkout cannot go on without the account, the cart or the store data: those failures go to the error page.
  const patients = required(account.patients)
  const prescriptions = required(account.prescriptions)
  const items = required(account.cart)
  const mailOrder = isMailOrderCart(items)
  const primary = primaryPatient(patients)
  const address = primary?.addresses.find((candidate) => candidate.default) ?? primary?.addresses[0]

  const [facilities, features, shippingMethods, cards] = await loadOrUnavailable(() =>
    Promise.all([
      fetchFacilities(
        client,
        items.map((item) => item.facilityId),
      ),
      fetchBannerFeatures(client),
      mailOrder && items.length > 0 ? fetchShippingMethods(client).then(sortShippingMethods) : Promise.resolve([]),
      // An empty cart has nothing to pay for: no wallet, no payment intent.
      items.length > 0
        ? openCheckoutWallet(request, customer, flow).then(loadPaymentCards)
        : { cards: [], error: null },
    ]),
  )
  const stores = facilities.filter((facility) => facility.facilityType === 'RETAIL')
  const singleStore = stores.length === 1 ? stores[0] : undefined
  const deliveryStore =
    !mailOrder && isDeliveryAllowed({ featureOn: features.delivery, facility: singleStore, items, prescriptions })
      ? singleStore
      : undefined
  let deliveryDates: string[] = []
  if (deliveryStore) {
    try {
      deliveryDates = await fetchDeliveryDates(
        client,
        deliveryStore.facilityId,
        items.map((item) => item.patientNumber),
      )
    } catch (error) {
      // No dates means no delivery offer; pickup still works.
      if (!isUpstreamError(error)) throw error
    }
  }
  const methods: FulfilmentMethod[] = mailOrder
    ? ['mail']
    : deliveryDates.length > 0
      ? ['pickup', 'delivery']
      : ['pickup']

  return {
    customer,
    flow,
    /** The response's cookies: the checkout's state and what the wallet renewed, each only when it changed. */
    cookies: async () => setCookieHeaders(await commitSession(session), await commitCheckoutFlow(flow)),
    patients,
    prescriptions,
    items,
    address,
    stores,
    deliveryStore,
    deliveryDates,
    shippingMethods,
    cards: cards.cards,
    cardsError: cards.error,
    methods,
    needsDoctorCall: items.some((item) => item.requiresCallToDoctor),
    now: storeNow(),
    state: readCheckoutState(flow),
  }
}
export type CheckoutContext = Awaited<ReturnType<typeof loadCheckoutContext>>

/** The slots a pickup store offers on a date. */
export function timeSlotsAt(context: CheckoutContext, facilityId: string, date: string) {
  const store = context.stores.find((candidate) => candidate.facilityId === facilityId)
  return store ? pickupTimeSlots(store, date, context.now, context.needsDoctorCall) : []
}

/** A saved fulfilment still holds when the cart, the store hours, the dates and the methods still allow it. */
function isFulfilmentValid(context: CheckoutContext, choice: FulfilmentChoice | undefined): choice is FulfilmentChoice {
  if (!choice || !context.methods.includes(choice.method)) return false
  switch (choice.method) {
    case 'pickup':
      return timeSlotsAt(context, choice.facilityId, choice.date).includes(choice.time)
    case 'delivery':
      return choice.facilityId === context.deliveryStore?.facilityId && context.deliveryDates.includes(choice.date)
    case 'mail':
      return context.shippingMethods.some((method) => method.shippingMethodId === choice.shippingMethodId)
  }
}

export function isPaymentValid(
  context: CheckoutContext,
  fulfilment: FulfilmentChoice,
  choice: PaymentChoice | undefined,
): choice is PaymentChoice {
  if (!choice || !paymentTypesFor(fulfilment.method).includes(choice.type)) return false
  return choice.type === 'payAtStore' || context.cards.some((card) => card.cardId === choice.cardId && !card.expired)
}

function completedSteps(context: CheckoutContext) {
  const { fulfilment, payment } = context.state
  const fulfilmentDone = isFulfilmentValid(context, fulfilment)
  const paymentDone = fulfilmentDone && isPaymentValid(context, fulfilment, payment)
  return { fulfilment: fulfilmentDone, payment: paymentDone, review: false, confirmation: false }
}

/**
 * The steps after the first need the choices before them: each gate returns the saved choice, narrowed to one
 * that still holds, or sends the shopper back to the step that needs doing (spec 4 'Wizard').
 */
export function requireFulfilment(context: CheckoutContext): FulfilmentChoice {
  const { fulfilment } = context.state
  if (!isFulfilmentValid(context, fulfilment)) throw redirect(checkoutStepPath('fulfilment'))
  return fulfilment
}

export function requirePayment(context: CheckoutContext, fulfilment: FulfilmentChoice): PaymentChoice {
  const { payment } = context.state
  if (!isPaymentValid(context, fulfilment, payment)) throw redirect(checkoutStepPath('payment'))
  return payment
}

function shippingCharge(context: CheckoutContext, choice: FulfilmentChoice | undefined) {
  return choice?.method === 'mail'
    ? (context.shippingMethods.find((method) => method.shippingMethodId === choice.shippingMethodId)?.shippingCharge ??
        0)
    : 0
}

/** Human-readable lines for the review and confirmation steps. */
export function fulfilmentSummary(context: CheckoutContext, choice: FulfilmentChoice) {
  switch (choice.method) {
    case 'pickup': {
      const store = context.stores.find((candidate) => candidate.facilityId === choice.facilityId)
      return [
        FULFILMENT_LABELS.pickup,
        store ? storeOption(store).name : '',
        store ? storeOption(store).address : '',
        `${formatPickupDate(choice.date)} at ${formatPickupTime(choice.time)}`,
      ].filter(Boolean)
    }
    case 'delivery':
      return [
        FULFILMENT_LABELS.delivery,
        `${formatPickupDate(choice.date)}, ${CHECKOUT_TEXTS.deliveryWindow}`,
        ...addressLines(context.address),
      ]
    case 'mail': {
      const method = context.shippingMethods.find((candidate) => candidate.shippingMethodId === choice.shippingMethodId)
      return [
        FULFILMENT_LABELS.mail,
        method ? `${method.description} (${formatMoney(method.shippingCharge)})` : '',
        ...addressLines(context.address),
      ].filter(Boolean)
    }
  }
}

export function paymentSummary(context: CheckoutContext, choice: PaymentChoice) {
  if (choice.type === 'payAtStore') return PAYMENT_LABELS.payAtStore
  const card = context.cards.find((candidate) => candidate.cardId === choice.cardId)
  return card ? `${PAYMENT_LABELS.payNow}: ${card.label}` : PAYMENT_LABELS.payNow
}

function itemGroups(context: CheckoutContext) {
  return groupByPatient(context.items, context.patients).map((group) => ({
    name: group.name,
    items: group.items.map((item: CartItem) => {
      const prescription = context.prescriptions.find(
        (p) => p.rxNumber === item.rxNumber && p.patientNumber === item.patientNumber,
      )
      return {
        key: `${item.rxNumber}:${item.patientNumber}`,
        rxNumber: item.rxNumber,
        drugName: item.drugName,
        cost: prescription ? prescriptionCost(prescription) : { label: 'Last Paid' as const, value: 'TBD' },
        autoRefillEligible: Boolean(prescription?.rxEligibleForAutoRefill && !prescription.rxEnrolledAutoRefill),
      }
    }),
  }))
}

function orderTotals(context: CheckoutContext) {
  const total = estimatedTotal(context.items)
  const shipping = shippingCharge(context, context.state.fulfilment)
  const amount = total.kind === 'amount' ? formatMoney(orderRevenue(context.items, shipping)) : 'TBD'
  return {
    estimatedTotal: amount,
    shipping: context.state.fulfilment?.method === 'mail' ? formatMoney(shipping) : null,
  }
}

/** The step list with what each step may link to. */
function wizard(current: CheckoutStepId, complete: Record<CheckoutStepId, boolean>) {
  return CHECKOUT_STEPS.map((step, index) => ({
    id: step.id,
    number: index + 1,
    title: step.title,
    complete: complete[step.id],
    reachable: isStepReachable(step.id, complete),
    current: step.id === current,
  }))
}

/** The fulfilment step's screen: what is chosen comes from the URL first (GET form), then the saved choice. */
function fulfilmentView(context: CheckoutContext, url: URL) {
  const saved = context.state.fulfilment
  const askedMethod = url.searchParams.get('method')
  const method =
    context.methods.find((candidate) => candidate === askedMethod) ??
    (saved && context.methods.includes(saved.method) ? saved.method : context.methods[0])
  const savedPickup = saved?.method === 'pickup' ? saved : undefined
  const askedStore = url.searchParams.get('store')
  const store =
    context.stores.find((candidate) => candidate.facilityId === askedStore) ??
    context.stores.find((candidate) => candidate.facilityId === savedPickup?.facilityId) ??
    context.stores[0]
  const dates = store ? pickupDates(store, context.now, context.needsDoctorCall) : []
  const askedDate = url.searchParams.get('date')
  // Choosing a date clears the time (spec 2 section 4): the saved time only shows for its own date.
  const date =
    dates.find((candidate) => candidate === askedDate) ??
    (askedDate === null ? dates.find((candidate) => candidate === savedPickup?.date) : undefined) ??
    null
  const times = store && date ? timeSlotsAt(context, store.facilityId, date) : []
  const time =
    savedPickup &&
    date === savedPickup.date &&
    store?.facilityId === savedPickup.facilityId &&
    times.includes(savedPickup.time)
      ? savedPickup.time
      : null
  const savedShipping = saved?.method === 'mail' ? saved.shippingMethodId : undefined
  return {
    methods: context.methods.map((value) => ({ value, label: FULFILMENT_LABELS[value] })),
    method,
    pickup: {
      stores: context.stores.map(storeOption),
      storeId: store?.facilityId ?? null,
      dates: dates.map((value) => ({ value, label: formatPickupDate(value) })),
      date,
      times: times.map((value) => ({ value, label: formatPickupTime(value) })),
      time,
    },
    delivery: {
      facilityId: context.deliveryStore?.facilityId ?? null,
      dates: context.deliveryDates.map((value) => ({ value, label: formatPickupDate(value) })),
      date: saved?.method === 'delivery' && context.deliveryDates.includes(saved.date) ? saved.date : null,
      window: CHECKOUT_TEXTS.deliveryWindow,
    },
    mail: {
      methods: context.shippingMethods.map((shipping) => ({
        value: shipping.shippingMethodId,
        label: shipping.description,
        charge: formatMoney(shipping.shippingCharge),
      })),
      selected:
        context.shippingMethods.find((shipping) => shipping.shippingMethodId === savedShipping)?.shippingMethodId ??
        defaultShippingMethod(context.shippingMethods)?.shippingMethodId ??
        null,
    },
    address: addressLines(context.address),
  }
}

/** The card pay now uses: the one chosen in the wallet, else the one saved with the step, else the wallet's default. */
function chosenCard(context: CheckoutContext) {
  const { selectedCardId, payment } = context.state
  return cardInUse(context.cards, selectedCardId, payment?.type === 'payNow' ? payment.cardId : undefined)
}

function paymentView(context: CheckoutContext) {
  const fulfilment = context.state.fulfilment
  const types = paymentTypesFor(fulfilment?.method ?? 'pickup')
  const saved = context.state.payment && types.includes(context.state.payment.type) ? context.state.payment : undefined
  return {
    types: types.map((value) => ({ value, label: PAYMENT_LABELS[value] })),
    // Spec 9: pay now by default.
    type: saved?.type ?? 'payNow',
    card: chosenCard(context) ?? null,
    hasUsableCard: context.cards.some((card) => !card.expired),
    cardsError: context.cardsError,
    termsAccepted: saved?.type === 'payNow',
  }
}

export type CheckoutView = {
  kind: 'checkout'
  wizard: ReturnType<typeof wizard>
  step: CheckoutStepId
  groups: ReturnType<typeof itemGroups>
  totals: ReturnType<typeof orderTotals>
  fulfilment: ReturnType<typeof fulfilmentView>
  payment: ReturnType<typeof paymentView>
  review: { fulfilment: string[]; payment: string } | null
}

/** The step a URL shows; the wallet's screens under the payment step belong to it. */
const stepOf = (url: URL): CheckoutStepId | undefined =>
  CHECKOUT_STEPS.find(
    (step) => url.pathname === checkoutStepPath(step.id) || url.pathname.startsWith(`${checkoutStepPath(step.id)}/`),
  )?.id

/**
 * /rx/checkout and its steps: the empty cart, the confirmation of the order
 * just placed, or the step asked for when it is reachable.
 */
export async function loadCheckout(request: Request) {
  const url = new URL(request.url)
  const step = stepOf(url)
  const context = await loadCheckoutContext(request)
  const lastOrder = readLastOrder(context.flow)
  const doneWizard = wizard('confirmation', { fulfilment: true, payment: true, review: true, confirmation: true })

  if (context.items.length === 0) {
    if (lastOrder && step !== 'confirmation') throw redirect(checkoutStepPath('confirmation'))
    if (lastOrder) return data({ kind: 'confirmation' as const, wizard: doneWizard, order: lastOrder })
    return data({ kind: 'empty' as const })
  }
  const complete = completedSteps(context)
  if (!step || step === 'confirmation' || !isStepReachable(step, complete)) {
    const first = checkoutStepPath(firstIncompleteStep(complete))
    // A saved choice that no longer holds (a pickup time now past) is explained, not silently dropped.
    if (step && context.state.fulfilment && !complete.fulfilment) {
      throw await redirectWithFlash(
        first,
        {
          stickyMessage: {
            kind: 'info',
            text: context.state.fulfilment.method === 'pickup' ? CHECKOUT_TEXTS.slotTaken : CHECKOUT_TEXTS.choiceGone,
          },
        },
        { headers: await context.cookies() },
      )
    }
    throw redirect(first)
  }

  const { fulfilment, payment } = context.state
  const view: CheckoutView = {
    kind: 'checkout',
    wizard: wizard(step, complete),
    step,
    groups: itemGroups(context),
    totals: orderTotals(context),
    fulfilment: fulfilmentView(context, url),
    payment: paymentView(context),
    review:
      complete.payment && fulfilment && payment
        ? { fulfilment: fulfilmentSummary(context, fulfilment), payment: paymentSummary(context, payment) }
        : null,
  }
  // The wallet may have renewed the token or the payment intent: their cookies keep them.
  return data(view, { headers: await context.cookies() })
}
