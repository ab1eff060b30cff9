import { HttpResponse, delay, http, type HttpResponseResolver } from 'msw'
import {
  PAYMENT_INTENT_MISSING,
  WALLET_HEADERS,
  WALLET_PATHS,
  type AddCardPayload,
  type BillingAddressPayload,
  type EditCardPayload,
} from '#app/upstream/wallet-api.schema.ts'
import { payerOf } from '../payers.ts'
import { scenarioOf, type ScenarioName } from '../scenarios.ts'
import { upstreamUrl } from '../upstream-urls.ts'
import { walletBackOffice, type WalletFailure } from '../wallet-back-office.ts'

const pay = (path: string) => upstreamUrl('wallet', path)
const envelope = (payment: unknown, status = 200) => HttpResponse.json({ data: { payment } }, { status })
const failure = ({ status, code, reason }: WalletFailure) =>
  HttpResponse.json({ code, reason, customerErrorMessage: reason ?? 'The wallet refused the request.' }, { status })

type Caller = {
  account: { userId: string }
  appName: string
  request: Request
  scenario: ScenarioName
  token: string
  params: Record<string, string | readonly string[] | undefined>
}

/** Scenario failures that apply to one call only, decided before the back office is touched. */
const CARD_DECLINES: Partial<Record<ScenarioName, WalletFailure>> = {
  'wallet-decline-address': { status: 402, code: 'RV62751' },
  'wallet-decline-issuer': { status: 402, code: 'RV32937' },
  'wallet-fraud': { status: 422, code: 'KC2617' },
}

/**
 * Every wallet call: the bearer names the caller. `wallet-token-expired`
 * accepts only refreshed tokens; a payment intent the pharmacy did not
 * create is not found, and `wallet-intent-missing` loses the caller's first one; `wallet-timeout` never answers.
 */
function walletCall(handle: (caller: Caller) => Response | Promise<Response>): HttpResponseResolver {
  return async ({ request, params }) => {
    const scenario = scenarioOf(request)
    if (scenario === 'wallet-timeout') await delay('infinite')
    const token = request.headers.get('authorization')?.replace(/^Bearer /, '') ?? ''
    // Customers and verified guests (decision 0031) both have a wallet.
    const account = payerOf(request.headers.get('authorization'))
    if (!account) return HttpResponse.json({ reason: 'Unauthorized' }, { status: 401 })
    if (scenario === 'wallet-token-expired' && !walletBackOffice.isRefreshed(token))
      return HttpResponse.json({ reason: 'Token expired' }, { status: 401 })
    const intent = request.headers.get(WALLET_HEADERS.paymentIntentId)
    const lost = scenario === 'wallet-intent-missing' && intent && walletBackOffice.shouldFail(`intent:${token}`, 1)
    if (intent && (lost || !walletBackOffice.isPaymentIntentOf(intent, account.userId)))
      return HttpResponse.json({ reason: PAYMENT_INTENT_MISSING }, { status: 404 })
    const appName = request.headers.get(WALLET_HEADERS.applicationId) ?? 'CLICKLIST'
    return handle({ account, appName, request, scenario, token, params })
  }
}

async function bodyOf<T>(request: Request): Promise<T | undefined> {
  try {
    return (await request.json()) as T
  } catch {
    return undefined
  }
}

const badRequest = (reason: string) => HttpResponse.json({ reason }, { status: 400 })

