import type { SubmissionResult } from '@conform-to/react'
import { data, redirect, type AppLoadContext } from '@remix-run/node'
import { z } from 'zod'
import { redirectWithFlash, takeFlash } from '#app/ui/flash.server.ts'
import type { Facility } from '#app/upstream/pharmacy-locator.schema.ts'
import type { Patient, Prescription } from '#app/upstream/rx-api.schema.ts'
import { isUpstreamError } from '#app/upstream/errors.ts'
import { fetchFacilities } from '#app/upstream/pharmacy-locator.server.ts'
import type { CardChoiceHost } from '#app/wallet/card-choice.server.ts'
import { walletPaths, type WalletHostConfig } from '#app/wallet/wallet-config.ts'
import { hostView } from '#app/wallet/wallet-screens.server.ts'
import { cardInUse, loadPaymentCards } from '#app/rx/shared/payment-cards.server.ts'
import { loadOrUnavailable } from '#app/rx/shared/load-or-error.server.ts'
import { PLACEHOLDER_COST } from '#app/rx/shared/money.ts'
import { formatAddress, formatMoney } from '#app/ui/format.ts'
import { patientName } from '#app/rx/shared/patients.ts'
import { askAhead } from '#app/upstream/ask-ahead.server.ts'
import {
  hasPaymentIntent,
  openTrackerWallet,
  requireTrackerPayer,
  keepTracker,
  type TrackerPayer,
} from './tracker-payer.server.ts'
import { orderErrorMessages } from '#app/rx/shared/order-errors.ts'
import type { Language } from '#app/i18n/language.ts'
import { textsOf, translator } from '#app/i18n/messages.server.ts'
import { rxCommonTextsIn } from '#app/rx/shared/rx-common.messages.server.ts'
import { paymentMethodMessages, paymentMethodTexts } from '#app/rx/shared/payment-method.messages.server.ts'
import { TRACKER_ORDER } from './tracker-order.messages.server.ts'

const TRACKER_PATH = '/rx/tracker'

/** A ready fill with a known price and fill sequence at a store: what the tracker's order pages (pay online, delivery) work with. */
export type OrderableFill = Prescription & { totalAmountDue: number; fillLocation: string; rxFillSequence: number }

/**
 * One of the tracker's order pages: where its choices live in the tracker
 * flow and its receipt in the flash, its wallet host, which fills it takes
 * (given their store), and a check before anything loads (delivery's feature
 * flag).
 */
export type TrackerOrderKind = {
  draftKey: 'rxPayOnline' | 'rxOrderDelivery'
  receiptKey: 'rxPayOnlineReceipt' | 'rxOrderDeliveryReceipt'
  wallet: WalletHostConfig
  /** Which fills it takes, from which stores: a fill is taken where both say yes (see `takes`). */
  takesFill: (fill: OrderableFill) => boolean
  takesStore: (store: Facility) => boolean
  gate?: (payer: TrackerPayer) => Promise<void>
  /** Its own words in a language: the message when no fill is chosen, and the submit's label, which the terms name. */
  messages: (language: Language) => { chooseFill: string; submit: string }
}

/**
 * Ready for pickup, priced (not the 0.0001 placeholder, not 'Profiled'), at
 * a store, and not paid online yet. Its fill sequence must be known: the
 * payment is tied to that fill, never to a guessed one.
 */
export function isOrderableFill(prescription: Prescription): prescription is OrderableFill {
  return (
    prescription.primaryStatus === 'READY_FOR_PICKUP' &&
    typeof prescription.rxFillSequence === 'number' &&
    !prescription.paymentInformation &&
    prescription.rxStatus !== 'Profiled' &&
    typeof prescription.totalAmountDue === 'number' &&
    prescription.totalAmountDue > PLACEHOLDER_COST &&
    Boolean(prescription.fillLocation)
  )
}

/** Whether the page takes this fill at this store, which must be the fill's own pharmacy (a retail one). */
export function takes(kind: Pick<TrackerOrderKind, 'takesFill' | 'takesStore'>, fill: OrderableFill, store: Facility) {
  return (
    store.facilityId === fill.fillLocation &&
    store.facilityType === 'RETAIL' &&
    kind.takesFill(fill) &&
    kind.takesStore(store)
  )
}

/** A store and the patients of the fills an order there takes: what a read about that store is asked with. */
export type StoreFills = { facilityId: string; patientNumbers: string[] }

