import { randomUUID } from 'node:crypto'
import type {
  AccountAddress,
  AddCardPayload,
  BillingPayload,
  EditCardPayload,
  WalletCard,
} from '#app/upstream/wallet-api.schema.ts'
import { demoWallet, seedWallet, type Wallet } from './wallet-seed.ts'

/**
 * The payment half of the simulated back office: a wallet per user, and what
 * the card processor's hosted page registered (the app never sees a card
 * number: it gets these ids back and passes them on).
 */
/** What the processor keeps of a card entered on its hosted page: a bank card's brand and digits, or a stored-value card's number (and gift PIN). */
type Registration =
  | { kind: 'bank'; brand: WalletCard['brand']; lastFour: string; bin: string }
  | { kind: 'gift' | 'ebt'; pan: string; pin?: string }
type State = {
  wallets: Map<string, Wallet>
  registrations: Map<string, Registration>
  /** PIN checkout ids the hosted page issued for an EBT PIN, with whether the PIN was right. */
  pinCheckouts: Map<string, { correct: boolean }>
  cvvCheckouts: Set<string>
  paymentIntents: Map<string, string>
  /** Tokens the auth service issued by refresh: the 'token expired' scenario accepts only these. */
  refreshedTokens: Set<string>
  /** How often a scenario has already failed a caller's token, for the 'once' and 'twice' scenarios. */
  failures: Map<string, number>
}

function freshState(): State {
  return {
    wallets: new Map(),
    registrations: new Map(),
    pinCheckouts: new Map(),
    cvvCheckouts: new Set(),
    paymentIntents: new Map(),
    refreshedTokens: new Set(),
    failures: new Map(),
  }
}
let state = freshState()

export function resetWalletBackOffice() {
  state = freshState()
}

export type WalletFailure = { status: number; code?: string; reason?: string }
type WalletResult<T> = { ok: true; value: T } | ({ ok: false } & WalletFailure)

const fail = (status: number, code?: string, reason?: string): { ok: false } & WalletFailure => ({
  ok: false,
  status,
  code,
  reason,
})
const MAX_GIFT_CARDS = 5
/** The simulated issuer's limit on saved credit and debit cards (spec 3: 'comes from the server'). */
const MAX_BANK_CARDS = 8
/** Gift cards whose number ends like this have nothing left on them. */
const EMPTY_GIFT_CARD_SUFFIX = '0000'
/** The simulated processor accepts this EBT PIN. */
const DEMO_EBT_PIN = '1234'
const DEMO_EBT_BALANCE = 'USD 42.17'

function billingToAddress(billing: BillingPayload | undefined): WalletCard['address'] {
  return billing ? { ...billing } : null
}

function isBankCard(card: WalletCard) {
  return card.cardType === 'BANK_CARD' || card.cardType === 'CREDIT_CARD'
}

