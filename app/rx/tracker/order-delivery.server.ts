import { parseWithZod } from '@conform-to/zod/v4'
import { data, redirect, type AppLoadContext } from '@remix-run/node'
import dayjs from 'dayjs'
import { z } from 'zod'
import { readFormData } from '#app/security/form.server.ts'
import { isUpstreamError } from '#app/upstream/errors.ts'
import { withoutSignOut, type UpstreamClient } from '#app/upstream/request.server.ts'
import type { Facility } from '#app/upstream/pharmacy-locator.schema.ts'
import type { Patient, Prescription } from '#app/upstream/rx-api.schema.ts'
import { formatAddress } from '#app/ui/format.ts'
import { fetchBannerFeatures, fetchDeliveryDates, submitDeliveryOrder } from '#app/upstream/rx-api.server.ts'
import { RX_DELIVERY_WALLET_CONFIG } from './order-delivery-wallet-config.ts'
import type { TrackerPayer } from './tracker-payer.server.ts'
import { primaryPatient } from '#app/rx/shared/patients.ts'
import { PLACEHOLDER } from '#app/rx/shared/payment-intent.server.ts'
import type { Language } from '#app/i18n/language.ts'
import { textsOf, translator } from '#app/i18n/messages.server.ts'
import { ORDER_DELIVERY as DELIVERY_MESSAGES } from './tracker-order.messages.server.ts'
import { formatPickupDate } from '#app/rx/shared/time-slots.ts'
import {
  cardLabel,
  checkOrderChoices,
  isOrderableFill,
  keepChoicesIntent,
  loadOrderReceipt,
  orderCardChoice,
  orderFormFields,
  orderedFills,
  orderRefusal,
  placeTrackerOrder,
  takes,
  trackerOrderContext,
  trackerOrderView,
  type StoreFills,
  type TrackerOrderKind,
} from './tracker-order.server.ts'

export const DELIVERY_PATHS = {
  page: RX_DELIVERY_WALLET_CONFIG.closePath,
  /** Spec 2 section 2: with the feature off, the page sends everyone here. */
  featureOff: '/rx/dashboard',
} as const

/** Spec 2 section 9: deliveries arrive in one window (2-6 PM); the order carries its start. */
const DELIVERY_WINDOW_START = '14:00'

/** A delivery day with its window, as the choice and the confirmation name it: 'Wednesday, March 4, 2-6 PM'. */
function deliveryDayText(date: string, language: Language) {
  const t = translator(DELIVERY_MESSAGES, language)
  return t('dateOption', { date: formatPickupDate(date, language), window: t('deliveryWindow') })
}

/** Spec 2 section 9: DD-MMM-yyyy hh:mmA, e.g. 24-Nov-2026 02:00PM. */
export function deliveryDateOf(date: string) {
  return dayjs(`${date}T${DELIVERY_WINDOW_START}`).format('DD-MMM-YYYY hh:mmA')
}

/** Delivery takes ready fills that allow it, from a store that delivers, while the banner's delivery feature is on (spec 2 section 6). */
const ORDER_DELIVERY: TrackerOrderKind = {
  draftKey: 'rxOrderDelivery',
  receiptKey: 'rxOrderDeliveryReceipt',
  wallet: RX_DELIVERY_WALLET_CONFIG,
  takesFill: (fill) => fill.allowDelivery,
  takesStore: (store) => store.deliveryEnabled,
  async gate(payer) {
    if (!(await fetchBannerFeatures(payer.client)).delivery) throw redirect(DELIVERY_PATHS.featureOff)
  },
  messages: (language) => {
    const t = translator(DELIVERY_MESSAGES, language)
    return { chooseFill: t('chooseFill'), submit: t('submitButton') }
  },
}

export const ORDER_DELIVERY_WALLET_HOST = orderCardChoice(ORDER_DELIVERY)

/**
 * Whether the banner has delivery on, for the tracker's link. Any failure, a
 * refused token included, means no link: the tracker itself must not end a
 * guest's session over a link. Asked alongside the prescriptions, so the
 * tracker waits for no extra round.
 */
export async function isDeliveryFeatureOn(client: UpstreamClient) {
  try {
    return (await fetchBannerFeatures(withoutSignOut(client))).delivery
  } catch (error) {
    if (!isUpstreamError(error)) throw error
    return false
  }
}

/** Whether the tracker offers delivery: the feature on, and a fill delivery takes. */
export function canOrderDelivery(featureOn: boolean, prescriptions: Prescription[], facilities: Facility[]) {
  return (
    featureOn &&
    prescriptions.some(
      (fill) => isOrderableFill(fill) && facilities.some((store) => takes(ORDER_DELIVERY, fill, store)),
    )
  )
}

/** Where it goes: the primary patient's default address (the checkout's rule). */
function deliveryAddress(patients: Patient[]) {
  const primary = primaryPatient(patients)
  const address = primary?.addresses.find((candidate) => candidate.default) ?? primary?.addresses[0]
  return address ? formatAddress(address, { lines: true }) : null
}