function storeFills(facilityId: string, fills: OrderableFill[]): StoreFills {
  const here = fills.filter((fill) => fill.fillLocation === facilityId)
  return { facilityId, patientNumbers: [...new Set(here.map((fill) => fill.patientNumber))].sort() }
}

/** What the shopper chose so far, kept in the tracker flow while they are in the wallet; only its payer's. */
const draftSchema = z.object({
  owner: z.string(),
  facilityId: z.string().optional(),
  keys: z.array(z.string()).optional(),
  /** The card chosen in the wallet; null when removed, absent for the wallet's default. */
  selectedCardId: z.string().nullable().optional(),
  /** Delivery's date. */
  date: z.string().optional(),
})
type OrderDraft = Omit<z.infer<typeof draftSchema>, 'owner'>

function readOrderDraft(payer: Pick<TrackerPayer, 'flow' | 'owner'>, kind: TrackerOrderKind): OrderDraft {
  const parsed = draftSchema.safeParse(payer.flow.get(kind.draftKey))
  return parsed.success && parsed.data.owner === payer.owner ? parsed.data : {}
}

function saveOrderDraft(payer: Pick<TrackerPayer, 'flow' | 'owner'>, kind: TrackerOrderKind, draft: OrderDraft) {
  payer.flow.set(kind.draftKey, { ...readOrderDraft(payer, kind), ...draft, owner: payer.owner })
}

/** The payer, past the page's own check (delivery's feature flag): a check the pharmacy cannot answer is the /rx error page. */
async function requireOrderPayer(request: Request, context: AppLoadContext, kind: TrackerOrderKind) {
  const payer = await requireTrackerPayer(request, context)
  await loadOrUnavailable(async () => kind.gate?.(payer))
  return payer
}

/** The page as a wallet host: the card chosen there is part of the payer's draft. */
export function orderCardChoice(kind: TrackerOrderKind): CardChoiceHost {
  return {
    config: kind.wallet,
    open: async (request, context) =>
      openTrackerWallet(request, context, await requireOrderPayer(request, context, kind), kind.wallet),
    async openChoice(request, context) {
      const payer = await requireOrderPayer(request, context, kind)
      return {
        wallet: await openTrackerWallet(request, context, payer, kind.wallet),
        held: () => readOrderDraft(payer, kind).selectedCardId,
        choose: (cardId) => saveOrderDraft(payer, kind, { selectedCardId: cardId }),
      }
    },
    messages: paymentMethodMessages,
  }
}

const fillKey = (fill: Pick<Prescription, 'rxNumber' | 'patientNumber'>) => `${fill.rxNumber}:${fill.patientNumber}`

export const fillsTotal = (fills: Array<{ totalAmountDue: number }>) =>
  fills.reduce((sum, fill) => sum + fill.totalAmountDue, 0)

/**
 * Everything an order page's request works from: the payer, their patients,
 * the fills it takes by store, the store chosen (one order is for one store:
 * `?location=`, else the draft's, else the first), the wallet's cards and the
 * page's own read about that store (`storeRead`: delivery's dates).
 *
 * Two answers are needed before the store is known (the fills, then their
 * stores). The reads that need the store start with the stores' own call, for
 * the store the fills foretell (`askAhead`): the cards when the payment intent
 * is kept (opening the wallet then writes nothing), and the store read.
 */