export const walletHandlers = [
  http.get(
    pay(WALLET_PATHS.wallet),
    walletCall(({ account, request, scenario }) => {
      if (scenario === 'wallet-load-error') return HttpResponse.json({ code: 'WALLET-500' }, { status: 500 })
      const include = (name: string) => request.headers.get(name) === 'true'
      const cards = walletBackOffice
        .wallet(account.userId)
        .cards.filter((card) =>
          card.cardType === 'EBT_CARD'
            ? include(WALLET_HEADERS.includeSnapCards)
            : card.cardType === 'GIFT_CARD'
              ? include(WALLET_HEADERS.includeGiftCards)
              : true,
        )
        .map((card) =>
          card.cardType === 'GIFT_CARD' && !include(WALLET_HEADERS.includeGiftBalances)
            ? { ...card, balance: null }
            : card,
        )
      return envelope({ cards })
    }),
  ),
  http.post(
    pay(WALLET_PATHS.wallet),
    walletCall(async ({ account, appName, request, scenario }) => {
      const payload = await bodyOf<AddCardPayload>(request)
      const type = payload?.paymentMethod?.paymentType
      if (!payload || !type) return badRequest('paymentMethod.paymentType is required')
      const bank = type === 'CREDIT_CARD' || type === 'BANK_CARD'
      const forced =
        (bank && CARD_DECLINES[scenario]) ||
        (scenario === 'wallet-duplicate' && { status: 409 }) ||
        (scenario === 'wallet-max-bank-cards' && bank && { status: 422, code: 'RV72632' }) ||
        (scenario === 'wallet-gift-limit' &&
          type === 'GIFT_CARD' && { status: 422, code: 'GIFT_CARD_LIMIT_REACHED' }) ||
        (scenario === 'wallet-ebt-exists' && type === 'EBT_CARD' && { status: 400, reason: 'EBT card already exists' })
      if (forced) return failure(forced)
      const result = walletBackOffice.addCard(account.userId, appName, payload)
      return result.ok ? envelope({ card: result.value }) : failure(result)
    }),
  ),
  http.put(
    pay(WALLET_PATHS.wallet),
    walletCall(async ({ account, appName, request, scenario }) => {
      const payload = await bodyOf<EditCardPayload>(request)
      if (!payload?.cardId) return badRequest('cardId is required')
      const decline = CARD_DECLINES[scenario]
      if (decline && decline.status === 402) return failure(decline)
      const result = walletBackOffice.editCard(account.userId, appName, payload)
      return result.ok ? envelope({ card: result.value }) : failure(result)
    }),
  ),
  http.delete(
    pay(`${WALLET_PATHS.wallet}/:cardId`),
    walletCall(({ account, params }) =>
      walletBackOffice.deleteCard(account.userId, String(params.cardId))
        ? envelope({})
        : failure({ status: 404, code: 'CARD_NOT_FOUND' }),
    ),
  ),
  http.get(
    pay(WALLET_PATHS.billing),
    walletCall(({ account, scenario, token }) => {
      const times = scenario === 'wallet-billing-fail-once' ? 1 : scenario === 'wallet-billing-fail-twice' ? 2 : 0
      if (times && walletBackOffice.shouldFail(`billing:${token}`, times))
        return HttpResponse.json({ code: 'BILLING-500' }, { status: 500 })
      return envelope({ addresses: walletBackOffice.wallet(account.userId).addresses })
    }),
  ),
  http.put(
    pay(WALLET_PATHS.billing),
    walletCall(async ({ account, request }) => {
      const address = (await bodyOf<{ address?: BillingAddressPayload }>(request))?.address
      if (!address?.addressLine1 || !address.city || !address.stateCode || !address.zip)
        return badRequest('address is incomplete')
      const saved = walletBackOffice.saveAddress(account.userId, {
        addressId: address.addressId,
        street: address.addressLine1,
        unit: address.addressLine2 ?? null,
        locality: address.city,
        region: address.stateCode,
        postalCode: address.zip,
        countryCode: address.countryCode,
        type: 'billing',
      })
      return envelope({ address: saved })
    }),
  ),
  http.post(
    pay(WALLET_PATHS.giftBalance),
    walletCall(async ({ account, request }) => {
      const paymentGram = (await bodyOf<{ paymentGram?: string }>(request))?.paymentGram
      const card = paymentGram ? walletBackOffice.cardByPaymentGram(account.userId, paymentGram) : undefined
      if (!card?.balance) return failure({ status: 404, code: 'CARD_NOT_FOUND' })
      return envelope({ remainingBalance: card.balance })
    }),
  ),
  http.post(
    pay(WALLET_PATHS.ebtBalance),
    walletCall(async ({ account, request, scenario }) => {
      if (scenario === 'wallet-ebt-bad-pin') return failure({ status: 402, code: '55' })
      if (scenario === 'wallet-ebt-locked') return failure({ status: 402, code: '75' })
      const pin = (await bodyOf<{ paymentMethod?: { encryptedPin?: string } }>(request))?.paymentMethod?.encryptedPin
      const result = walletBackOffice.ebtBalance(account.userId, pin ?? '')
      return result.ok
        ? envelope({ data: { transactionBalanceInquiry: { remainingBalance: { snap: result.value } } } })
        : failure(result)
    }),
  ),
  http.put(
    pay(WALLET_PATHS.defaults),
    walletCall(async ({ account, appName, request }) => {
      const cardId = (await bodyOf<{ cardId?: string }>(request))?.cardId
      return cardId && walletBackOffice.makePreferred(account.userId, appName, cardId)
        ? envelope({})
        : failure({ status: 404, code: 'CARD_NOT_FOUND' })
    }),
  ),
  http.post(
    pay(WALLET_PATHS.mockDemoWallet),
    walletCall(({ account }) => {
      walletBackOffice.useDemoWallet(account.userId)
      return envelope({})
    }),
  ),
]
