import { parseWithZod } from '@conform-to/zod/v4'
import { data } from '@remix-run/node'
import { env } from '#app/env.server.ts'
import type { AccountAddress, AddCardPayload } from '#app/upstream/wallet-api.schema.ts'
import * as z from 'zod/mini'
import {
  FRAME_RESULT_PARAMS,
  frameErrorFromQuery,
  readCardFrameResult,
  type CardFrameMode,
  type StoredValueMode,
} from '#app/upstream/card-frame-protocol.ts'
import { walletPaths, type WalletHostConfig, type WalletHostView } from './wallet-config.ts'
import { applySaveOptions } from './wallet-selection.ts'
import { canAddGiftCard, canAddSnapCard, needsBackupBankCard } from './card-groups.ts'
import { cardAddressLines, postalAddressOf } from './billing-address.ts'
import { formatAddress } from '#app/ui/format.ts'
import { addBankCardSchema, billingAddressSelectionError, isBillingAddressValid } from './wallet-validation.ts'
import { cardView, walletListView } from './wallet-view.ts'
import { readFraudSignals } from './fraud-signals.server.ts'
import { readWalletSuccess, walletAnalytics, type Wallet } from './wallet.server.ts'
import { walletTextsIn } from './wallet.messages.server.ts'
import type { WordedEntry } from './card-frame.ts'

/** Spec 3 section 9: fallbacks when the host has no location (values not shown; decision 0024). */
export const DEFAULT_LOCATION = { facilityId: '00000', storeId: '00000' } as const

export function hostView(config: WalletHostConfig): WalletHostView {
  return {
    appName: config.appName,
    basePath: config.basePath,
    closePath: config.closePath,
    walletConfig: config.walletConfig,
    uiConfig: config.uiConfig,
    fraudScriptUrl: env().fraudScriptUrl,
  }
}

/**
 * The card list (spec 3 section 2). `?balanceFor=<cardId>` is the Retry of
 * a gift card whose balance did not load: a read, so a plain link works.
 */
export async function loadCardList(wallet: Wallet, request: Request) {
  const { config } = wallet
  walletAnalytics('start navigate', { appName: config.appName, screen: 'list' })
  const listed = await wallet.attempt('getCards', (api) => api.listCards(config.walletConfig))
  const read = await readWalletSuccess(request)
  const success = read ? wallet.says.success(read) : null
  const texts = walletTextsIn(wallet.language)
  if (!listed.ok) {
    await wallet.keep()
    return data({ host: hostView(config), texts, status: 'error' as const, message: listed.message, success })
  }
  let cards = listed.value
  let balanceError: string | null = null
  const retryId = new URL(request.url).searchParams.get('balanceFor')
  const retryCard = cards.find((card) => card.id === retryId && card.cardType === 'GIFT_CARD' && card.paymentGram)
  if (retryCard?.paymentGram) {
    const paymentGram = retryCard.paymentGram
    const balance = await wallet.attempt('giftBalance', (api) => api.giftCardBalance(paymentGram), 'GIFT_CARD')
    if (balance.ok) cards = cards.map((card) => (card.id === retryCard.id ? { ...card, balance: balance.value } : card))
    else balanceError = balance.message
  }
  await wallet.keep()
  return data({
    host: hostView(config),
    texts,
    status: 'loaded' as const,
    cards: walletListView(cards, config.appName, new Date(), wallet.says),
    balanceError,
    canAddSnapCard: canAddSnapCard(cards),
    canAddGiftCard: canAddGiftCard(cards),
    success,
  })
}

/** List actions: Make Preferred (the only list change without a screen of its own). */
export async function cardListAction(wallet: Wallet, form: FormData) {
  const paths = walletPaths(wallet.config)
  const cardId = form.get('cardId')
  if (form.get('intent') !== 'makePreferred' || typeof cardId !== 'string' || !cardId)
    throw new Response(wallet.says.unknownAction, { status: 400 })
  const result = await wallet.attempt('makePreferred', (api) => api.makePreferred(cardId))
  if (!result.ok) return wallet.redirectWithError(paths.list, result.message)
  return wallet.redirectWithSuccess(paths.list, 'Card Updated!', 'preferred')
}

/** One card of the wallet, for the screens about it; a card that is gone sends the user back to the list. */
export async function requireCard(wallet: Wallet, cardId: string | undefined) {
  const listed = await wallet.attempt('getCards', (api) => api.listCards(wallet.config.walletConfig))
  if (!listed.ok) throw new Response(listed.message, { status: 503 })
  const card = listed.value.find((candidate) => candidate.id === cardId)
  if (!card) throw await wallet.redirectWithError(walletPaths(wallet.config).list, wallet.says.cardGone)
  return { card, cards: listed.value }
}

