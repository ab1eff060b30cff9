import type { CardType, WalletAppName } from '#app/upstream/wallet-api.constants.ts'
import { WALLET_ERROR_TEXTS } from './wallet-texts.ts'

/**
 * Spec 3 section 6: the customer-service number depends on the calling app
 * (the spec hides the three numbers; ours are reserved 555 numbers, decision 0023).
 */
const CUSTOMER_SERVICE_NUMBERS: Record<WalletAppName, string> = {
  CLICKLIST: '1-800-555-0140',
  MEMBERSHIP: '1-800-555-0140',
  EPRN: '1-800-555-0141',
  RXWEB: '1-800-555-0142',
  'WEB HOSTED PAYMENT PAGE': '1-800-555-0140',
}

function customerServiceNumber(appName: WalletAppName) {
  return CUSTOMER_SERVICE_NUMBERS[appName]
}

/** Per-call fallbacks (spec 3 section 8 'Per-call defaults'; wording not shown). */
export const WALLET_CALL_DEFAULTS = {
  getCards: 'We could not load your payment methods. Please try again.',
  add: 'We could not add your card. Please try again.',
  edit: 'We could not update your card. Please try again.',
  delete: 'We could not delete your card. Please try again.',
  billingInfo: 'We could not load your billing addresses. Please try again.',
  updateBillingInfo: 'We could not save your billing address. Please try again.',
  giftBalance: 'We could not check your gift card balance. Please try again.',
  ebtBalance: 'We could not check your SNAP EBT balance. Please try again.',
  makePreferred: 'We could not update your preferred card. Please try again.',
} as const
export type WalletCall = keyof typeof WALLET_CALL_DEFAULTS

/** What a failed wallet call tells us: the request layer's category and status, the body's code and reason. */
export type WalletFailure = {
  category: 'network' | 'timeout' | 'http' | 'malformed' | 'unauthorized' | 'forbidden'
  status?: number
  code?: string
  reason?: string
}

type ErrorKey = Exclude<keyof typeof WALLET_ERROR_TEXTS, 'timeout'>

/** The customer messages in one language (English unless a request asks for Spanish: `walletMessagesIn`). */
export type WalletErrorTexts = Record<ErrorKey, string> & {
  timeout: (phone: string) => string
  call: (call: WalletCall) => string
}
const ENGLISH: WalletErrorTexts = { ...WALLET_ERROR_TEXTS, call: (call) => WALLET_CALL_DEFAULTS[call] }

const DECLINES: Record<string, ErrorKey> = {
  RV62751: 'declinedAddress',
  RV32937: 'declinedIssuer',
  GIFT_CARD_ZERO_BALANCE: 'giftZeroBalance',
}
const FRAUD_MAP: Record<string, ErrorKey> = {
  KC2617: 'fraud',
  RV72632: 'maxBankCards',
  GIFT_CARD_LIMIT_REACHED: 'maxGiftCards',
}

/** The customerErrorMessage of spec 3 section 8 for one failed call. */
export function walletErrorMessage(
  failure: WalletFailure,
  call: WalletCall,
  context: { appName: WalletAppName; cardType?: CardType },
  texts: WalletErrorTexts = ENGLISH,
) {
  if (failure.category === 'timeout') return texts.timeout(customerServiceNumber(context.appName))
  switch (failure.status) {
    case 400:
      if (failure.reason === 'EBT card already exists') return texts.ebtExists
      break
    case 401:
      return texts.sessionExpired
    case 402: {
      if (context.cardType === 'EBT_CARD') {
        if (failure.code === '55') return texts.ebtInvalidPin
        if (failure.code === '75') return texts.ebtLocked
        break
      }
      const decline = failure.code ? DECLINES[failure.code] : undefined
      return texts[decline ?? 'declined']
    }
    case 409:
      return texts.duplicate
    case 422: {
      const refusal = failure.code ? FRAUD_MAP[failure.code] : undefined
      if (refusal) return texts[refusal]
      break
    }
  }
  return texts.call(call)
}

/** Spec 3 section 7 analytics: 400-499 is a user constraint error, 500 and above a customer-facing service error. */
export function walletErrorAnalyticsEvent(failure: WalletFailure) {
  const status = failure.category === 'timeout' ? 408 : failure.status
  if (status === undefined) return 'customer-facing service error'
  if (status >= 400 && status < 500) return 'user constraint error'
  return status >= 500 ? 'customer-facing service error' : undefined
}
