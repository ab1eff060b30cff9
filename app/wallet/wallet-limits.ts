// The wallet's limits (spec 3 section 9): plain constants for the browser and the server alike.

/** Spec 3 section 9. */
export const WALLET_LIMITS = {
  maxGiftCards: 5,
  maxSnapCards: 1,
  frameTimeoutMs: 10_000,
  successBannerMs: 5_000,
  expiryYears: 15,
} as const

/** Spec 3 section 9: `maxLength` of each input (the schemas check the real rules). */
export const INPUT_CAPS = {
  name: 40,
  address: 100,
  city: 50,
  postalCode: 7,
  giftCardNumber: 22,
  pin: 4,
  ebtNumber: 19,
} as const
