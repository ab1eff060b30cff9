import { bannerFor } from '#app/banners/banner.server.ts'
import { linkedPatientOf } from '#app/rx/shared/auto-refill-rules.ts'
import { parseWithZod } from '@conform-to/zod/v4'
import { data, redirect, type AppLoadContext } from '@remix-run/node'
import { z } from 'zod'
import { readFormData } from '#app/security/form.server.ts'
import { isUpstreamError } from '#app/upstream/errors.ts'
import type { SubmitOrderRequest } from '#app/upstream/rx-api.schema.ts'
import { setRefillProgram, submitOrder } from '#app/upstream/rx-api.server.ts'
import {
  FULFILMENT_METHODS,
  PAYMENT_TYPES,
  checkoutStepPath,
  orderRevenue,
  type CheckoutStepId,
} from './checkout-rules.ts'
import {
  fulfilmentSummary,
  isPaymentValid,
  loadCheckoutContext,
  paymentSummary,
  requireFulfilment,
  requirePayment,
  timeSlotsAt,
  walletCards,
  type CheckoutContext,
} from './checkout.server.ts'
import {
  finishCheckout,
  saveCheckoutState,
  type CheckoutState,
  type FulfilmentChoice,
  type PaymentChoice,
} from './checkout-state.server.ts'
import type { Language } from '#app/i18n/language.ts'
import { textsOf } from '#app/i18n/messages.server.ts'
import { VALIDATION } from '#app/validation/validation.messages.server.ts'
import { CHECKOUT_ANSWERS } from './checkout.messages.server.ts'

/** The words a step's form answers with, in the request's language. */
const answersIn = (language: Language) => ({
  requiredSelection: textsOf(VALIDATION, language).requiredSelection,
  ...textsOf(CHECKOUT_ANSWERS, language),
})
import { orderErrorMessages } from '#app/rx/shared/order-errors.ts'
import { rxCommonTextsIn } from '#app/rx/shared/rx-common.messages.server.ts'
import { cartItemKey } from '#app/rx/shared/cart-rules.ts'

const choice = z.string().trim().max(64).optional()

/** A saved step moves on to the next; the checkout flow keeps the choice. */
async function saveAndGo(context: CheckoutContext, state: CheckoutState, next: CheckoutStepId) {
  saveCheckoutState(context.flow, state)
  await context.keep()
  return redirect(checkoutStepPath(next))
}

function fulfilmentSchema(context: CheckoutContext, language: Language) {
  const say = answersIn(language)
  return z
    .object({
      method: z.enum(FULFILMENT_METHODS, { error: say.requiredSelection }),
      facilityId: choice,
      date: choice,
      time: choice,
      deliveryDate: choice,
      shippingMethodId: choice,
    })
    .superRefine((form, ctx) => {
      const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message })
      if (!context.methods.includes(form.method)) return issue('method', say.requiredSelection)
      if (form.method === 'pickup') {
        if (!form.facilityId || !context.stores.some((store) => store.facilityId === form.facilityId))
          return issue('facilityId', say.requiredSelection)
        if (!form.date) return issue('date', say.choosePickupDate)
        if (!form.time) return issue('time', say.requiredSelection)
        if (!timeSlotsAt(context, form.facilityId, form.date).includes(form.time)) issue('time', say.slotTaken)
      } else if (form.method === 'delivery') {
        if (!form.deliveryDate || !context.deliveryDates.includes(form.deliveryDate))
          issue('deliveryDate', say.requiredSelection)
      } else if (!context.shippingMethods.some((method) => method.shippingMethodId === form.shippingMethodId)) {
        issue('shippingMethodId', say.requiredSelection)
      }
    })
    .transform((form): FulfilmentChoice => {
      if (form.method === 'pickup')
        return { method: 'pickup', facilityId: form.facilityId ?? '', date: form.date ?? '', time: form.time ?? '' }
      if (form.method === 'delivery')
        return {
          method: 'delivery',
          facilityId: context.deliveryStore?.facilityId ?? '',
          date: form.deliveryDate ?? '',
        }
      return { method: 'mail', shippingMethodId: form.shippingMethodId ?? '' }
    })
}

/** Step 1: pickup (store, date, time), delivery (date) or mail order (shipping method). */
export async function fulfilmentAction(request: Request, loadContext: AppLoadContext) {
  const form = await readFormData(request)
  // The first step is always open. It offers no card: the wallet opens only to check a pay-now choice kept from before.
  const context = await loadCheckoutContext(request, loadContext, { offerCards: false })
  const submission = parseWithZod(form, { schema: fulfilmentSchema(context, loadContext.language) })
  if (submission.status !== 'success') return data({ result: submission.reply() }, { status: 400 })
  const fulfilment = submission.value
  // A payment that no longer fits (pay at store for a mail order) is dropped, not carried over.
  const payment = isPaymentValid(context, fulfilment, context.state.payment) ? context.state.payment : undefined
  return saveAndGo(context, { fulfilment, payment }, 'payment')
}

