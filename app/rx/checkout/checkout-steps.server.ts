import { bannerFor } from '#app/banners/banner.server.ts'
import { data, redirect, type AppLoadContext } from '@remix-run/node'
import { redirectWithFlash } from '#app/ui/flash.server.ts'
import { formatMoney } from '#app/ui/format.ts'
import { oncePerRequest } from '#app/upstream/once-per-request.server.ts'
import { cartItemKey, groupByPatient, prescriptionOf } from '#app/rx/shared/cart-rules.ts'
import { estimatedTotal } from '#app/rx/shared/money.ts'
import { costIn } from '#app/rx/shared/cost.messages.server.ts'
import { CART_WORDS } from '#app/rx/shared/cart-words.messages.server.ts'
import type { Language } from '#app/i18n/language.ts'
import { textsOf, translator } from '#app/i18n/messages.server.ts'
import { CHECKOUT, CHECKOUT_ANSWERS } from './checkout.messages.server.ts'
import { rxCommonTextsIn } from '#app/rx/shared/rx-common.messages.server.ts'
import { paymentMethodTexts } from '#app/rx/shared/payment-method.messages.server.ts'
import { cardInUse } from '#app/rx/shared/payment-cards.server.ts'
import { formatPickupDate, formatPickupTime, pickupDates } from '#app/rx/shared/time-slots.ts'
import { storeClock } from '#app/rx/shared/store-clock.server.ts'
import {
  CHECKOUT_STEPS,
  checkoutStepPath,
  defaultShippingMethod,
  firstIncompleteStep,
  isStepReachable,
  orderRevenue,
  paymentTypesFor,
  type CheckoutStepId,
} from './checkout-rules.ts'
import { readLastOrder } from './checkout-state.server.ts'
import {
  addressLines,
  completedSteps,
  fulfilmentSummary,
  loadCheckoutContext,
  paymentSummary,
  requireFulfilment,
  requirePayment,
  shippingCharge,
  storeOption,
  timeSlotsAt,
  walletCards,
  type CheckoutContext,
  type CompletedSteps,
} from './checkout.server.ts'

/** The step a URL shows; the wallet's screens under the payment step belong to it. */
const stepOf = (url: URL): CheckoutStepId | undefined =>
  CHECKOUT_STEPS.find(
    (step) => url.pathname === checkoutStepPath(step.id) || url.pathname.startsWith(`${checkoutStepPath(step.id)}/`),
  )?.id

/**
 * What a checkout URL shows: the empty cart, the confirmation of the order
 * just placed, or the step asked for when it is reachable; any other URL is
 * sent to the step that needs doing.
 */
async function resolveCheckout(loadContext: AppLoadContext, request: Request) {
  const step = stepOf(new URL(request.url))
  const context = await loadCheckoutContext(request, loadContext, { offerCards: step === 'payment' })

  if (context.items.length === 0) {
    const order = readLastOrder(context.flow)
    if (order && step !== 'confirmation') throw redirect(checkoutStepPath('confirmation'))
    return order ? { kind: 'confirmation' as const, order } : { kind: 'empty' as const }
  }
  const complete = completedSteps(context)
  if (!step || step === 'confirmation' || !isStepReachable(step, complete)) {
    const first = checkoutStepPath(firstIncompleteStep(complete))
    // A saved choice that no longer holds (a pickup time now past) is explained, not silently dropped.
    if (step && context.state.fulfilment && !complete.fulfilment) {
      await context.keep()
      const t = translator(CHECKOUT_ANSWERS, loadContext.language)
      throw await redirectWithFlash(first, {
        stickyMessage: {
          kind: 'info',
          text: context.state.fulfilment.method === 'pickup' ? t('slotTaken') : t('choiceGone'),
        },
      })
    }
    throw redirect(first)
  }
  return { kind: 'step' as const, step, complete, context }
}

/** The layout and the step's loaders of one request share one checkout, and so one round of upstream calls. */
const openCheckout = oncePerRequest(resolveCheckout)

/** The open checkout for a step's loader; none while the layout shows the empty cart or the confirmation instead. */
async function openStep(request: Request, loadContext: AppLoadContext) {
  const checkout = await openCheckout(loadContext, request)
  return checkout.kind === 'step' ? checkout.context : null
}

