// zod/mini: these schemas reach the browser, where classic zod alone is ~98 KB gzip (decision 0014).
import { parseWithZod } from '@conform-to/zod/v4'
import * as z from 'zod/mini'
import { BIRTH_DATE_MAX_LENGTHS, EARLIEST_BIRTH_DATE, MAX_GUEST_REFILL_PRESCRIPTIONS, isoBirthDate, type BirthDate } from './rx-form-rules.ts'
import { RX_MESSAGES } from './rx-messages.ts'

/** One numeric part of a date: required (the part's message), digits only, within its range (the part's message again). */
function datePart(required: string, maxLength: number, inRange: (value: number) => boolean) {
  return z
    .string({ error: required })
    .check(
      z.trim(),
      z.minLength(1, { error: required, abort: true }),
      z.regex(/^\d+$/, { error: RX_MESSAGES.numeric, abort: true }),
      z.maxLength(maxLength, { error: required, abort: true }),
      z.refine((value) => inRange(Number(value)), { error: required, abort: true }),
    )
}

function isCalendarDate({ month, day, year }: BirthDate) {
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)))
  return date.getUTCFullYear() === Number(year) && date.getUTCMonth() === Number(month) - 1 && date.getUTCDate() === Number(day)
}

/** Month, day and year fields (spec 2 section 5); the whole date must exist, not be in the future, nor before 1900. */
export function birthDateSchema(now: Date) {
  const today = now.toISOString().slice(0, 10)
  return z
    .object({
      month: datePart(RX_MESSAGES.monthRequired, BIRTH_DATE_MAX_LENGTHS.month, (value) => value >= 1 && value <= 12),
      day: datePart(RX_MESSAGES.dayRequired, BIRTH_DATE_MAX_LENGTHS.day, (value) => value >= 1 && value <= 31),
      year: datePart(RX_MESSAGES.yearRequired, BIRTH_DATE_MAX_LENGTHS.year, (value) => value >= 1000),
    })
    .check(
      z.refine(isCalendarDate, { error: RX_MESSAGES.dateInvalid, abort: true }),
      z.refine((date) => Number(date.year) >= EARLIEST_BIRTH_DATE.year, { error: RX_MESSAGES.dateTooEarly(EARLIEST_BIRTH_DATE.text), abort: true }),
      z.refine((date) => isoBirthDate(date) <= today, RX_MESSAGES.dateInFuture),
    )
}

/** Spec 2 section 5: dashes, spaces and parentheses are dropped; then exactly 10 digits. */
export function phoneSchema(label: string) {
  return z
    .string({ error: RX_MESSAGES.required(label) })
    .check(
      z.overwrite((value) => value.replace(/[\s()-]/g, '')),
      z.minLength(1, { error: RX_MESSAGES.required(label), abort: true }),
      z.regex(/^\d{10}$/, RX_MESSAGES.phoneInvalid),
    )
}

export const RX_NUMBER_PATTERN = /^\d{5,8}$/

export const rxNumberSchema = z
  .string({ error: RX_MESSAGES.required('Prescription Number') })
  .check(z.trim(), z.minLength(1, { error: RX_MESSAGES.required('Prescription Number'), abort: true }), z.regex(RX_NUMBER_PATTERN, RX_MESSAGES.rxNumberInvalid))

/** Guest refill, first step: the pharmacy's phone, the prescription numbers and the guest's phone. */
export const guestRefillFindSchema = z.object({
  pharmacyPhone: phoneSchema('Pharmacy Phone Number'),
  // Empty rows arrive as nothing at all (conform drops empty values): the list itself is then missing.
  rxNumbers: z
    .array(rxNumberSchema, { error: RX_MESSAGES.required('Prescription Number') })
    .check(z.minLength(1, RX_MESSAGES.required('Prescription Number')), z.maxLength(MAX_GUEST_REFILL_PRESCRIPTIONS)),
  contactPhone: phoneSchema('Phone Number'),
})

/** Client validators, loaded lazily by the forms (decision 0014). */
export const rxFormValidators = {
  birthDate: (formData: FormData) => parseWithZod(formData, { schema: birthDateSchema(new Date()) }),
  guestRefillFind: (formData: FormData) => parseWithZod(formData, { schema: guestRefillFindSchema }),
}