export async function trackerOrderContext<StoreRead = undefined>(
  request: Request,
  context: AppLoadContext,
  kind: TrackerOrderKind,
  storeRead?: (payer: TrackerPayer, at: StoreFills) => Promise<StoreRead>,
) {
  const payer = await requireTrackerPayer(request, context)
  // An order needs its patients, fills and stores: without them the /rx error page with REFRESH, 503 (decision 0034).
  // The page's own check (delivery's feature flag) asks nothing of them, so it goes in the same round.
  const [patients, prescriptions] = await loadOrUnavailable(() =>
    Promise.all([payer.patients(), payer.prescriptions(), kind.gate?.(payer)]),
  )
  const orderable = prescriptions.filter(isOrderableFill)
  const wanted = orderable.filter(kind.takesFill)
  const draft = readOrderDraft(payer, kind)
  const asked = new URL(request.url).searchParams.get('location')
  const locations = wanted.map((fill) => fill.fillLocation)
  const foreseen = [asked, draft.facilityId, ...locations].find((id) => id && locations.includes(id))
  const cardsAhead = askAhead(foreseen && hasPaymentIntent(payer) ? [true] : [], async () =>
    loadPaymentCards(await openTrackerWallet(request, context, payer, kind.wallet)),
  )
  // A new payment intent names a customer from their profile: asked with the stores, it adds no round of its own.
  if (foreseen && !hasPaymentIntent(payer)) void payer.profile().catch(() => undefined)
  const readAhead = storeRead && askAhead(foreseen ? [storeFills(foreseen, wanted)] : [], (at) => storeRead(payer, at))

  const facilities = await loadOrUnavailable(() =>
    fetchFacilities(
      payer.client,
      orderable.map((fill) => fill.fillLocation),
    ),
  )
  const taken = orderable.filter((fill) => facilities.some((facility) => takes(kind, fill, facility)))
  const stores = facilities.filter((facility) => taken.some((fill) => fill.fillLocation === facility.facilityId))
  const store =
    stores.find((facility) => facility.facilityId === asked) ??
    stores.find((facility) => facility.facilityId === draft.facilityId) ??
    stores[0]
  const atStore = store ? taken.filter((fill) => fill.fillLocation === store.facilityId) : []
  // Nothing to order needs no wallet, and so no payment intent.
  const [cards, read] = await Promise.all([
    store ? cardsAhead.answerFor(true) : { cards: [], error: null },
    store && readAhead ? readAhead.answerFor(storeFills(store.facilityId, atStore)) : undefined,
  ])
  return {
    kind,
    language: context.language,
    payer,
    patients,
    stores,
    store,
    atStore,
    draft,
    cards,
    storeRead: read,
    keep: () => keepTracker(context, payer),
  }
}
export type TrackerOrderContext = Awaited<ReturnType<typeof trackerOrderContext>>

const storeOption = (facility: Facility) => ({
  value: facility.facilityId,
  label: facility.vanityName,
  description: formatAddress(facility.address),
})

/**
 * The page's common part: the stores, the fills at the chosen one with their prices, the card, the fraud script, and
 * the words of the form and of its payment method box in the request's language.
 */
export function trackerOrderView(context: TrackerOrderContext) {
  const { store, atStore, draft, patients, cards, language, kind } = context
  const t = translator(TRACKER_ORDER, language)
  const { fill: _fill, fillWithoutPatient: _fillWithoutPatient, ...texts } = textsOf(TRACKER_ORDER, language)
  const names = new Map(patients.map((patient: Patient) => [patient.patientNumber, patientName(patient)]))
  const checked =
    draft.facilityId === store?.facilityId && draft.keys ? new Set(draft.keys) : new Set(atStore.map(fillKey))
  const card = cardInUse(cards.cards, draft.selectedCardId)
  return {
    guest: context.payer.guest,
    stores: context.stores.map(storeOption),
    store: store ? storeOption(store) : null,
    prescriptions: atStore.map((fill) => {
      const patientName = names.get(fill.patientNumber) ?? null
      const values = {
        drugName: fill.drugName,
        rxNumber: fill.rxNumber,
        price: formatMoney(fill.totalAmountDue, language),
      }
      return {
        key: fillKey(fill),
        ...values,
        patientName,
        // The checkbox's label: 'Atorvastatin 20 mg Tablet (Rx #6100001) for Sam Shopper: $12.50'.
        label: patientName ? t('fill', { ...values, patientName }) : t('fillWithoutPatient', values),
        checked: checked.has(fillKey(fill)),
      }
    }),
    total: formatMoney(fillsTotal(atStore.filter((fill) => checked.has(fillKey(fill)))), language),
    texts,
    paymentTexts: paymentMethodTexts(language, kind.messages(language).submit),
    payment: {
      card: card ?? null,
      hasUsableCard: cards.cards.some((option) => !option.expired),
      cardsError: cards.error,
    },
    fraudScriptUrl: hostView(context.kind.wallet).fraudScriptUrl,
  }
}

/**
 * 'Add or Change Payment Method' keeps the choices and opens the wallet;
 * 'Remove' drops the card and comes back. Anything else is the order itself
 * (undefined here).
 */
export async function keepChoicesIntent(form: FormData, context: TrackerOrderContext, extra: OrderDraft = {}) {
  const intent = form.get('intent')
  if (intent !== 'wallet' && intent !== 'removeCard') return undefined
  const { payer, store, kind, atStore } = context
  // Only keys of fills here: the flow holds nothing a hand-made post adds.
  const keys = atStore.map(fillKey).filter((key) => form.getAll('prescriptions').includes(key))
  saveOrderDraft(payer, kind, {
    ...extra,
    facilityId: store?.facilityId,
    keys,
    ...(intent === 'removeCard' ? { selectedCardId: null } : {}),
  })
  await context.keep()
  if (intent === 'wallet') return redirect(walletPaths(kind.wallet).list)
  return redirect(`${kind.wallet.closePath}${store ? `?${new URLSearchParams({ location: store.facilityId })}` : ''}`)
}