const STEP_TITLE = {
  fulfilment: 'stepFulfilment',
  payment: 'stepPayment',
  review: 'stepReview',
  confirmation: 'stepConfirmation',
} as const satisfies Record<CheckoutStepId, keyof CheckoutPageTexts>

/** The checkout's words and the cart's it repeats, in the page's language: every step's loader sends them. */
function checkoutTexts(language: Language) {
  return { ...textsOf(CHECKOUT, language), ...textsOf(CART_WORDS, language) }
}
export type CheckoutPageTexts = ReturnType<typeof checkoutTexts>
type CheckoutCatalog = (typeof CHECKOUT.catalogs)['en']

/** The step list with what each step may link to. */
function wizard(current: CheckoutStepId, complete: CompletedSteps, language: Language) {
  const t = translator(CHECKOUT, language)
  return CHECKOUT_STEPS.map((step, index) => ({
    id: step.id,
    number: index + 1,
    title: t(STEP_TITLE[step.id]),
    // 'Step 2 of 4', for a screen reader.
    position: t('stepOf', { number: index + 1, total: CHECKOUT_STEPS.length }),
    complete: complete[step.id],
    reachable: isStepReachable(step.id, complete),
    current: step.id === current,
  }))
}
export type Wizard = ReturnType<typeof wizard>

/** /rx/checkout and its steps: the empty cart, or the wizard the step renders in. Only the layout sets cookies. */
export async function loadCheckoutFrame(request: Request, loadContext: AppLoadContext) {
  const checkout = await openCheckout(loadContext, request)
  const texts = checkoutTexts(loadContext.language)
  switch (checkout.kind) {
    case 'empty':
      return data({ kind: 'empty' as const, texts })
    case 'confirmation':
      return data({
        kind: 'wizard' as const,
        texts,
        wizard: wizard(
          'confirmation',
          { fulfilment: true, payment: true, review: true, confirmation: true },
          loadContext.language,
        ),
      })
    case 'step':
      // The wallet may have renewed the token or the payment intent: kept before the answer goes.
      await checkout.context.keep()
      return data({
        kind: 'wizard' as const,
        texts,
        wizard: wizard(checkout.step, checkout.complete, loadContext.language),
      })
  }
}

/** The refills being ordered, with the estimated total, beside every step before the confirmation. */
function orderSummary(context: CheckoutContext, language: Language, texts: CheckoutPageTexts) {
  const total = estimatedTotal(context.items)
  const costOf = costIn(language)
  const shipping = shippingCharge(context, context.state.fulfilment)
  const groups = groupByPatient(context.items, context.patients).map((group) => ({
    name: group.name,
    items: group.items.map((item) => {
      const prescription = prescriptionOf(context.prescriptions, item)
      return {
        key: cartItemKey(item),
        drugName: item.drugName,
        cost: costOf(prescription),
      }
    }),
  }))
  return {
    groups,
    estimatedTotal: total.kind === 'amount' ? formatMoney(orderRevenue(context.items, shipping), language) : texts.tbd,
    shipping: context.state.fulfilment?.method === 'mail' ? formatMoney(shipping, language) : null,
  }
}
export type OrderSummaryView = ReturnType<typeof orderSummary>

/** The fulfilment step's screen: what is chosen comes from the URL first (GET form), then the saved choice. */
function fulfilmentView(context: CheckoutContext, url: URL, language: Language, texts: CheckoutPageTexts) {
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
  const dates = store ? pickupDates(store, storeClock(store, context.at), context.needsDoctorCall) : []
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
    methods: context.methods.map((value) => ({ value, label: texts[value] })),
    method,
    pickup: {
      stores: context.stores.map(storeOption),
      storeId: store?.facilityId ?? null,
      dates: dates.map((value) => ({ value, label: formatPickupDate(value, language) })),
      date,
      times: times.map((value) => ({ value, label: formatPickupTime(value, language) })),
      time,
    },
    delivery: {
      facilityId: context.deliveryStore?.facilityId ?? null,
      dates: context.deliveryDates.map((value) => ({ value, label: formatPickupDate(value, language) })),
      date: saved?.method === 'delivery' && context.deliveryDates.includes(saved.date) ? saved.date : null,
      window: texts.deliveryWindow,
    },
    mail: {
      methods: context.shippingMethods.map((shipping) => ({
        value: shipping.shippingMethodId,
        label: shipping.description,
        charge: formatMoney(shipping.shippingCharge, language),
      })),
      selected:
        context.shippingMethods.find((shipping) => shipping.shippingMethodId === savedShipping)?.shippingMethodId ??
        defaultShippingMethod(context.shippingMethods)?.shippingMethodId ??
        null,
    },
    address: addressLines(context.address),
  }
}

