/** The wallet's enumerations, without zod, so browser code can use them (decision 0014). */
export const CARD_TYPES = ['BANK_CARD', 'CREDIT_CARD', 'EBT_CARD', 'GIFT_CARD'] as const
export type CardType = (typeof CARD_TYPES)[number]

export const CARD_BRANDS = [
  'VISA',
  'MASTERCARD',
  'AMEX',
  'DISCOVER',
  'DINERS',
  'JCB',
  'UNIONPAY',
  'EBT',
  'NONE',
] as const
export type CardBrand = (typeof CARD_BRANDS)[number]

/** The app names of spec 3 section 3 'appName'; a card is preferred for the apps in its defaultApplications. */
export const WALLET_APP_NAMES = ['CLICKLIST', 'MEMBERSHIP', 'RXWEB', 'EPRN', 'WEB HOSTED PAYMENT PAGE'] as const
export type WalletAppName = (typeof WALLET_APP_NAMES)[number]
