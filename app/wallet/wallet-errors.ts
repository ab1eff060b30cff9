import type { CardType, WalletAppName } from '#app/upstream/wallet-api.constants.ts'

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
/** The fixed number in the fraud and maximum-bank-card messages (spec 3 section 8). */
export const FALLBACK_CUSTOMER_SERVICE_NUMBER = '1-800-555-0199'

export function customerServiceNumber(appName: WalletAppName) {
  return CUSTOMER_SERVICE_NUMBERS[appName]
}

/** Spec 3 section 8, quoted where the spec quotes; the rest is decision 0023. */
export const WALLET_ERROR_TEXTS = {
  timeout: (phone: string) =>
    `We're sorry, we are currently experiencing technical difficulties. Please try again. If the problem persists, please contact Customer Service at ${phone}.`,
  ebtExists: 'You can only save one SNAP EBT card. To use a different EBT card, delete the current one.',
  sessionExpired: 'It looks like your session has expired. Please log in again to continue.',
  ebtInvalidPin: 'Invalid PIN, please try again.',
  ebtLocked:
    'Your SNAP EBT card is locked after too many incorrect PIN attempts. Please contact your EBT card provider.',
  declinedAddress:
    'Your card was declined because the billing address does not match the card. Please check the billing address and try again.',
  declinedIssuer: 'Your card was declined by the card issuer. Please use a different card or contact your card issuer.',
  giftZeroBalance: 'This gift card has a zero balance and cannot be added.',
  declined: 'Your card was declined. Please use a different card.',
  duplicate: 'The card you are trying to add is already in your wallet, please add a different card.',
  fraud: `We're sorry, the payment information you entered is invalid. Please contact Customer Service at ${FALLBACK_CUSTOMER_SERVICE_NUMBER}.`,
  maxBankCards: `You have reached the maximum number of credit and debit cards in your wallet. Please delete a card or contact Customer Service at ${FALLBACK_CUSTOMER_SERVICE_NUMBER}.`,
  maxGiftCards: 'You can save up to 5 gift cards. Please delete a gift card to add a new one.',
} as const

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

const DECLINES: Record<string, string> = {
  RV62751: WALLET_ERROR_TEXTS.declinedAddress,
  RV32937: WALLET_ERROR_TEXTS.declinedIssuer,
  GIFT_CARD_ZERO_BALANCE: WALLET_ERROR_TEXTS.giftZeroBalance,
}
const FRAUD_MAP: Record<string, string> = {
  KC2617: WALLET_ERROR_TEXTS.fraud,
  RV72632: WALLET_ERROR_TEXTS.maxBankCards,
  GIFT_CARD_LIMIT_REACHED: WALLET_ERROR_TEXTS.maxGiftCards,
}

/** The customerErrorMessage of spec 3 section 8 for one failed call. */
export function walletErrorMessage(
  failure: WalletFailure,
  call: WalletCall,
  context: { appName: WalletAppName; cardType?: CardType },
) {
  if (failure.category === 'timeout') return WALLET_ERROR_TEXTS.timeout(customerServiceNumber(context.appName))
  switch (failure.status) {
    case 400:
      if (failure.reason === 'EBT card already exists') return WALLET_ERROR_TEXTS.ebtExists
      break
    case 401:
      return WALLET_ERROR_TEXTS.sessionExpired
    case 402:
      if (context.cardType === 'EBT_CARD') {
        if (failure.code === '55') return WALLET_ERROR_TEXTS.ebtInvalidPin
        if (failure.code === '75') return WALLET_ERROR_TEXTS.ebtLocked
        break
      }
      return (failure.code && DECLINES[failure.code]) ?? WALLET_ERROR_TEXTS.declined
    case 409:
      return WALLET_ERROR_TEXTS.duplicate
    case 422: {
      const refusal = failure.code ? FRAUD_MAP[failure.code] : undefined
      if (refusal) return refusal
      break
    }
  }
  return WALLET_CALL_DEFAULTS[call]
}

/** Spec 3 section 7 analytics: 400-499 is a user constraint error, 500 and above a customer-facing service error. */
export function walletErrorAnalyticsEvent(failure: WalletFailure) {
  const status = failure.category === 'timeout' ? 408 : failure.status
  if (status === undefined) return 'customer-facing service error'
  if (status >= 400 && status < 500) return 'user constraint error'
  return status >= 500 ? 'customer-facing service error' : undefined
}
