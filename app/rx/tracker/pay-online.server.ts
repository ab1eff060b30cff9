import { parseWithZod } from '@conform-to/zod/v4'
import { data, type AppLoadContext } from '@remix-run/node'
import { z } from 'zod'
import { readFormData } from '#app/security/form.server.ts'
import { associatePayment, createOnlinePayment } from '#app/upstream/rx-api.server.ts'
import { readFraudSignals } from '#app/wallet/fraud-signals.server.ts'
import { formatMoney } from '#app/ui/format.ts'
import { RX_PAY_ONLINE_WALLET_CONFIG } from './pay-online-wallet-config.ts'
import { PLACEHOLDER } from '#app/rx/shared/payment-intent.server.ts'
import { textsOf, translator } from '#app/i18n/messages.server.ts'
import { PAY_ONLINE } from './tracker-order.messages.server.ts'
import {
  cardLabel,
  checkOrderChoices,
  fillsTotal,
  isOrderableFill,
  keepChoicesIntent,
  loadOrderReceipt,
  orderCardChoice,
  orderFormFields,
  orderedFills,
  orderRefusal,
  placeTrackerOrder,
  trackerOrderContext,
  trackerOrderView,
  type OrderableFill,
  type TrackerOrderContext,
  type TrackerOrderKind,
} from './tracker-order.server.ts'

export const PAY_ONLINE_PATHS = { page: RX_PAY_ONLINE_WALLET_CONFIG.closePath } as const

/** Spec 2 section 9: the online payment's amount is '1' (decision 0031: an authorisation; the association carries each fill's amount). */
export const ONLINE_PAY_AMOUNT = '1'

/** Pay online takes every ready, priced, unpaid fill at a store. */
const PAY_ONLINE_KIND: TrackerOrderKind = {
  draftKey: 'rxPayOnline',
  receiptKey: 'rxPayOnlineReceipt',
  wallet: RX_PAY_ONLINE_WALLET_CONFIG,
  takesFill: () => true,
  takesStore: () => true,
  messages: (language) => {
    const t = translator(PAY_ONLINE, language)
    return { chooseFill: t('choosePrescription'), submit: t('payButton') }
  },
}

export const PAY_ONLINE_WALLET_HOST = orderCardChoice(PAY_ONLINE_KIND)

/** What the tracker offers to pay for online. */
export const isPayableOnline = isOrderableFill

/** /rx/tracker/pay-online: the store, its ready prescriptions with their prices, the wallet's card and the card usage terms. */
export async function loadPayOnline(request: Request, loadContext: AppLoadContext) {
  const context = await trackerOrderContext(request, loadContext, PAY_ONLINE_KIND)
  await context.keep()
  const { confirmationText: _confirmationText, ...texts } = textsOf(PAY_ONLINE, context.language)
  return data({ ...trackerOrderView(context), pageTexts: texts })
}

/** One transaction per patient: the fills, their amounts and the card (spec 2 section 3 'Payment association'). */
function association(
  context: TrackerOrderContext,
  facilityId: string,
  paid: OrderableFill[],
  cardId: string,
  fraudToken: string,
) {
  const byPatient = new Map<string, OrderableFill[]>()
  for (const fill of paid) byPatient.set(fill.patientNumber, [...(byPatient.get(fill.patientNumber) ?? []), fill])
  return {
    paymentType: 'PAYSYS' as const,
    transactions: [...byPatient].map(([patientNumber, fills]) => ({
      facilityId,
      creditCardId: cardId,
      fraudToken,
      loyaltyNum:
        context.patients.find((patient) => patient.patientNumber === patientNumber)?.loyaltyCardNumber ?? PLACEHOLDER,
      patientNumber,
      prescriptions: fills.map((fill) => ({
        rxRecordNum: fill.rxRecordNumber,
        rxFillSeq: fill.rxFillSequence,
        patientPayAmount: fill.totalAmountDue,
      })),
    })),
  }
}

/** Pay checks the choices, authorises the card, then ties the payment to the fills. */
export async function payOnlineAction(request: Request, loadContext: AppLoadContext) {
  const form = await readFormData(request)
  const context = await trackerOrderContext(request, loadContext, PAY_ONLINE_KIND)
  const kept = await keepChoicesIntent(form, context)
  if (kept) return kept
  const { payer, store } = context
  const submission = parseWithZod(form, {
    schema: z.object(orderFormFields).superRefine((value, ctx) => checkOrderChoices(context, value, ctx)),
  })
  if (submission.status !== 'success' || !store) return orderRefusal(context, submission)(400)
  const { prescriptions: keys, cardId = '' } = submission.value
  const paid = orderedFills(context, keys)
  return placeTrackerOrder(context, submission, async () => {
    const payment = await createOnlinePayment(payer.client, payer.payerId, {
      amount: ONLINE_PAY_AMOUNT,
      cartSize: paid.length,
      paymentMethodId: cardId,
      pickupStoreId: store.facilityId,
    })
    await associatePayment(
      payer.client,
      payment.paymentId,
      association(context, store.facilityId, paid, cardId, readFraudSignals(form).accertifyTransactionId ?? ''),
    )
    return {
      paymentId: payment.paymentId,
      total: formatMoney(fillsTotal(paid), context.language),
      card: cardLabel(context, cardId),
      store: store.vanityName,
      drugNames: paid.map((fill) => fill.drugName),
    }
  })
}

const receiptSchema = z.object({
  paymentId: z.string(),
  total: z.string(),
  card: z.string(),
  store: z.string(),
  drugNames: z.array(z.string()),
})

/** The payment just made, shown once, in the request's language. */
export const loadPayOnlineConfirmation = (request: Request, context: AppLoadContext) =>
  loadOrderReceipt(request, context, PAY_ONLINE_KIND, receiptSchema, ({ total, card, store }, language) => {
    const { title, confirmationTitle, confirmationText, paymentNumber } = textsOf(PAY_ONLINE, language, {
      total,
      card,
      store,
    })
    return { title, confirmationTitle, confirmationText, paymentNumber }
  })
