// zod/mini, as every form schema of decision 0014; only the server reads these since the wallet forms show its reply (0097).
import * as z from 'zod/mini'
import type { AccountAddress } from '#app/upstream/wallet-api.schema.ts'
import { checkbox } from '#app/validation/messages.ts'
import { WALLET_MESSAGES } from './wallet-texts.ts'
import { countryOf } from './billing-address.ts'
import { isExpiryBefore } from './card-expiry.ts'
import { WALLET_LIMITS } from './wallet-limits.ts'

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

export function nameSchema(which: 'First' | 'Last') {
  const first = which === 'First'
  return requiredText(
    first ? WALLET_MESSAGES.firstNameRequired : WALLET_MESSAGES.lastNameRequired,
    NAME_MAX,
    WALLET_MESSAGES.nameMax,
    NAME_PATTERN,
    first ? WALLET_MESSAGES.firstNameInvalid : WALLET_MESSAGES.lastNameInvalid,
  )
}

const streetSchema = requiredText(
  WALLET_MESSAGES.addressRequired,
  ADDRESS_MAX,
  WALLET_MESSAGES.addressMax,
  ADDRESS_PATTERN,
  WALLET_MESSAGES.addressInvalid,
)

/** Unit is an address line too, so it follows the address characters when given. */
const unitSchema = z.optional(
  z.string().check(
    z.trim(),
    z.maxLength(ADDRESS_MAX, WALLET_MESSAGES.addressMax),
    z.refine((value) => value === '' || ADDRESS_PATTERN.test(value), WALLET_MESSAGES.addressInvalid),
  ),
)

const citySchema = requiredText(
  WALLET_MESSAGES.cityRequired,
  CITY_MAX,
  WALLET_MESSAGES.cityMax,
  CITY_PATTERN,
  WALLET_MESSAGES.cityInvalid,
)

/** A US state, DC or Canadian province code; anything else can only be a tampered select, so it reads as missing. */
const stateSchema = z.string({ error: WALLET_MESSAGES.stateRequired }).check(
  z.trim(),
  z.toUpperCase(),
  z.refine((value) => countryOf(value) !== undefined, WALLET_MESSAGES.stateRequired),
)

const postalCodeSchema = z
  .string({ error: WALLET_MESSAGES.postalCodeRequired })
  .check(
    z.trim(),
    z.minLength(1, { error: WALLET_MESSAGES.postalCodeRequired, abort: true }),
    z.regex(POSTAL_CODE_PATTERN, WALLET_MESSAGES.postalCodeInvalid),
  )

export const billingAddressSchema = z.object({
  addressId: z.optional(z.string().check(z.trim(), z.maxLength(200))),
  street: streetSchema,
  unit: unitSchema,
  city: citySchema,
  state: stateSchema,
  postalCode: postalCodeSchema,
})

const isMonth = (value: string) => /^\d{1,2}$/.test(value) && Number(value) >= 1 && Number(value) <= 12

/** Numeric first (spec's MM YY message), then range, then the two-digit format. */
const monthSchema = z
  .string({ error: WALLET_MESSAGES.expirationMonthInvalid })
  .check(
    z.trim(),
    z.minLength(1, { error: WALLET_MESSAGES.expirationMonthInvalid, abort: true }),
    z.regex(/^\d+$/, { error: WALLET_MESSAGES.expirationDateNumeric, abort: true }),
    z.refine(isMonth, { error: WALLET_MESSAGES.expirationMonthInvalid, abort: true }),
    z.length(2, WALLET_MESSAGES.expirationMonthTwoDigits),
  )

/** Four digits, no later than the last year offered (a later one can only come from a tampered select). */
function yearSchema(now: Date) {
  const lastYear = now.getFullYear() + WALLET_LIMITS.expiryYears - 1
  return z.string({ error: WALLET_MESSAGES.expirationYearInvalid }).check(
    z.trim(),
    z.minLength(1, { error: WALLET_MESSAGES.expirationYearInvalid, abort: true }),
    z.regex(/^\d+$/, { error: WALLET_MESSAGES.expirationDateNumeric, abort: true }),
    z.regex(/^\d{4}$/, { error: WALLET_MESSAGES.expirationYearInvalid, abort: true }),
    z.refine((value) => Number(value) <= lastYear, WALLET_MESSAGES.expirationYearInvalid),
  )
}

/** The card is valid through its expiry month, so this month passes; the issue goes on the month field. */
function expiryObject<Shape extends Record<string, z.core.$ZodType>>(now: Date, extra: Shape) {
  return z.object({ expirationMonth: monthSchema, expirationYear: yearSchema(now), ...extra }).check(
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
          message: WALLET_MESSAGES.expirationDatePast,
          input: value,
        })
      }
    }),
  )
}

export function expirySchema(now: Date) {
  return expiryObject(now, {})
}

/** Spec 5: street, locality, region and postal code pass the billing-address rules (the unit is not checked). */
export function isBillingAddressValid(
  address: Pick<AccountAddress, 'street' | 'locality' | 'region' | 'postalCode'>,
): boolean {
  return (
    streetSchema.safeParse(address.street).success &&
    citySchema.safeParse(address.locality).success &&
    stateSchema.safeParse(address.region).success &&
    postalCodeSchema.safeParse(address.postalCode).success
  )
}

/** The message to show for the chosen billing address, or undefined when it can be used. */
export function billingAddressSelectionError(address: AccountAddress | null | undefined): string | undefined {
  if (!address) return WALLET_MESSAGES.billingAddressNotSelected
  return isBillingAddressValid(address) ? undefined : WALLET_MESSAGES.billingAddressInvalid
}

/**
 * Add credit/debit card: the names, a billing address and the save options
 * here; the number, expiry and CVV went to the hosted page, whose result
 * arrives in hidden fields (checked on the server).
 */
export const addBankCardSchema = z.object({
  firstName: nameSchema('First'),
  lastName: nameSchema('Last'),
  addressId: z
    .string({ error: WALLET_MESSAGES.billingAddressNotSelected })
    .check(z.minLength(1, WALLET_MESSAGES.billingAddressNotSelected), z.maxLength(200)),
  save: checkbox(),
  preferred: checkbox(),
})

/** Edit Credit/Debit Card: a new expiry and the billing address; the CVV comes back from the hosted page. */
export function editCardSchema(now: Date) {
  return expiryObject(now, {
    addressId: z
      .string({ error: WALLET_MESSAGES.billingAddressNotSelected })
      .check(z.minLength(1, WALLET_MESSAGES.billingAddressNotSelected), z.maxLength(200)),
  })
}