/** Step 1. Null while the layout shows the empty cart: the step then does not render. */
export async function loadFulfilmentStep(request: Request, loadContext: AppLoadContext) {
  const context = await openStep(request, loadContext)
  const { language } = loadContext
  const texts = checkoutTexts(language)
  return (
    context && {
      texts,
      fulfilment: fulfilmentView(context, new URL(request.url), language, texts),
      summary: orderSummary(context, language, texts),
    }
  )
}

/** The card pay now uses: the one chosen in the wallet, else the one saved with the step, else the wallet's default. */
function chosenCard(context: CheckoutContext) {
  const { selectedCardId, payment } = context.state
  return cardInUse(walletCards(context), selectedCardId, payment?.type === 'payNow' ? payment.cardId : undefined)
}

function paymentView(context: CheckoutContext, texts: CheckoutPageTexts) {
  // The step is reachable only with a fulfilment that holds: the gate cannot redirect here, it narrows the type.
  const fulfilment = requireFulfilment(context)
  const types = paymentTypesFor(fulfilment.method)
  const saved = context.state.payment && types.includes(context.state.payment.type) ? context.state.payment : undefined
  return {
    types: types.map((value) => ({ value, label: texts[value] })),
    // Spec 9: pay now by default.
    type: saved?.type ?? 'payNow',
    card: chosenCard(context) ?? null,
    hasUsableCard: walletCards(context).some((card) => !card.expired),
    cardsError: context.wallet?.error ?? null,
    termsAccepted: saved?.type === 'payNow',
  }
}

/** Step 2; its wallet screens (card list, add, edit) load with it. */
export async function loadPaymentStep(request: Request, loadContext: AppLoadContext) {
  const context = await openStep(request, loadContext)
  const { language } = loadContext
  const texts = checkoutTexts(language)
  if (!context) return null
  const payment = paymentView(context, texts)
  return {
    texts,
    paymentMethod: paymentMethodTexts(language, texts.payNow),
    payment,
    summary: orderSummary(context, language, texts),
  }
}

/** The refills in the cart that may join auto refill as the order is placed. */
function autoRefillOffers(context: CheckoutContext, t: ReturnType<typeof translator<CheckoutCatalog>>) {
  return context.items.flatMap((item) => {
    const prescription = prescriptionOf(context.prescriptions, item)
    return prescription?.rxEligibleForAutoRefill && !prescription.rxEnrolledAutoRefill
      ? [{ key: cartItemKey(item), label: t('enrollLabel', { drug: item.drugName }) }]
      : []
  })
}

/** Step 3: the choices as they will be ordered. */
export async function loadReviewStep(request: Request, loadContext: AppLoadContext) {
  const context = await openStep(request, loadContext)
  if (!context) return null
  // Reachable only with both choices holding: the gates narrow the types.
  const fulfilment = requireFulfilment(context)
  const payment = requirePayment(context, fulfilment)
  const { language } = loadContext
  const texts = checkoutTexts(language)
  const t = translator(CHECKOUT, language)
  return {
    texts,
    // The Edit links' accessible names say what they edit.
    editLabels: {
      fulfilment: t('editLabel', { heading: texts.stepFulfilment }),
      payment: t('editLabel', { heading: texts.stepPayment }),
    },
    fulfilment: fulfilmentSummary(context, fulfilment, language),
    payment: paymentSummary(context, payment, language),
    // A banner without auto refill (the mail-order banner, decision 0068) offers none.
    autoRefill: bannerFor(request).pharmacy.autoRefills ? autoRefillOffers(context, t) : [],
    summary: orderSummary(context, language, texts),
  }
}

/** Step 4: the order just placed, kept in the checkout flow once the cart is empty. */
export async function loadConfirmationStep(request: Request, loadContext: AppLoadContext) {
  const checkout = await openCheckout(loadContext, request)
  if (checkout.kind !== 'confirmation') return null
  const { language } = loadContext
  return {
    order: checkout.order,
    texts: { ...checkoutTexts(language), autoRefillError: rxCommonTextsIn(language).autoRefillError },
  }
}