export async function loadDeleteCard(wallet: Wallet, cardId: string | undefined) {
  walletAnalytics('start navigate', { appName: wallet.config.appName, screen: 'delete' })
  const { card } = await requireCard(wallet, cardId)
  await wallet.keep()
  return data({
    host: hostView(wallet.config),
    texts: walletTextsIn(wallet.language),
    card: cardView(card, wallet.config.appName, new Date(), wallet.says),
  })
}

/** Spec 3 section 8: a failed delete shows on the list. */
export async function deleteCardAction(wallet: Wallet, cardId: string | undefined) {
  const { card } = await requireCard(wallet, cardId)
  const paths = walletPaths(wallet.config)
  const result = await wallet.attempt('delete', (api) => api.deleteCard(card.id), card.cardType)
  if (!result.ok) return wallet.redirectWithError(paths.list, result.message)
  return wallet.redirectWithSuccess(paths.list, 'Card Deleted!', 'delete')
}

/** Why a SNAP or gift card cannot be added here, if it cannot (spec 3 section 5 limits). */
async function addBlocker(wallet: Wallet, kind: StoredValueMode) {
  const listed = await wallet.attempt('getCards', (api) => api.listCards(wallet.config.walletConfig))
  if (!listed.ok) throw new Response(listed.message, { status: 503 })
  const cards = listed.value
  if (needsBackupBankCard(cards, wallet.config.uiConfig.isMyWallet)) return wallet.says.backupCardNeeded
  if (kind === 'snap' && !canAddSnapCard(cards)) return wallet.says.ebtExists
  if (kind === 'gift' && !canAddGiftCard(cards)) return wallet.says.maxGiftCards
  return null
}

/** Add Gift Card or Add SNAP EBT Card: the hosted entry takes the number (and the gift PIN); the limits first. */
export async function loadAddCardScreen(wallet: Wallet, request: Request, kind: StoredValueMode) {
  walletAnalytics('start navigate', {
    appName: wallet.config.appName,
    screen: kind === 'snap' ? 'addSnapCard' : 'addGiftCard',
  })
  const url = new URL(request.url)
  const blocked = await addBlocker(wallet, kind)
  await wallet.keep()
  return data({
    host: hostView(wallet.config),
    texts: walletTextsIn(wallet.language),
    blocked,
    entry: hostedEntry(url, kind, wallet),
  })
}

/** The add call's body; the fraud script's profile rides along when the browser sent one. */
function addPayload(
  config: WalletHostConfig,
  paymentMethod: AddCardPayload['paymentMethod'],
  form: FormData,
): AddCardPayload {
  return {
    ...readFraudSignals(form),
    dateTime: { zone: 'UTC', value: new Date().toISOString() },
    facilityId: config.locationData?.facilityId ?? DEFAULT_LOCATION.facilityId,
    storeId: config.locationData?.storeId ?? DEFAULT_LOCATION.storeId,
    defaultCard: false,
    save: true,
    paymentMethod,
  }
}

/** The screen's form has no fields of its own: what it sends is the hosted entry's registration. */
const storedValueFormSchema = z.object({})

/** Add a gift card or the SNAP EBT card, registered with the processor on its hosted page (decision 0025). */
export async function addStoredValueCardAction(wallet: Wallet, form: FormData, kind: StoredValueMode) {
  const submission = parseWithZod(form, { schema: storedValueFormSchema })
  const refuse = async (message: string) => {
    await wallet.keep()
    return data({ result: submission.reply({ formErrors: [message] }) }, { status: 400 })
  }
  const card = readCardFrameResult(Object.fromEntries(form), kind)
  if (card?.mode !== kind) return refuse(wallet.says.cardDetailsMissing)
  const blocked = await addBlocker(wallet, kind)
  if (blocked) return refuse(blocked)
  const method: AddCardPayload['paymentMethod'] =
    kind === 'gift'
      ? { paymentType: 'GIFT_CARD', brand: 'NONE', lowValueToken: card.registrationId }
      : { paymentType: 'EBT_CARD', brand: 'EBT', lowValueToken: card.registrationId }
  const added = await wallet.attempt(
    'add',
    (api) => api.addCard(addPayload(wallet.config, method, form)),
    method.paymentType,
  )
  if (!added.ok) return refuse(added.message)
  return wallet.redirectWithSuccess(walletPaths(wallet.config).list, 'Card Added!', 'add')
}

/** `?billingRetry=1`: the address list already failed once (spec 3: the second failure is an error, not a warning). */
const BILLING_RETRY_PARAM = 'billingRetry'

/** This screen's URL without what the hosted page or a retry added: where the hosted page comes back to. */
function screenPath(url: URL) {
  const clean = new URL(url)
  for (const name of [...FRAME_RESULT_PARAMS, BILLING_RETRY_PARAM]) clean.searchParams.delete(name)
  return `${clean.pathname}${clean.search}`
}

