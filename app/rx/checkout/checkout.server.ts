import { redirect, type AppLoadContext } from '@remix-run/node'
import { commitSession } from '#app/auth/session.server.ts'
import { isUpstreamError } from '#app/upstream/errors.ts'
import type { PatientAddress } from '#app/upstream/rx-api.schema.ts'
import type { Facility } from '#app/upstream/pharmacy-locator.schema.ts'
import { fetchBannerFeatures, fetchDeliveryDates, fetchShippingMethods } from '#app/upstream/rx-api.server.ts'
import { fetchFacilities } from '#app/upstream/pharmacy-locator.server.ts'
import { askAhead } from '#app/upstream/ask-ahead.server.ts'
import {
  checkoutStepPath,
  isDeliveryAllowed,
  isMailOrderCart,
  paymentTypesFor,
  sortShippingMethods,
  type CheckoutStepId,
  type FulfilmentMethod,
} from './checkout-rules.ts'
import { loadPaymentCards } from '#app/rx/shared/payment-cards.server.ts'
import { openCheckoutWallet } from './checkout-wallet.server.ts'
import { readIntentProfile } from '#app/rx/shared/payment-intent.server.ts'
import {
  commitCheckoutFlow,
  readCartHint,
  readCheckoutFlow,
  readCheckoutState,
  saveCartHint,
  type FulfilmentChoice,
  type PaymentChoice,
} from './checkout-state.server.ts'
import { formatAddress, formatMoney } from '#app/ui/format.ts'
import { primaryPatient } from '#app/rx/shared/patients.ts'
import { loadOrUnavailable, required } from '#app/rx/shared/load-or-error.server.ts'
import { storeClock } from '#app/rx/shared/store-clock.server.ts'
import { loadPharmacyAccount } from '#app/rx/shared/pharmacy-account.server.ts'
import { requireRxCustomer } from '#app/rx/shared/rx-customer.server.ts'
import { formatPickupDate, formatPickupTime, pickupTimeSlots } from '#app/rx/shared/time-slots.ts'
import type { Language } from '#app/i18n/language.ts'
import { translator } from '#app/i18n/messages.server.ts'
import { CHECKOUT } from './checkout.messages.server.ts'

/** The delivery or shipping address as lines; none when the patient has none. */
export const addressLines = (address: PatientAddress | undefined) =>
  address ? formatAddress(address, { lines: true }) : []

export function storeOption(facility: Facility) {
  return {
    facilityId: facility.facilityId,
    name: facility.vanityName,
    address: formatAddress(facility.address),
  }
}

/**
 * Everything the checkout steps decide from: the verified customer, the cart,
 * its stores, the banner's flags, the shipping methods (mail order), the
 * delivery dates (when delivery is possible) and, when they matter, the saved
 * cards. The cards need the wallet and a payment intent, so they are loaded
 * only where they are offered (`offerCards`: the payment step and its wallet
 * screens) or where a saved pay-now choice must still hold (its card may have
 * gone); elsewhere `wallet` is null, and `walletCards` refuses to guess.
 */
