import * as z from 'zod/mini'

/**
 * What the simulated hosted card-entry page checks before its processor sees
 * a gift or SNAP EBT card. A real processor's page has its own checks; the
 * simulation uses spec 3 section 5's wording. The wallet never runs these:
 * no card number or PIN reaches it.
 */
const CARD_ENTRY_MESSAGES = {
  /** Not quoted by the spec ('required' only): worded like the wallet's other required messages. */
  cardNumberRequired: 'Card Number is a required field.',
  ebtCardNumberLength: 'Card Number must be at least 16 characters long and at most 19 characters long.',
  giftCardNumberLength: 'Card Number must be exactly 19 characters long.',
  pinRequired: 'PIN is a required field.',
  pinLength: 'PIN must be exactly 4 characters long.',
} as const

/** Strips anything but digits before the required and length checks; the output is digits only. */
function cardNumber(min: number, max: number, lengthMessage: string) {
  return z.string({ error: CARD_ENTRY_MESSAGES.cardNumberRequired }).check(
    z.overwrite((value) => value.replace(/\D/g, '')),
    z.minLength(1, { error: CARD_ENTRY_MESSAGES.cardNumberRequired, abort: true }),
    z.minLength(min, lengthMessage),
    z.maxLength(max, lengthMessage),
  )
}

export const giftCardSchema = z.object({
  cardNumber: cardNumber(19, 19, CARD_ENTRY_MESSAGES.giftCardNumberLength),
  pin: z
    .string({ error: CARD_ENTRY_MESSAGES.pinRequired })
    .check(
      z.trim(),
      z.minLength(1, { error: CARD_ENTRY_MESSAGES.pinRequired, abort: true }),
      z.regex(/^\d{4}$/, CARD_ENTRY_MESSAGES.pinLength),
    ),
})

export const ebtCardSchema = z.object({
  cardNumber: cardNumber(16, 19, CARD_ENTRY_MESSAGES.ebtCardNumberLength),
})

/** Spec 5: 15 years from this year (the span the wallet's edit screen accepts, WALLET_LIMITS.expiryYears). */
const EXPIRY_YEARS = 15

export function expiryYearOptions(now: Date): string[] {
  return Array.from({ length: EXPIRY_YEARS }, (_, index) => String(now.getFullYear() + index))
}

export const expiryMonthOptions: readonly string[] = Array.from({ length: 12 }, (_, index) =>
  String(index + 1).padStart(2, '0'),
)