export type AddressView = { id: string; text: string; valid: boolean }
export type BillingAddressesView =
  | { status: 'loaded'; addresses: AddressView[] }
  | { status: 'warning'; retryHref: string }
  | { status: 'error'; message: string }

function addressView(address: AccountAddress): AddressView {
  return { id: address.addressId, text: formatAddress(postalAddressOf(address)), valid: isBillingAddressValid(address) }
}

/** Spec 3 'Billing address load': the first failure is a warning with Retry, a second the error message. */
export async function loadBillingAddresses(wallet: Wallet, url: URL): Promise<BillingAddressesView> {
  const loaded = await wallet.attempt('billingInfo', (api) => api.listBillingAddresses())
  if (loaded.ok) {
    // Home addresses first (spec 3 'Account address').
    const sorted = [...loaded.value].sort((a, b) => Number(b.type === 'home') - Number(a.type === 'home'))
    return { status: 'loaded', addresses: sorted.map(addressView) }
  }
  if (url.searchParams.has(BILLING_RETRY_PARAM)) return { status: 'error', message: loaded.message }
  const retry = new URL(url)
  retry.searchParams.set(BILLING_RETRY_PARAM, '1')
  return { status: 'warning', retryHref: `${retry.pathname}${retry.search}` }
}

/** The hosted entry's part of a screen: where the processor's page is, where it comes back to, and what it brought back. */
export function hostedEntry(url: URL, mode: CardFrameMode, wallet: Pick<Wallet, 'says'>): WordedEntry {
  return {
    errorTexts: wallet.says.frameErrors,
    frameUrl: env().cardFrameUrl,
    returnUrl: screenPath(url),
    result: readCardFrameResult(Object.fromEntries(url.searchParams), mode) ?? null,
    errorCode: frameErrorFromQuery(url.searchParams) ?? null,
  }
}

/** Add Credit/Debit Card: the hosted card entry, the names, a billing address and the save options. */
export async function loadAddBankCard(wallet: Wallet, request: Request) {
  walletAnalytics('start navigate', { appName: wallet.config.appName, screen: 'addCard' })
  const url = new URL(request.url)
  const billing = await loadBillingAddresses(wallet, url)
  await wallet.keep()
  return data({
    host: hostView(wallet.config),
    texts: walletTextsIn(wallet.language),
    entry: hostedEntry(url, 'register', wallet),
    billing,
  })
}

export async function addBankCardAction(wallet: Wallet, form: FormData) {
  const submission = parseWithZod(form, { schema: addBankCardSchema(wallet.says) })
  if (submission.status !== 'success') {
    await wallet.keep()
    return data({ result: submission.reply() }, { status: 400 })
  }
  const card = readCardFrameResult(Object.fromEntries(form), 'register')
  if (card?.mode !== 'register') {
    await wallet.keep()
    return data({ result: submission.reply({ formErrors: [wallet.says.cardDetailsMissing] }) }, { status: 400 })
  }
  const addresses = await wallet.attempt('billingInfo', (api) => api.listBillingAddresses())
  if (!addresses.ok) {
    await wallet.keep()
    return data({ result: submission.reply({ formErrors: [addresses.message] }) }, { status: 400 })
  }
  const address = addresses.value.find((candidate) => candidate.addressId === submission.value.addressId)
  const addressError = billingAddressSelectionError(address, wallet.says)
  if (!address || addressError) {
    await wallet.keep()
    return data({ result: submission.reply({ fieldErrors: { addressId: [addressError ?? ''] } }) }, { status: 400 })
  }

  // Spec 3 section 4: preferred forces save on; a host without the save option always saves.
  const { save: chosenSave, preferred } = applySaveOptions(submission.value, 'preferred')
  const save = chosenSave || !wallet.config.walletConfig.saveCardOptionEnabled
  const payload = {
    ...addPayload(
      wallet.config,
      {
        paymentType: 'CREDIT_CARD',
        billing: cardAddressLines(address),
        brand: card.brand,
        expirationMonth: card.expMonth,
        expirationYear: card.expYear,
        lowValueToken: card.registrationId,
        cardFirstSix: card.bin,
        firstName: submission.value.firstName,
        lastName: submission.value.lastName,
      },
      form,
    ),
    defaultCard: preferred,
    save,
  }
  const added = await wallet.attempt('add', (api) => api.addCard(payload), 'CREDIT_CARD')
  if (!added.ok) {
    await wallet.keep()
    return data({ result: submission.reply({ formErrors: [added.message] }) }, { status: 400 })
  }
  // At checkout the new card comes back chosen (spec 3 section 4), still to be confirmed.
  const list = walletPaths(wallet.config).list
  return wallet.redirectWithSuccess(
    wallet.config.uiConfig.isMyWallet ? list : `${list}?${new URLSearchParams({ selected: added.value.id })}`,
    'Card Added!',
    'add',
  )
}