export const walletBackOffice = {
  wallet(userId: string) {
    let wallet = state.wallets.get(userId)
    if (!wallet) {
      wallet = seedWallet(userId)
      state.wallets.set(userId, wallet)
    }
    return wallet
  },
  /** The pharmacy's payment intents (spec 2 'Payment intent'): created there, checked by the wallet. */
  createPaymentIntent(userId: string) {
    const id = `pi-${randomUUID()}`
    state.paymentIntents.set(id, userId)
    return id
  },
  isPaymentIntentOf(id: string, userId: string) {
    return state.paymentIntents.get(id) === userId
  },
  /** Replaces the user's wallet with the demo one, so a test or a demo starts from known cards. */
  useDemoWallet(userId: string) {
    state.wallets.set(userId, demoWallet())
  },
  register(registration: Registration) {
    const id = `reg-${randomUUID()}`
    state.registrations.set(id, registration)
    return id
  },
  registration(id: string) {
    return state.registrations.get(id)
  },
  /** A CVV the hosted page took for an edit: the checkout id is proof it was entered. */
  registerCvv() {
    const id = `chk-${randomUUID()}`
    state.cvvCheckouts.add(id)
    return id
  },
  hasCvvCheckout(id: string) {
    return state.cvvCheckouts.has(id)
  },
  registerPin(pin: string) {
    const id = `pin-${randomUUID()}`
    state.pinCheckouts.set(id, { correct: pin === DEMO_EBT_PIN })
    return id
  },
  markRefreshed(token: string) {
    state.refreshedTokens.add(token)
  },
  isRefreshed(token: string) {
    return state.refreshedTokens.has(token)
  },
  /** True the first `times` calls for this key, then false: the 'fails once / twice' scenarios. */
  shouldFail(key: string, times: number) {
    const count = state.failures.get(key) ?? 0
    state.failures.set(key, count + 1)
    return count < times
  },
  addCard(userId: string, appName: string, payload: AddCardPayload): WalletResult<WalletCard> {
    const wallet = this.wallet(userId)
    const method = payload.paymentMethod
    let card: WalletCard
    const registration = method.lowValueToken ? state.registrations.get(method.lowValueToken) : undefined
    if (method.paymentType === 'EBT_CARD') {
      if (registration?.kind !== 'ebt') return fail(400, 'INVALID_REGISTRATION')
      if (wallet.cards.some((existing) => existing.cardType === 'EBT_CARD'))
        return fail(400, undefined, 'EBT card already exists')
      card = {
        id: `card-${randomUUID()}`,
        cardType: 'EBT_CARD',
        brand: 'EBT',
        lastFourPan: registration.pan.slice(-4),
        default: false,
        defaultApplications: [],
        expired: false,
        saved: true,
        balance: null,
      }
    } else if (method.paymentType === 'GIFT_CARD') {
      if (registration?.kind !== 'gift') return fail(400, 'INVALID_REGISTRATION')
      const pan = registration.pan
      if (wallet.cards.filter((existing) => existing.cardType === 'GIFT_CARD').length >= MAX_GIFT_CARDS)
        return fail(422, 'GIFT_CARD_LIMIT_REACHED')
      if (wallet.cards.some((existing) => existing.cardType === 'GIFT_CARD' && existing.lastFourPan === pan.slice(-4)))
        return fail(409)
      if (pan.endsWith(EMPTY_GIFT_CARD_SUFFIX)) return fail(402, 'GIFT_CARD_ZERO_BALANCE')
      card = {
        id: `card-${randomUUID()}`,
        cardType: 'GIFT_CARD',
        brand: 'NONE',
        lastFourPan: pan.slice(-4),
        default: false,
        defaultApplications: [],
        expired: false,
        saved: true,
        balance: 'USD 50.00',
      }
    } else {
      if (registration?.kind !== 'bank') return fail(400, 'INVALID_REGISTRATION')
      const bankCards = wallet.cards.filter(isBankCard)
      if (
        bankCards.some(
          (existing) => existing.lastFourPan === registration.lastFour && existing.bin === registration.bin,
        )
      )
        return fail(409)
      if (bankCards.length >= MAX_BANK_CARDS) return fail(422, 'RV72632')
      card = {
        id: `card-${randomUUID()}`,
        cardType: 'CREDIT_CARD',
        brand: registration.brand,
        lastFourPan: registration.lastFour,
        bin: registration.bin,
        expirationMonth: method.expirationMonth,
        expirationYear: method.expirationYear,
        expired: false,
        default: false,
        defaultApplications: [],
        firstName: method.firstName,
        lastName: method.lastName,
        address: billingToAddress(method.billing),
        saved: payload.save,
      }
    }
    card.paymentGram = `pg-${card.id}`
    if (payload.defaultCard && isBankCard(card)) {
      for (const existing of wallet.cards)
        existing.defaultApplications = existing.defaultApplications.filter((app) => app !== appName)
      card.defaultApplications = [appName]
      card.default = true
    }
    // An unsaved card is good for this checkout only: the processor returns it but the wallet does not keep it.
    if (payload.save || !isBankCard(card))
      wallet.cards = card.default ? [card, ...wallet.cards] : [...wallet.cards, card]
    return { ok: true, value: card }
  },
  editCard(userId: string, appName: string, payload: EditCardPayload, now = new Date()): WalletResult<WalletCard> {
    const card = this.wallet(userId).cards.find((existing) => existing.id === payload.cardId)
    if (!card) return fail(404, 'CARD_NOT_FOUND')
    const method = payload.paymentMethod
    // A bank card edit carries the checkout id of the CVV the hosted page took.
    if (isBankCard(card) && !(method.lowValueToken && state.cvvCheckouts.has(method.lowValueToken)))
      return fail(400, 'INVALID_CHECKOUT')
    if (method.expirationMonth && method.expirationYear) {
      card.expirationMonth = method.expirationMonth
      card.expirationYear = method.expirationYear
      const end = new Date(Date.UTC(Number(method.expirationYear), Number(method.expirationMonth), 1))
      card.expired = end.getTime() <= now.getTime()
    }
    if (method.billing) card.address = billingToAddress(method.billing)
    if (payload.defaultCard) this.makePreferred(userId, appName, card.id)
    card.lastUpdatedTimestamp = now.toISOString()
    return { ok: true, value: card }
  },
  deleteCard(userId: string, cardId: string) {
    const wallet = this.wallet(userId)
    const before = wallet.cards.length
    wallet.cards = wallet.cards.filter((card) => card.id !== cardId)
    return wallet.cards.length < before
  },
  makePreferred(userId: string, appName: string, cardId: string) {
    const wallet = this.wallet(userId)
    const card = wallet.cards.find((existing) => existing.id === cardId)
    if (!card || !isBankCard(card)) return false
    for (const existing of wallet.cards) {
      existing.defaultApplications = existing.defaultApplications.filter((app) => app !== appName)
      existing.default = existing.defaultApplications.length > 0
    }
    card.defaultApplications = [...card.defaultApplications, appName]
    card.default = true
    return true
  },
  saveAddress(userId: string, address: Omit<AccountAddress, 'addressId'> & { addressId?: string }) {
    const wallet = this.wallet(userId)
    const saved: AccountAddress = { ...address, addressId: address.addressId ?? `bill-${randomUUID()}` }
    const index = wallet.addresses.findIndex((existing) => existing.addressId === saved.addressId)
    if (index >= 0) wallet.addresses[index] = saved
    else wallet.addresses.push(saved)
    return saved
  },
  cardByPaymentGram(userId: string, paymentGram: string) {
    return this.wallet(userId).cards.find((card) => card.paymentGram === paymentGram)
  },
  /** Checks the PIN the hosted page took; a right PIN reads the SNAP balance onto every SNAP card. */
  ebtBalance(userId: string, pinCheckoutId: string): WalletResult<string> {
    const pin = state.pinCheckouts.get(pinCheckoutId)
    if (!pin) return fail(400, 'INVALID_PIN_CHECKOUT')
    if (!pin.correct) return fail(402, '55')
    for (const card of this.wallet(userId).cards) if (card.cardType === 'EBT_CARD') card.balance = DEMO_EBT_BALANCE
    return { ok: true, value: DEMO_EBT_BALANCE }
  },
}