function paymentSchema(context: CheckoutContext, fulfilment: FulfilmentChoice, language: Language) {
  const say = answersIn(language)
  return z
    .object({
      paymentType: z.enum(PAYMENT_TYPES, { error: say.requiredSelection }),
      cardId: choice,
      termsAccepted: z.literal('on').optional(),
    })
    .superRefine((form, ctx) => {
      const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message })
      const candidate: PaymentChoice =
        form.paymentType === 'payNow' ? { type: 'payNow', cardId: form.cardId ?? '' } : { type: 'payAtStore' }
      if (form.paymentType === 'payNow') {
        if (!isPaymentValid(context, fulfilment, candidate))
          issue('cardId', walletCards(context).some((card) => !card.expired) ? say.chooseCard : say.noCards)
        if (!form.termsAccepted) issue('termsAccepted', say.termsRequired)
      } else if (!isPaymentValid(context, fulfilment, candidate)) {
        issue('paymentType', say.requiredSelection)
      }
    })
    .transform((form): PaymentChoice =>
      form.paymentType === 'payNow' ? { type: 'payNow', cardId: form.cardId ?? '' } : { type: 'payAtStore' },
    )
}

/** Step 2: pay now with the wallet's card and the card usage terms, or pay at store. 'Remove' clears the card. */
export async function paymentAction(request: Request, loadContext: AppLoadContext) {
  const form = await readFormData(request)
  const context = await loadCheckoutContext(request, loadContext, { offerCards: true })
  const fulfilment = requireFulfilment(context)
  if (form.get('intent') === 'removeCard') {
    saveCheckoutState(context.flow, { selectedCardId: null })
    await context.keep()
    return redirect(checkoutStepPath('payment'))
  }
  const submission = parseWithZod(form, { schema: paymentSchema(context, fulfilment, loadContext.language) })
  if (submission.status !== 'success') return data({ result: submission.reply() }, { status: 400 })
  return saveAndGo(context, { fulfilment, payment: submission.value }, 'review')
}

/** Spec 2 section 3 'Order payloads'. */
function orderPayload(
  context: CheckoutContext,
  fulfilment: FulfilmentChoice,
  payment: PaymentChoice,
): SubmitOrderRequest {
  const shipping =
    fulfilment.method === 'mail'
      ? context.shippingMethods.find((method) => method.shippingMethodId === fulfilment.shippingMethodId)
      : undefined
  const orderType =
    fulfilment.method === 'mail' ? 'MAILORDER' : fulfilment.method === 'delivery' ? 'DELIVERY' : 'PICKUP'
  return {
    orderType,
    ...(payment.type === 'payNow' ? { paymentType: 'DW' as const, cardId: payment.cardId } : {}),
    ...(fulfilment.method === 'pickup'
      ? { pickupTime: `${fulfilment.date}T${fulfilment.time}:00`, facilityId: fulfilment.facilityId }
      : {}),
    // A delivery arrives in the 2-6 PM window; the order carries its start.
    ...(fulfilment.method === 'delivery'
      ? { pickupTime: `${fulfilment.date}T14:00:00`, facilityId: fulfilment.facilityId }
      : {}),
    ...(shipping ? { shippingMethodId: shipping.shippingMethodId } : {}),
    ...(fulfilment.method !== 'pickup' && context.address ? { addressId: context.address.addressId } : {}),
    orderRevenue: orderRevenue(context.items, shipping?.shippingCharge ?? 0),
    prescriptions: context.items.map((item) => ({ rxNumber: item.rxNumber, patientNumber: item.patientNumber })),
  }
}

const reviewSchema = z.object({ autoRefill: z.array(z.string().max(64)).max(100).default([]) })

/** Step 3: place the order, then enrol the refills chosen for auto refill, then show the confirmation. */
export async function reviewAction(request: Request, loadContext: AppLoadContext) {
  const form = await readFormData(request)
  const context = await loadCheckoutContext(request, loadContext, { offerCards: false })
  const fulfilment = requireFulfilment(context)
  const payment = requirePayment(context, fulfilment)
  const submission = parseWithZod(form, { schema: reviewSchema })
  if (submission.status !== 'success') return data({ result: submission.reply() }, { status: 400 })

  let orderId: string
  try {
    orderId = (await submitOrder(context.customer.client, orderPayload(context, fulfilment, payment))).orderId
  } catch (error) {
    if (!isUpstreamError(error)) throw error
    return data(
      {
        result: submission.reply({
          formErrors: orderErrorMessages(error.status, error.body, rxCommonTextsIn(loadContext.language).orderError),
        }),
      },
      { status: error.status === 400 ? 400 : 502 },
    )
  }

  const chosen = new Set(bannerFor(request).pharmacy.autoRefills ? submission.value.autoRefill : [])
  const enrol = context.items.filter((item) => chosen.has(cartItemKey(item)))
  const results = await Promise.allSettled(
    enrol.map((item) => {
      // A managed adult's or caregiver's enrolment names the linked patient (spec 2 section 4).
      const patient = context.patients.find((candidate) => candidate.patientNumber === item.patientNumber)
      return setRefillProgram(
        context.customer.client,
        item.rxNumber,
        'AUTO_REFILL',
        patient ? linkedPatientOf(patient) : undefined,
      )
    }),
  )
  const failures = results.flatMap((result) => (result.status === 'rejected' ? [result.reason as unknown] : []))
  const bug = failures.find((reason) => !isUpstreamError(reason))
  if (bug) throw bug
  const autoRefillFailed = failures.length > 0

  finishCheckout(context.flow, {
    orderId,
    // In the language the order is placed in: the confirmation shows them as they were.
    fulfilment: fulfilmentSummary(context, fulfilment, loadContext.language),
    payment: paymentSummary(context, payment, loadContext.language),
    autoRefillFailed,
  })
  await context.keep()
  return redirect(checkoutStepPath('confirmation'))
}
