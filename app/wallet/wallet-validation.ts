// zod/mini, as every form schema of decision 0014; only the server reads these since the wallet forms show its reply (0097).
import * as z from 'zod/mini'
import type { AccountAddress } from '#app/upstream/wallet-api.schema.ts'
import { checkbox } from '#app/validation/messages.ts'
import { WALLET_MESSAGES } from './wallet-texts.ts'
import { countryOf } from './billing-address.ts'
import { isExpiryBefore } from './card-expiry.ts'
import { WALLET_LIMITS } from './wallet-limits.ts'

/** The messages in the request's language (`walletMessagesIn`); English by default, as the spec words them. */
export type WalletValidationTexts = Readonly<Record<keyof typeof WALLET_MESSAGES, string>>

const NAME_MAX = 375
const ADDRESS_MAX = 100
const CITY_MAX = 50

// "Letters" are Unicode letters (with combining marks) so accented names and streets pass.
/** Letters, plus space, apostrophe and hyphen so that names such as "O'Neil" and "Mary-Jo" pass. */
const NAME_PATTERN = /^[\p{L}\p{M}' -]+$/u
/** Letters, digits, space and . ' # @ % & / \ - (spec 5). */
const ADDRESS_PATTERN = /^[\p{L}\p{M}0-9 .'#@%&/\\-]+$/u
/** Letters, digits, space and / \ - (spec 5). */
const CITY_PATTERN = /^[\p{L}\p{M}0-9 /\\-]+$/u
const POSTAL_CODE_PATTERN = /^\d{5}(-\d{4})?$/

/** Required trimmed text; conform sends an empty input as undefined, so the type error carries the required message too. */
function requiredText(required: string, max: number, maxMessage: string, pattern: RegExp, patternMessage: string) {
  return z
    .string({ error: required })
    .check(
      z.trim(),
      z.minLength(1, { error: required, abort: true }),
      z.maxLength(max, maxMessage),
      z.regex(pattern, patternMessage),
    )
}

export function nameSchema(which: 'First' | 'Last', say: WalletValidationTexts = WALLET_MESSAGES) {
  const first = which === 'First'
  return requiredText(
    first ? say.firstNameRequired : say.lastNameRequired,
    NAME_MAX,
    say.nameMax,
    NAME_PATTERN,
    first ? say.firstNameInvalid : say.lastNameInvalid,
  )
}

const streetSchema = (say: WalletValidationTexts) =>
  requiredText(say.addressRequired, ADDRESS_MAX, say.addressMax, ADDRESS_PATTERN, say.addressInvalid)

/** Unit is an address line too, so it follows the address characters when given. */
const unitSchema = (say: WalletValidationTexts) =>
  z.optional(
    z.string().check(
      z.trim(),
      z.maxLength(ADDRESS_MAX, say.addressMax),
      z.refine((value) => value === '' || ADDRESS_PATTERN.test(value), say.addressInvalid),
    ),
  )

const citySchema = (say: WalletValidationTexts) =>
  requiredText(say.cityRequired, CITY_MAX, say.cityMax, CITY_PATTERN, say.cityInvalid)

/** A US state, DC or Canadian province code; anything else can only be a tampered select, so it reads as missing. */
const stateSchema = (say: WalletValidationTexts) =>
  z.string({ error: say.stateRequired }).check(
    z.trim(),
    z.toUpperCase(),
    z.refine((value) => countryOf(value) !== undefined, say.stateRequired),
  )

const postalCodeSchema = (say: WalletValidationTexts) =>
  z
    .string({ error: say.postalCodeRequired })
    .check(
      z.trim(),
      z.minLength(1, { error: say.postalCodeRequired, abort: true }),
      z.regex(POSTAL_CODE_PATTERN, say.postalCodeInvalid),
    )

export function billingAddressSchema(say: WalletValidationTexts = WALLET_MESSAGES) {
  return z.object({
    addressId: z.optional(z.string().check(z.trim(), z.maxLength(200))),
    street: streetSchema(say),
    unit: unitSchema(say),
    city: citySchema(say),
    state: stateSchema(say),
    postalCode: postalCodeSchema(say),
  })
}

/** The checks of a chosen address, which only pass or fail (their words are never shown). */
const ADDRESS_CHECKS = {
  street: streetSchema(WALLET_MESSAGES),
  city: citySchema(WALLET_MESSAGES),
  state: stateSchema(WALLET_MESSAGES),
  postalCode: postalCodeSchema(WALLET_MESSAGES),
}

const isMonth = (value: string) => /^\d{1,2}$/.test(value) && Number(value) >= 1 && Number(value) <= 12

/** Numeric first (spec's MM YY message), then range, then the two-digit format. */
const monthSchema = (say: WalletValidationTexts) =>
  z
    .string({ error: say.expirationMonthInvalid })
    .check(
      z.trim(),
      z.minLength(1, { error: say.expirationMonthInvalid, abort: true }),
      z.regex(/^\d+$/, { error: say.expirationDateNumeric, abort: true }),
      z.refine(isMonth, { error: say.expirationMonthInvalid, abort: true }),
      z.length(2, say.expirationMonthTwoDigits),
    )

/** Four digits, no later than the last year offered (a later one can only come from a tampered select). */
function yearSchema(now: Date, say: WalletValidationTexts) {
  const lastYear = now.getFullYear() + WALLET_LIMITS.expiryYears - 1
  return z.string({ error: say.expirationYearInvalid }).check(
    z.trim(),
    z.minLength(1, { error: say.expirationYearInvalid, abort: true }),
    z.regex(/^\d+$/, { error: say.expirationDateNumeric, abort: true }),
    z.regex(/^\d{4}$/, { error: say.expirationYearInvalid, abort: true }),
    z.refine((value) => Number(value) <= lastYear, say.expirationYearInvalid),
  )
}

/** The card is valid through its expiry month, so this month passes; the issue goes on the month field. */
function expiryObject<Shape extends Record<string, z.core.$ZodType>>(
  now: Date,
  say: WalletValidationTexts,
  extra: Shape,
) {
  return z.object({ expirationMonth: monthSchema(say), expirationYear: yearSchema(now, say), ...extra }).check(
    z.superRefine((value, ctx) => {
      // The generic shape hides the two fields from the checker; they are always there.
      const { expirationMonth: month, expirationYear: year } = value as unknown as {
        expirationMonth: string
        expirationYear: string
      }
      if (!/^\d{2}$/.test(month) || !isMonth(month) || !/^\d{4}$/.test(year)) return
      if (isExpiryBefore(Number(month), Number(year), now)) {
        ctx.addIssue({
          code: 'custom',
          path: ['expirationMonth'],
          message: say.expirationDatePast,
          input: value,
        })
      }
    }),
  )
}

export function expirySchema(now: Date, say: WalletValidationTexts = WALLET_MESSAGES) {
  return expiryObject(now, say, {})
}

/** Spec 5: street, locality, region and postal code pass the billing-address rules (the unit is not checked). */
export function isBillingAddressValid(
  address: Pick<AccountAddress, 'street' | 'locality' | 'region' | 'postalCode'>,
): boolean {
  return (
    ADDRESS_CHECKS.street.safeParse(address.street).success &&
    ADDRESS_CHECKS.city.safeParse(address.locality).success &&
    ADDRESS_CHECKS.state.safeParse(address.region).success &&
    ADDRESS_CHECKS.postalCode.safeParse(address.postalCode).success
  )
}

/** The message to show for the chosen billing address, or undefined when it can be used. */
export function billingAddressSelectionError(
  address: AccountAddress | null | undefined,
  say: WalletValidationTexts = WALLET_MESSAGES,
): string | undefined {
  if (!address) return say.billingAddressNotSelected
  return isBillingAddressValid(address) ? undefined : say.billingAddressInvalid
}

const addressIdSchema = (say: WalletValidationTexts) =>
  z
    .string({ error: say.billingAddressNotSelected })
    .check(z.minLength(1, say.billingAddressNotSelected), z.maxLength(200))

/**
 * Add credit/debit card: the names, a billing address and the save options
 * here; the number, expiry and CVV went to the hosted page, whose result
 * arrives in hidden fields (checked on the server).
 */
export function addBankCardSchema(say: WalletValidationTexts = WALLET_MESSAGES) {
  return z.object({
    firstName: nameSchema('First', say),
    lastName: nameSchema('Last', say),
    addressId: addressIdSchema(say),
    save: checkbox(),
    preferred: checkbox(),
  })
}

/** Edit Credit/Debit Card: a new expiry and the billing address; the CVV comes back from the hosted page. */
export function editCardSchema(now: Date, say: WalletValidationTexts = WALLET_MESSAGES) {
  return expiryObject(now, say, { addressId: addressIdSchema(say) })
}
