// The wallet's user-facing texts. No zod here: screens import them without loading the validators (decision 0014).
import type { CardBrand } from '#app/upstream/wallet-api.constants.ts'
import type { FrameError } from './card-frame.ts'
import type { WalletHostConfig } from './wallet-config.ts'

/** The fixed number in the fraud and maximum-bank-card messages (spec 3 section 8). */
export const FALLBACK_CUSTOMER_SERVICE_NUMBER = '1-800-555-0199'

/** Spec 3 section 5, word for word, except where marked. */
export const WALLET_MESSAGES = {
  firstNameRequired: 'First Name is a required field.',
  lastNameRequired: 'Last Name is a required field.',
  nameMax: 'Maximum length for name fields is 375 characters.',
  firstNameInvalid: 'Please enter a valid first name.',
  lastNameInvalid: 'Please enter a valid last name.',
  addressRequired: 'Address is a required field.',
  addressMax: 'Maximum length for address fields is 100 characters.',
  addressInvalid: 'Address has invalid characters.',
  cityRequired: 'City is a required field.',
  cityMax: 'Maximum length for city field is 50 characters.',
  cityInvalid: 'City has invalid characters.',
  stateRequired: 'State/Province is a required field.',
  postalCodeRequired: 'Postal Code is a required field.',
  postalCodeInvalid: 'Please enter a valid postal code.',
  expirationMonthInvalid: 'Please enter a valid expiration month.',
  expirationMonthTwoDigits: 'Expiration Month needs to be in a 2-digit format. (ex: 06).',
  expirationYearInvalid: 'Please enter a valid expiration year.',
  expirationDatePast: 'Expiration Date must be after the current date.',
  expirationDateNumeric: 'Expiration Date must be in MM YY format and only composed of numbers.',
  billingAddressNotSelected: 'Please select a billing address.',
  billingAddressInvalid:
    "We're sorry, but your billing address has invalid characters. Please select a new address or edit your currently selected address to continue.",
} as const

/** Wallet texts the spec does not quote (decided here, not spec wording). */
export const WALLET_TEXTS = {
  frameOther: 'We could not read your card details. Please try again.',
} as const

export const FRAME_ERROR_MESSAGES: Readonly<Record<string, FrameError>> = {
  '871': { field: 'cardNumber', message: 'Please enter a valid credit or debit card.' },
  '872': { field: 'cardNumber', message: 'Card number too short.' },
  '873': { field: 'cardNumber', message: 'Card number too long.' },
  '874': { field: 'cardNumber', message: 'Card number not numeric.' },
  '876': { field: 'cardNumber', message: 'Please enter a valid credit or debit card.' },
  '881': { field: 'cvv', message: 'Invalid CVV.' },
  '882': { field: 'cvv', message: 'CVV too short.' },
  '883': { field: 'cvv', message: 'CVV too long.' },
}

export const BRAND_LABELS: Record<CardBrand, string> = {
  VISA: 'Visa',
  MASTERCARD: 'Mastercard',
  AMEX: 'American Express',
  DISCOVER: 'Discover',
  DINERS: 'Diners Club',
  JCB: 'JCB',
  UNIONPAY: 'UnionPay',
  EBT: 'SNAP EBT',
  NONE: 'Card',
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

/** Spec 3 section 2 screen titles; the list's depends on the mode. */
export const SCREEN_TITLES = {
  list: (config: Pick<WalletHostConfig, 'uiConfig'>) => (config.uiConfig.isMyWallet ? 'Wallet' : 'Select Payment'),
  addCard: 'Add Credit/Debit Card',
  addSnap: 'Add SNAP EBT Card',
  addGift: 'Add Gift Card',
  editCard: 'Edit Credit/Debit Card',
  deleteCard: 'Deleting Payment',
  exitConfirm: 'Discard Changes?',
  addresses: 'Billing Address',
  addAddress: 'Add Billing Address',
  editAddress: 'Edit Billing Address',
  checkBalance: 'Check Balance',
} as const

/** Texts the spec names but does not quote (decision 0024), and its fixed row texts. */
export const WALLET_SCREEN_TEXTS = {
  maxSnapCards: WALLET_ERROR_TEXTS.ebtExists,
  maxGiftCards: WALLET_ERROR_TEXTS.maxGiftCards,
  backupCardNeeded: 'Please add a credit or debit card before adding a SNAP EBT or gift card.',
  keepGiftCard: 'Keep your gift card! You will need it for any refunds or additional charges.',
  deleteConfirm: 'Are you sure you want to remove this payment method from your wallet?',
  cardGone: 'This card is no longer in your wallet.',
  cardDetailsMissing: 'Please enter your card details.',
  cvvMissing: 'Please enter the security code of your card.',
  pinMissing: 'Please enter your SNAP EBT PIN.',
  addressGone: 'This billing address is no longer on your account.',
  billingWarning: 'We could not load your billing addresses.',
  addBillingAddress: 'Add Billing Address',
  saveCard: 'Save this card to my wallet',
  preferredCard: 'Make this my preferred card',
  expired: 'Expired. Please update your payment info.',
  balanceError: 'Balance Error',
} as const

/** Texts of the card-entry block the spec does not quote (decision 0025). */
export const CARD_ENTRY_TEXTS = {
  register: { title: 'Card Details', start: 'Enter Card Details', change: 'Use a different card' },
  cvv: { title: 'Security Code', start: 'Enter Security Code', change: 'Enter it again' },
  pin: { title: 'SNAP EBT PIN', start: 'Enter PIN', change: 'Enter it again' },
  gift: { title: 'Gift Card Details', start: 'Enter Gift Card Details', change: 'Use a different card' },
  snap: { title: 'SNAP EBT Card Details', start: 'Enter Card Number', change: 'Use a different card' },
  frameTimeout: 'The secure card form did not load. Please try again, or continue on the secure card page.',
  openFullPage: 'Continue on the secure card page',
  frameTitle: 'Secure card entry',
} as const

/** Spec 3 section 4 exit confirmation. */
export const EXIT_TEXTS = { keep: 'No, Keep Changes', discard: 'Yes, Discard Changes' } as const