/** No store to order from: no dates, and nothing to say about them. */
const NO_STORE = { dates: [], failed: false }

/** The dates the store can deliver the fills' patients' orders; none when it cannot say. */
async function deliveryDates(payer: TrackerPayer, at: StoreFills): Promise<{ dates: string[]; failed: boolean }> {
  try {
    return { dates: await fetchDeliveryDates(payer.client, at.facilityId, at.patientNumbers), failed: false }
  } catch (error) {
    if (!isUpstreamError(error)) throw error
    return { dates: [], failed: true }
  }
}

/** /rx/tracker/order-delivery: the store, its deliverable fills, the dates, the address, the signature, the card and its terms. */
export async function loadOrderDelivery(request: Request, loadContext: AppLoadContext) {
  const context = await trackerOrderContext(request, loadContext, ORDER_DELIVERY, deliveryDates)
  const { dates, failed } = context.storeRead ?? NO_STORE
  await context.keep()
  const { language } = context
  const window = translator(DELIVERY_MESSAGES, language)('deliveryWindow')
  const {
    confirmationText: _confirmationText,
    dateOption: _dateOption,
    payment: _payment,
    ...texts
  } = textsOf(DELIVERY_MESSAGES, language, { window })
  return data({
    ...trackerOrderView(context),
    dates: dates.map((value) => ({ value, label: deliveryDayText(value, language) })),
    date: dates.find((value) => value === context.draft.date) ?? dates[0] ?? null,
    datesError: failed ? texts.noDates : null,
    window,
    address: deliveryAddress(context.patients),
    pageTexts: texts,
  })
}

/** 'Add or Change Payment Method' keeps the date too; Order Delivery checks the choices and sends the delivery order. */
export async function orderDeliveryAction(request: Request, loadContext: AppLoadContext) {
  const form = await readFormData(request)
  const context = await trackerOrderContext(request, loadContext, ORDER_DELIVERY, deliveryDates)
  const { dates } = context.storeRead ?? NO_STORE
  const postedDate = dates.find((value) => value === form.get('date'))
  const kept = await keepChoicesIntent(form, context, postedDate ? { date: postedDate } : {})
  if (kept) return kept
  const { payer, store, patients, language } = context
  const t = translator(DELIVERY_MESSAGES, language)
  const address = deliveryAddress(patients)
  const schema = z
    .object({ ...orderFormFields, date: z.string().max(10).optional(), hasUserSign: z.literal('on').optional() })
    .superRefine((value, ctx) => {
      checkOrderChoices(context, value, ctx)
      if (!value.date || !dates.includes(value.date))
        ctx.addIssue({
          code: 'custom',
          path: ['date'],
          message: dates.length ? t('chooseDate') : t('noDates'),
        })
      if (!value.hasUserSign) ctx.addIssue({ code: 'custom', path: ['hasUserSign'], message: t('signatureRequired') })
      if (!address) ctx.addIssue({ code: 'custom', path: [], message: t('noAddress') })
    })
  const submission = parseWithZod(form, { schema })
  if (submission.status !== 'success' || !store) return orderRefusal(context, submission)(400)
  const { prescriptions: keys, cardId = '', date = '' } = submission.value
  const fills = orderedFills(context, keys)
  return placeTrackerOrder(context, submission, async () => {
    const order = await submitDeliveryOrder(payer.client, {
      cardId,
      deliveryDate: deliveryDateOf(date),
      facilityId: store.facilityId,
      loyaltyNum: primaryPatient(patients)?.loyaltyCardNumber ?? PLACEHOLDER,
      // A guest has no customer id: the placeholder, as for the payment intent's missing fields (spec 2 section 9).
      customerId: payer.customerId ?? PLACEHOLDER,
      prescriptions: fills.map((fill) => ({
        patientNumber: fill.patientNumber,
        recordNumber: fill.rxRecordNumber,
        rxFillSeq: fill.rxFillSequence,
        rxNumber: fill.rxNumber,
      })),
    })
    const receipt = {
      card: cardLabel(context, cardId),
      store: store.vanityName,
      drugNames: fills.map((fill) => fill.drugName),
    }
    return { ...receipt, orderId: order.orderId, date: deliveryDayText(date, language) }
  })
}

// No address: the receipt waits in the (sealed) flash cookie until it is shown.
const receiptSchema = z.object({
  orderId: z.string(),
  date: z.string(),
  card: z.string(),
  store: z.string(),
  drugNames: z.array(z.string()),
})

/** The delivery just ordered, shown once, in the request's language. */
export const loadOrderDeliveryConfirmation = (request: Request, context: AppLoadContext) =>
  loadOrderReceipt(request, context, ORDER_DELIVERY, receiptSchema, ({ store, date }, language) => {
    const { title, confirmationTitle, confirmationText, orderNumber, payment } = textsOf(DELIVERY_MESSAGES, language, {
      store,
      date,
    })
    return { title, confirmationTitle, confirmationText, orderNumber, payment }
  })