export async function loadCheckoutContext(
  request: Request,
  loadContext: AppLoadContext,
  { offerCards }: { offerCards: boolean },
) {
  const customer = await requireRxCustomer(request, loadContext)
  const { client, session } = customer
  const flow = await readCheckoutFlow(request, loadContext, customer.user)
  const state = readCheckoutState(flow)
  const wantsCards = offerCards || state.payment?.type === 'payNow'
  // The second round's reads start with the first, for the cart the last checkout page saw (decision 0054): a cart
  // that changed since only costs its own round. The wallet opens early only on a kept payment intent (no write).
  const hint = readCartHint(flow)
  const facilitiesAhead = askAhead(hint ? [hint.facilityIds] : [], (ids) => fetchFacilities(client, ids))
  const shippingAhead = askAhead(hint?.mailOrder ? [true] : [], () =>
    fetchShippingMethods(client).then(sortShippingMethods),
  )
  const datesAhead = askAhead(hint?.delivery ? [hint.delivery] : [], (at) =>
    fetchDeliveryDates(client, at.facilityId, at.patientNumbers),
  )
  const cardsAhead =
    hint && hint.facilityIds.length > 0 && wantsCards && flow.get('rxPaymentIntent')
      ? openCheckoutWallet(request, loadContext, customer, flow).then(loadPaymentCards)
      : undefined
  cardsAhead?.catch(() => undefined)
  // A new payment intent names the customer from their profile: asked now, with the account, it costs no round.
  const profileAhead = wantsCards && !flow.get('rxPaymentIntent') ? readIntentProfile(client) : undefined
  profileAhead?.catch(() => undefined)
  // The banner's flags depend on nothing the account says: asked in the same round.
  const [account, features] = await Promise.all([
    loadPharmacyAccount(customer),
    loadOrUnavailable(() => fetchBannerFeatures(client)),
  ])
  // Checkout cannot go on without the account, the cart or the store data: those failures go to the error page.
  const patients = required(account.patients)
  const prescriptions = required(account.prescriptions)
  const items = required(account.cart)
  const mailOrder = isMailOrderCart(items)
  const primary = primaryPatient(patients)
  const address = primary?.addresses.find((candidate) => candidate.default) ?? primary?.addresses[0]
  // An empty cart has nothing to pay for: no wallet, no payment intent.
  const needsCards = items.length > 0 && wantsCards
  const facilityIds = [...new Set(items.map((item) => item.facilityId))]

  const [facilities, shippingMethods, wallet] = await loadOrUnavailable(() =>
    Promise.all([
      facilitiesAhead.answerFor(facilityIds),
      mailOrder && items.length > 0 ? shippingAhead.answerFor(true) : Promise.resolve([]),
      needsCards
        ? (cardsAhead ??
          openCheckoutWallet(request, loadContext, customer, flow, {
            patients,
            items,
            profile: () => profileAhead ?? readIntentProfile(client),
          }).then(loadPaymentCards))
        : null,
    ]),
  )
  const stores = facilities.filter((facility) => facility.facilityType === 'RETAIL')
  const singleStore = stores.length === 1 ? stores[0] : undefined
  const deliveryStore =
    !mailOrder && isDeliveryAllowed({ featureOn: features.delivery, facility: singleStore, items, prescriptions })
      ? singleStore
      : undefined
  const delivery = deliveryStore && {
    facilityId: deliveryStore.facilityId,
    patientNumbers: [...new Set(items.map((item) => item.patientNumber))],
  }
  let deliveryDates: string[] = []
  if (delivery) {
    try {
      deliveryDates = await datesAhead.answerFor(delivery)
    } catch (error) {
      // No dates means no delivery offer; pickup still works.
      if (!isUpstreamError(error)) throw error
    }
  }
  saveCartHint(flow, { facilityIds, mailOrder, delivery })
  const methods: FulfilmentMethod[] = mailOrder
    ? ['mail']
    : deliveryDates.length > 0
      ? ['pickup', 'delivery']
      : ['pickup']

  return {
    customer,
    flow,
    /**
     * Keeps the checkout's state and a token the wallet renewed before the answer goes; their cookies, if any, go
     * through the request's jar (decision 0088).
     */
    async keep() {
      await commitCheckoutFlow(loadContext, flow)
      await commitSession(loadContext, session)
    },
    patients,
    prescriptions,
    items,
    address,
    stores,
    deliveryStore,
    deliveryDates,
    shippingMethods,
    /** The saved cards, or the wallet's message when they did not load; null when the wallet was not opened. */
    wallet,
    methods,
    needsDoctorCall: items.some((item) => item.requiresCallToDoctor),
    /** The instant the checkout was read: each store's slots count from its own wall clock then (decision 0105). */
    at: new Date(),
    state,
  }
}
export type CheckoutContext = Awaited<ReturnType<typeof loadCheckoutContext>>

/** The saved cards. Without the wallet opened the answer is unknown, not 'no cards': asking then is a bug. */
export function walletCards(context: CheckoutContext) {
  if (!context.wallet) throw new Error('The checkout was loaded without its wallet (see loadCheckoutContext).')
  return context.wallet.cards
}

/** The slots a pickup store offers on a date. */
export function timeSlotsAt(context: CheckoutContext, facilityId: string, date: string) {
  const store = context.stores.find((candidate) => candidate.facilityId === facilityId)
  return store ? pickupTimeSlots(store, date, storeClock(store, context.at), context.needsDoctorCall) : []
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
  return (
    choice.type === 'payAtStore' || walletCards(context).some((card) => card.cardId === choice.cardId && !card.expired)
  )
}

export type CompletedSteps = Record<CheckoutStepId, boolean>

export function completedSteps(context: CheckoutContext): CompletedSteps {
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

export function shippingCharge(context: CheckoutContext, choice: FulfilmentChoice | undefined) {
  return choice?.method === 'mail'
    ? (context.shippingMethods.find((method) => method.shippingMethodId === choice.shippingMethodId)?.shippingCharge ??
        0)
    : 0
}

/** Human-readable lines for the review and confirmation steps. */
export function fulfilmentSummary(context: CheckoutContext, choice: FulfilmentChoice, language: Language) {
  const t = translator(CHECKOUT, language)
  switch (choice.method) {
    case 'pickup': {
      const store = context.stores.find((candidate) => candidate.facilityId === choice.facilityId)
      return [
        t('pickup'),
        store ? storeOption(store).name : '',
        store ? storeOption(store).address : '',
        t('pickupAt', {
          date: formatPickupDate(choice.date, language),
          time: formatPickupTime(choice.time, language),
        }),
      ].filter(Boolean)
    }
    case 'delivery':
      return [
        t('delivery'),
        `${formatPickupDate(choice.date, language)}, ${t('deliveryWindow')}`,
        ...addressLines(context.address),
      ]
    case 'mail': {
      const method = context.shippingMethods.find((candidate) => candidate.shippingMethodId === choice.shippingMethodId)
      return [
        t('mail'),
        method ? `${method.description} (${formatMoney(method.shippingCharge, language)})` : '',
        ...addressLines(context.address),
      ].filter(Boolean)
    }
  }
}

export function paymentSummary(context: CheckoutContext, choice: PaymentChoice, language: Language) {
  const t = translator(CHECKOUT, language)
  if (choice.type === 'payAtStore') return t('payAtStore')
  const card = walletCards(context).find((candidate) => candidate.cardId === choice.cardId)
  return card ? t('payNowWith', { payNow: t('payNow'), card: card.label }) : t('payNow')
}
