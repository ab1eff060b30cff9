import { parseWithZod } from '@conform-to/zod/v4'
import { data, redirect } from '@remix-run/node'
import { z } from 'zod'
import { commitSession, type AppSession } from '#app/auth/session.server.ts'
import { readFormData } from '#app/security/form.server.ts'
import { isUpstreamError } from '#app/upstream/errors.ts'
import type { Facility, Patient, Prescription } from '#app/upstream/rx-api.schema.ts'
import { associatePayment, createOnlinePayment, fetchFacilities } from '#app/upstream/rx-api.server.ts'
import type { CardChoiceHost } from '#app/wallet/card-choice.server.ts'
import { readFraudSignals } from '#app/wallet/fraud-signals.server.ts'
import { RX_PAY_ONLINE_WALLET_CONFIG, walletPaths } from '#app/wallet/wallet-config.ts'
import { hostView } from '#app/wallet/wallet-screens.server.ts'
import { cardInUse, loadPaymentCards } from './checkout-cards.server.ts'
import { CHECKOUT_TEXTS, orderErrorMessages } from './checkout-rules.ts'
import { PLACEHOLDER_COST, formatMoney } from './money.ts'
import { patientName } from './patients.ts'
import { PAY_ONLINE_TEXTS } from './rx-messages.ts'
import { PLACEHOLDER } from './payment-intent.server.ts'
import { openTrackerWallet, requireTrackerPayer } from './tracker-payer.server.ts'

export const PAY_ONLINE_PATHS = {
  page: RX_PAY_ONLINE_WALLET_CONFIG.closePath,
  confirmation: `${RX_PAY_ONLINE_WALLET_CONFIG.closePath}/confirmation`,
  tracker: '/rx/tracker',
} as const

/** Spec 2 section 9: the online payment's amount is '1' (decision 0031: an authorisation; the association carries each fill's amount). */
export const ONLINE_PAY_AMOUNT = '1'

/** What the shopper chose so far, kept in the signed session while they are in the wallet. */
const draftSchema = z.object({
  facilityId: z.string().optional(),
  keys: z.array(z.string()).optional(),
  /** The card chosen in the wallet; null when removed, absent for the wallet's default. */
  selectedCardId: z.string().nullable().optional(),
})
type Draft = z.infer<typeof draftSchema>

function readDraft(session: AppSession): Draft {
  const parsed = draftSchema.safeParse(session.get('rxPayOnline'))
  return parsed.success ? parsed.data : {}
}

function saveDraft(session: AppSession, draft: Draft) {
  session.set('rxPayOnline', { ...readDraft(session), ...draft })
}

/** Pay online as a wallet host: the card chosen there is part of the draft. */
export const PAY_ONLINE_CARD_CHOICE: CardChoiceHost = {
  config: RX_PAY_ONLINE_WALLET_CONFIG,
  open: async (request) => openTrackerWallet(request, await requireTrackerPayer(request), RX_PAY_ONLINE_WALLET_CONFIG),
  heldCardId: (session) => readDraft(session).selectedCardId,
  choose: (session, cardId) => saveDraft(session, { selectedCardId: cardId }),
  messages: { chooseCard: CHECKOUT_TEXTS.chooseCard, noCards: CHECKOUT_TEXTS.noCards },
}

const keyOf = (prescription: Pick<Prescription, 'rxNumber' | 'patientNumber'>) => `${prescription.rxNumber}:${prescription.patientNumber}`

/** Ready for pickup, priced, at a store, and not paid yet: what can be paid for online. */
export function isPayableOnline(prescription: Prescription): prescription is Prescription & { totalAmountDue: number; fillLocation: string } {
  return (
    prescription.primaryStatus === 'READY_FOR_PICKUP' &&
    !prescription.paymentInformation &&
    prescription.rxStatus !== 'Profiled' &&
    typeof prescription.totalAmountDue === 'number' &&
    prescription.totalAmountDue > PLACEHOLDER_COST &&
    Boolean(prescription.fillLocation)
  )
}

/**
 * Everything a pay-online request works from: the payer, their patients,
 * the payable prescriptions by store, the store chosen (`?location=`, else
 * the draft's, else the first) and the wallet's cards.
 */