/** The order form's common fields: the fills, the card and the card usage terms. */
export const orderFormFields = {
  intent: z.string().optional(),
  prescriptions: z.array(z.string().max(64)).max(50).default([]),
  cardId: z.string().max(128).optional(),
  termsAccepted: z.literal('on').optional(),
}

/** Checks of the common fields: at least one fill this page takes at the store, a usable card, the terms. */
export function checkOrderChoices(
  context: TrackerOrderContext,
  value: { prescriptions: string[]; cardId?: string; termsAccepted?: 'on' },
  ctx: z.RefinementCtx,
) {
  const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message })
  const { cards, atStore, kind, language } = context
  const messages = paymentMethodMessages(language)
  const card = cards.cards.find((option) => option.cardId === value.cardId)
  if (!card || card.expired)
    issue('cardId', cards.cards.some((option) => !option.expired) ? messages.chooseCard : messages.noCards)
  if (!value.termsAccepted) issue('termsAccepted', messages.termsRequired)
  if (
    value.prescriptions.length === 0 ||
    value.prescriptions.some((key) => !atStore.some((fill) => fillKey(fill) === key))
  )
    issue('prescriptions', kind.messages(language).chooseFill)
}

/** The fills an order names, and the card's label for its confirmation. */
export function orderedFills(context: TrackerOrderContext, keys: string[]) {
  return context.atStore.filter((fill) => keys.includes(fillKey(fill)))
}

export function cardLabel(context: TrackerOrderContext, cardId: string) {
  return context.cards.cards.find((option) => option.cardId === cardId)?.label ?? ''
}

/** Where an order page's confirmation is: under the page. */
const confirmationPathOf = (kind: Pick<TrackerOrderKind, 'wallet'>) => `${kind.wallet.closePath}/confirmation`

/**
 * Places the order: on success the choices are done with and the receipt
 * shows once on the confirmation; a failure answers the form with spec 8's
 * order messages (a 400's detail, else the generic one) and what was posted.
 */
export async function placeTrackerOrder(
  context: TrackerOrderContext,
  submission: { reply: (options?: { formErrors?: string[] }) => SubmissionResult<string[]> },
  place: () => Promise<Record<string, unknown>>,
) {
  const { payer, kind } = context
  let receipt: Record<string, unknown>
  try {
    receipt = await place()
  } catch (error) {
    if (!isUpstreamError(error)) throw error
    return orderRefusal(context, submission)(
      error.status === 400 ? 400 : 502,
      orderErrorMessages(error.status, error.body, rxCommonTextsIn(context.language).orderError),
    )
  }
  payer.flow.unset(kind.draftKey)
  await context.keep()
  throw await redirectWithFlash(confirmationPathOf(kind), { [kind.receiptKey]: receipt })
}

/** An order refused: the form's reply (what was posted, and why) with whatever the wallet renewed on the way. */
export function orderRefusal(
  context: TrackerOrderContext,
  submission: { reply: (options?: { formErrors?: string[] }) => SubmissionResult<string[]> },
) {
  return async (status: number, formErrors?: string[]) => {
    await context.keep()
    return data({ result: submission.reply(formErrors ? { formErrors } : undefined) }, { status })
  }
}

/** An order's confirmation, shown once (a flash): a reload goes back to the tracker. */
export async function loadOrderReceipt<Schema extends z.ZodObject, Words extends Record<string, string>>(
  request: Request,
  context: AppLoadContext,
  kind: Pick<TrackerOrderKind, 'receiptKey'>,
  schema: Schema,
  /** The page's own words about this receipt, in the request's language. */
  words: (receipt: z.infer<Schema>, language: Language) => Words,
) {
  await requireTrackerPayer(request, context)
  const { flash, headers } = await takeFlash(request)
  const receipt = schema.safeParse(flash?.[kind.receiptKey])
  if (!receipt.success) throw redirect(TRACKER_PATH)
  const { fillsLegend, backToTracker } = textsOf(TRACKER_ORDER, context.language)
  const texts = { ...words(receipt.data, context.language), fillsLegend, backToTracker }
  return data({ ...(receipt.data as z.infer<Schema>), texts }, { headers })
}
