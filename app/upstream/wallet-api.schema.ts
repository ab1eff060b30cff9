import { z } from 'zod'
import { CARD_BRANDS, CARD_TYPES, type CardBrand, type CardType } from './wallet-api.constants.ts'

/**
 * The payment wallet API (spec 3 sections 3 and 7). Every answer is wrapped in
 * `data.payment`. Where the spec says 'not shown' the shape here is our
 * contract with the simulated back office (decision 0022).
 */
const WALLET_BASE_PATH = '/payment/v2/wallet'
export const WALLET_PATHS = {
  wallet: WALLET_BASE_PATH,
  card: (cardId: string) => `${WALLET_BASE_PATH}/${encodeURIComponent(cardId)}`,
  billing: `${WALLET_BASE_PATH}/account/billing`,
  giftBalance: `${WALLET_BASE_PATH}/gift-card/balance`,
  ebtBalance: `${WALLET_BASE_PATH}/cards/ebt/balance`,
  defaults: `${WALLET_BASE_PATH}/cards/defaults`,
  /** Mocks only: the simulated back office's 'give me the demo wallet'. */
  mockDemoWallet: '/mock/demo-wallet',
} as const

export const PAYMENT_INTENT_MISSING = 'Could not find the requested payment intent.'

/** Header names of spec 3 section 7 (the spec names the headers, not their spelling; decision 0022). */
export const WALLET_HEADERS = {
  applicationId: 'x-application-id',
  tenant: 'x-tenant',
  idempotencyKey: 'idempotency-key',
  authType: 'x-payment-auth-type',
  paymentIntentId: 'x-payment-intent-id',
  botTelemetry: 'x-bot-telemetry',
  includeSnapCards: 'x-include-snap-cards',
  includeGiftCards: 'x-include-gift-cards',
  includeGiftBalances: 'x-include-gift-balances',
} as const

/** Card billing address: one line is the street; two lines are unit then street. */
export const cardAddressSchema = z.object({
  addressLines: z.array(z.string()),
  cityTown: z.string(),
  stateProvince: z.string(),
  postalCode: z.string(),
  countryCode: z.string().nullish(),
})
export type CardAddress = z.infer<typeof cardAddressSchema>

export const walletCardSchema = z.object({
  id: z.string(),
  versionKey: z.string().nullish(),
  cardType: z.enum(CARD_TYPES),
  lastFourPan: z.string(),
  bin: z.string().nullish(),
  brand: z.enum(CARD_BRANDS).catch('NONE'),
  binType: z.string().nullish(),
  description: z.string().nullish(),
  default: z.boolean().default(false),
  defaultApplications: z.array(z.string()).default([]),
  fraudToken: z.string().nullish(),
  paymentGram: z.string().nullish(),
  vaultCardId: z.string().nullish(),
  expirationMonth: z.string().nullish(),
  expirationYear: z.string().nullish(),
  expired: z.boolean().default(false),
  address: cardAddressSchema.nullish(),
  lastUpdatedTimestamp: z.string().nullish(),
  firstName: z.string().nullish(),
  lastName: z.string().nullish(),
  isNotAllowedForFuelPay: z.boolean().nullish(),
  imageType: z.string().nullish(),
  saved: z.boolean().default(true),
  /** Gift and EBT cards: text such as 'USD 25.00'. */
  balance: z.string().nullish(),
})
export type WalletCard = z.infer<typeof walletCardSchema>

/** An address on the customer's account, offered as a billing address (home addresses first). */
export const accountAddressSchema = z.object({
  addressId: z.string(),
  street: z.string(),
  unit: z.string().nullish(),
  locality: z.string(),
  county: z.string().nullish(),
  region: z.string(),
  postalCode: z.string(),
  countryCode: z.string().nullish(),
  type: z.string().nullish(),
})
export type AccountAddress = z.infer<typeof accountAddressSchema>

const envelope = <T extends z.ZodType>(payment: T) => z.object({ data: z.object({ payment }) })

export const cardsResponseSchema = envelope(z.object({ cards: z.array(walletCardSchema) }))
export const cardResponseSchema = envelope(z.object({ card: walletCardSchema }))
export const addressesResponseSchema = envelope(z.object({ addresses: z.array(accountAddressSchema) }))
export const giftBalanceResponseSchema = envelope(z.object({ remainingBalance: z.string() }))
export const ebtBalanceResponseSchema = envelope(
  z.object({
    data: z.object({ transactionBalanceInquiry: z.object({ remainingBalance: z.object({ snap: z.string() }) }) }),
  }),
)
/** Calls whose answer the spec does not show: anything is accepted. */
export const ignoredResponseSchema = z.unknown()

/** The billing part of add and edit payloads. */
export type BillingPayload = {
  addressLines: string[]
  cityTown: string
  stateProvince: string
  postalCode: string
  countryCode: string
}

/** What add and edit both send about the card (spec 3 section 7). */
export type CardPaymentMethod = {
  paymentType: CardType
  billing?: BillingPayload
  brand: CardBrand
  expirationMonth?: string
  expirationYear?: string
  lowValueToken?: string
  cardFirstSix?: string
  firstName?: string
  lastName?: string
}

type CardRequest = {
  dateTime: { zone: 'UTC'; value: string }
  facilityId: string
  storeId: string
  defaultCard: boolean
}

export type AddCardPayload = CardRequest & {
  save: boolean
  /**
   * The spec's browser widget adds `pan` (EBT) and `pan` and `pin` (gift); this
   * server never holds them, so a gift or EBT card comes as the processor's
   * registration in `lowValueToken`, like a bank card (decision 0025).
   */
  paymentMethod: CardPaymentMethod
  accertifyTransactionId?: string
  deviceInfo?: { pageId: string; sessionId: string; ubaId?: string; ubaEvents?: string }
}

export type EditCardPayload = CardRequest & {
  cardId: string
  paymentGram?: string
  saved: boolean
  paymentMethod: CardPaymentMethod
}

/** Spec 3 'Address payload', sent to PUT {base}/account/billing. */
export type BillingAddressPayload = {
  addressId?: string
  addressLine1: string
  addressLine2?: string
  addressType: 'delivery'
  city: string
  countryCode: string
  preferredAddress: false
  stateCode: string
  zip: string
}

/** Spec 3 section 8: errors carry a reason and a code; both are read to pick the message. */
export const walletErrorBodySchema = z
  .object({
    reason: z.string().optional(),
    code: z.union([z.string(), z.number()]).optional(),
    errorCode: z.union([z.string(), z.number()]).optional(),
  })
  .partial()