async function payOnlineContext(request: Request) {
  const payer = await requireTrackerPayer(request)
  const [patients, prescriptions] = await Promise.all([payer.patients(), payer.prescriptions()])
  const payable = prescriptions.filter(isPayableOnline)
  const facilities = await fetchFacilities(payer.client, payable.map((prescription) => prescription.fillLocation))
  const stores = facilities.filter((facility) => payable.some((prescription) => prescription.fillLocation === facility.facilityId))
  const draft = readDraft(payer.session)
  const asked = new URL(request.url).searchParams.get('location')
  const store = stores.find((facility) => facility.facilityId === asked) ?? stores.find((facility) => facility.facilityId === draft.facilityId) ?? stores[0]
  const atStore = store ? payable.filter((prescription) => prescription.fillLocation === store.facilityId) : []
  // Nothing to pay for needs no wallet, and so no payment intent.
  const cards = store ? await loadPaymentCards(await openTrackerWallet(request, payer, RX_PAY_ONLINE_WALLET_CONFIG)) : { cards: [], error: null, headers: async () => ({}) }
  return { payer, patients, stores, store, atStore, draft, cards }
}
type PayOnlineContext = Awaited<ReturnType<typeof payOnlineContext>>

const storeOption = (facility: Facility) => ({
  value: facility.facilityId,
  label: facility.vanityName,
  description: `${facility.address.address1}, ${facility.address.city}, ${facility.address.state} ${facility.address.zipCode}`,
})

const total = (prescriptions: Array<{ totalAmountDue: number }>) => prescriptions.reduce((sum, prescription) => sum + prescription.totalAmountDue, 0)

/** /rx/tracker/pay-online: the store, its ready prescriptions with their prices, the wallet's card and the card usage terms. */
export async function loadPayOnline(request: Request) {
  const context = await payOnlineContext(request)
  const { store, atStore, draft, patients, cards } = context
  const names = new Map(patients.map((patient: Patient) => [patient.patientNumber, patientName(patient)]))
  const checked = draft.facilityId === store?.facilityId && draft.keys ? new Set(draft.keys) : new Set(atStore.map(keyOf))
  const card = cardInUse(cards.cards, draft.selectedCardId)
  return data(
    {
      guest: context.payer.guest,
      stores: context.stores.map(storeOption),
      store: store ? storeOption(store) : null,
      prescriptions: atStore.map((prescription) => ({
        key: keyOf(prescription),
        drugName: prescription.drugName,
        rxNumber: prescription.rxNumber,
        patientName: names.get(prescription.patientNumber) ?? null,
        price: formatMoney(prescription.totalAmountDue),
        checked: checked.has(keyOf(prescription)),
      })),
      total: formatMoney(total(atStore.filter((prescription) => checked.has(keyOf(prescription))))),
      payment: { card: card ?? null, hasUsableCard: cards.cards.some((option) => !option.expired), cardsError: cards.error },
      fraudScriptUrl: hostView(RX_PAY_ONLINE_WALLET_CONFIG).fraudScriptUrl,
    },
    { headers: await cards.headers() },
  )
}

const payFormSchema = z.object({
  intent: z.enum(['pay', 'wallet', 'removeCard']).default('pay'),
  location: z.string().optional(),
  prescriptions: z.array(z.string().max(64), { error: PAY_ONLINE_TEXTS.choosePrescription }).max(50).min(1, PAY_ONLINE_TEXTS.choosePrescription),
  cardId: z.string().max(128).optional(),
  termsAccepted: z.literal('on').optional(),
})

/** Back to the page for the same store, with what the session now holds. */
async function backToPage(context: PayOnlineContext) {
  const query = context.store ? `?${new URLSearchParams({ location: context.store.facilityId })}` : ''
  return redirect(`${PAY_ONLINE_PATHS.page}${query}`, { headers: { 'set-cookie': await commitSession(context.payer.session) } })
}

/** One transaction per patient: the fills, their amounts and the card (spec 2 section 3 'Payment association'). */
function association(context: PayOnlineContext, paid: Array<Prescription & { totalAmountDue: number }>, cardId: string, fraudToken: string) {
  const byPatient = new Map<string, typeof paid>()
  for (const fill of paid) byPatient.set(fill.patientNumber, [...(byPatient.get(fill.patientNumber) ?? []), fill])
  return {
    paymentType: 'PAYSYS' as const,
    transactions: [...byPatient].map(([patientNumber, fills]) => ({
      facilityId: context.store?.facilityId ?? '',
      creditCardId: cardId,
      fraudToken,
      loyaltyNum: context.patients.find((patient) => patient.patientNumber === patientNumber)?.loyaltyCardNumber ?? PLACEHOLDER,
      patientNumber,
      prescriptions: fills.map((fill) => ({ rxRecordNum: fill.rxRecordNumber, rxFillSeq: fill.rxFillSequence ?? 1, patientPayAmount: fill.totalAmountDue })),
    })),
  }
}

/**
 * 'Add or Change Payment Method' keeps the choices and opens the wallet;
 * 'Remove' drops the card; Pay checks the choices, pays, ties the payment to
 * the fills, then shows the confirmation once. Failures show spec 8's order
 * messages.
 */
export async function payOnlineAction(request: Request) {
  const form = await readFormData(request)
  const context = await payOnlineContext(request)
  const { payer, store, atStore, cards } = context
  const intent = form.get('intent')
  if (intent === 'wallet' || intent === 'removeCard') {
    const keys = form.getAll('prescriptions').filter((value): value is string => typeof value === 'string')
    saveDraft(payer.session, { facilityId: store?.facilityId, keys, ...(intent === 'removeCard' ? { selectedCardId: null } : {}) })
    if (intent === 'removeCard') return backToPage(context)
    return redirect(walletPaths(RX_PAY_ONLINE_WALLET_CONFIG).list, { headers: { 'set-cookie': await commitSession(payer.session) } })
  }
  const submission = parseWithZod(form, {
    schema: payFormSchema.superRefine((value, ctx) => {
      const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message })
      const card = cards.cards.find((option) => option.cardId === value.cardId)
      if (!card || card.expired) issue('cardId', cards.cards.some((option) => !option.expired) ? CHECKOUT_TEXTS.chooseCard : CHECKOUT_TEXTS.noCards)
      if (!value.termsAccepted) issue('termsAccepted', CHECKOUT_TEXTS.termsRequired)
      if (value.prescriptions.some((key) => !atStore.some((prescription) => keyOf(prescription) === key))) issue('prescriptions', PAY_ONLINE_TEXTS.choosePrescription)
    }),
  })
  if (submission.status !== 'success' || !store) return data({ result: submission.reply() }, { status: 400 })
  const { prescriptions: keys, cardId = '' } = submission.value
  const paid = atStore.filter((prescription) => keys.includes(keyOf(prescription)))
  const fraudToken = readFraudSignals(form).accertifyTransactionId ?? ''
  try {
    const payment = await createOnlinePayment(payer.client, payer.payerId, { amount: ONLINE_PAY_AMOUNT, cartSize: paid.length, paymentMethodId: cardId, pickupStoreId: store.facilityId })
    await associatePayment(payer.client, payment.paymentId, association(context, paid, cardId, fraudToken))
    payer.session.unset('rxPayOnline')
    payer.session.flash('rxPayOnlineReceipt', {
      paymentId: payment.paymentId,
      total: formatMoney(total(paid)),
      card: cards.cards.find((option) => option.cardId === cardId)?.label ?? '',
      store: store.vanityName,
      drugNames: paid.map((prescription) => prescription.drugName),
    })
  } catch (error) {
    if (!isUpstreamError(error)) throw error
    return data({ result: submission.reply({ formErrors: orderErrorMessages(error.status, error.body) }) }, { status: error.status === 400 ? 400 : 502 })
  }
  throw redirect(PAY_ONLINE_PATHS.confirmation, { headers: { 'set-cookie': await commitSession(payer.session) } })
}

const receiptSchema = z.object({ paymentId: z.string(), total: z.string(), card: z.string(), store: z.string(), drugNames: z.array(z.string()) })

/** The payment just made, shown once (a flash): a reload goes back to the tracker. */
export async function loadPayOnlineConfirmation(request: Request) {
  const { session } = await requireTrackerPayer(request)
  const receipt = receiptSchema.safeParse(session.get('rxPayOnlineReceipt'))
  if (!receipt.success) throw redirect(PAY_ONLINE_PATHS.tracker)
  return data(receipt.data, { headers: { 'set-cookie': await commitSession(session) } })
}
