// zod/mini: these schemas reach the browser, where classic zod alone is ~98 KB gzip (decision 0014).
import type { Submission } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import * as z from 'zod/mini'
import {
  BIRTH_DATE_MAX_LENGTHS,
  EARLIEST_BIRTH_DATE,
  MAX_NEW_PATIENTS,
  MAX_PRESCRIPTION_ROWS,
  NAME_MAX_LENGTH,
  ADULT_AGE,
  EMAIL_MAX_LENGTH,
  NEW_PATIENT_PRESCRIPTION_TYPES,
  POSTAL_CODE,
  isoDateOf,
  type BirthDate,
  LOOKUP_PATIENT_TYPES,
  type LookupPatientType,
} from './rx-form-rules.ts'
import { RX_MESSAGES } from './rx-messages.ts'
import { PHARMACY_STATES } from './pharmacy-states.ts'
import type { RxMessages } from './rx-common.messages.server.ts'
import { fillIn } from '#app/i18n/fill-in.ts'

/**
 * A birth date's messages in one language: the English ones are spec 2 section 5's; a page in another language
 * gets its own from its loader (`birthDateTexts`, decision 0107), bounds and earliest date filled in.
 */
export type BirthDateMessages = {
  readonly [
    Key in
      | 'monthRequired'
      | 'dayRequired'
      | 'yearRequired'
      | 'numeric'
      | 'yearLength'
      | 'dateUnreadable'
      | 'dateInvalid'
      | 'dateTooEarly'
      | 'dateInFuture'
  ]: string
}

const BIRTH_DATE_MESSAGES: BirthDateMessages = {
  monthRequired: RX_MESSAGES.monthRequired,
  dayRequired: RX_MESSAGES.dayRequired,
  yearRequired: RX_MESSAGES.yearRequired,
  numeric: RX_MESSAGES.numeric,
  yearLength: RX_MESSAGES.exactLength(BIRTH_DATE_MAX_LENGTHS.year),
  dateUnreadable: RX_MESSAGES.dateUnreadable,
  dateInvalid: RX_MESSAGES.dateInvalid,
  dateTooEarly: RX_MESSAGES.dateTooEarly(EARLIEST_BIRTH_DATE.text),
  dateInFuture: RX_MESSAGES.dateInFuture,
}

/** The field names the forms' messages name ('First Name is required'), in English; a page may send its own. */
export const RX_FIELD_NAMES = {
  firstName: 'First Name',
  lastName: 'Last Name',
  rxNumber: 'Prescription Number',
  rxType: 'Prescription Type',
  facilityPhone: 'Pharmacy Phone Number',
  phone: 'Phone Number',
  email: 'Email',
  address: 'Address',
  city: 'City',
  state: 'State',
  zipCode: 'Zip Code',
} as const
export type RxFieldNames = { readonly [Key in keyof typeof RX_FIELD_NAMES]: string }

/**
 * What a pharmacy form's checks say, in one language (issue 36): the shared messages, the field names they name and
 * the birth date's. English by default; a translated page's loader sends them as `RxFormWordTexts`.
 */
type RxFormWords = { messages: RxMessages; fields: RxFieldNames; birthDate: BirthDateMessages }
const RX_FORM_WORDS: RxFormWords = { messages: RX_MESSAGES, fields: RX_FIELD_NAMES, birthDate: BIRTH_DATE_MESSAGES }

/** The words as they travel to the browser: strings only, a message that takes values with its `{{placeholders}}`. */
export type RxFormWordTexts = {
  messages: { readonly [Key in keyof RxMessages]: string }
  fields: RxFieldNames
  birthDate: BirthDateMessages
}

/** The words a page's loader sent, as the checks take them: each `{{placeholder}}` filled with its value. */
export function rxFormWordsFrom({ messages, fields, birthDate }: RxFormWordTexts): RxFormWords {
  return {
    fields,
    birthDate,
    messages: {
      ...messages,
      dateTooEarly: (earliest) => fillIn(messages.dateTooEarly, { earliest }),
      required: (field) => fillIn(messages.required, { field }),
      exactLength: (length) => fillIn(messages.exactLength, { length }),
      tooLong: (field, max) => fillIn(messages.tooLong, { field, max }),
    },
  }
}

/**
 * One numeric part of a date: required (the part's message), digits only, of its length (at most `maxLength`, or
 * exactly that with `exactLength`'s message), within its range (the part's message again, or `outOfRange`'s).
 */
function datePart(
  required: string,
  maxLength: number,
  inRange: (value: number) => boolean,
  { numeric, outOfRange = required, exactLength }: { numeric: string; outOfRange?: string; exactLength?: string },
) {
  return z.string({ error: required }).check(
    z.trim(),
    z.minLength(1, { error: required, abort: true }),
    z.regex(/^\d+$/, { error: numeric, abort: true }),
    exactLength
      ? z.length(maxLength, { error: exactLength, abort: true })
      : z.maxLength(maxLength, { error: required, abort: true }),
    z.refine((value) => inRange(Number(value)), { error: outOfRange, abort: true }),
  )
}

function isCalendarDate({ month, day, year }: BirthDate) {
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)))
  return (
    date.getUTCFullYear() === Number(year) &&
    date.getUTCMonth() === Number(month) - 1 &&
    date.getUTCDate() === Number(day)
  )
}

/** Month, day and year fields (spec 2 section 5). */
const datePartsSchemaIn = (messages: BirthDateMessages) =>
  z.object({
    month: datePart(messages.monthRequired, BIRTH_DATE_MAX_LENGTHS.month, (value) => value >= 1 && value <= 12, {
      numeric: messages.numeric,
    }),
    day: datePart(messages.dayRequired, BIRTH_DATE_MAX_LENGTHS.day, (value) => value >= 1 && value <= 31, {
      numeric: messages.numeric,
    }),
    // A year has all its 4 digits: one given short ('85') is 'Must be 4 characters' (decision 0084); '0985' is a date
    // that cannot be read.
    year: datePart(messages.yearRequired, BIRTH_DATE_MAX_LENGTHS.year, (value) => value >= 1000, {
      numeric: messages.numeric,
      outOfRange: messages.dateUnreadable,
      exactLength: messages.yearLength,
    }),
  })

/**
 * A birth date: the whole date must exist, not be in the future, nor before 1900. Patient lookup says one thing for
 * all three (`wholeDateError`: 'Date of Birth must be valid').
 */
export function birthDateSchema(
  now: Date,
  { wholeDateError, messages = BIRTH_DATE_MESSAGES }: { wholeDateError?: string; messages?: BirthDateMessages } = {},
) {
  const today = now.toISOString().slice(0, 10)
  return datePartsSchemaIn(messages).check(
    z.refine(isCalendarDate, { error: wholeDateError ?? messages.dateInvalid, abort: true }),
    z.refine((date) => Number(date.year) >= EARLIEST_BIRTH_DATE.year, {
      error: wholeDateError ?? messages.dateTooEarly,
      abort: true,
    }),
    z.refine((date) => isoDateOf(date) <= today, wholeDateError ?? messages.dateInFuture),
  )
}

/** The first day an access can end on: the day after the pharmacy's `today` (YYYY-MM-DD), in the same form. */
export function firstAccessEndDay(today: string) {
  const noon = Date.UTC(+today.slice(0, 4), +today.slice(5, 7) - 1, +today.slice(8, 10), 12)
  return new Date(noon + 24 * 60 * 60 * 1000).toISOString().slice(0, 10)
}

/**
 * When another adult's access to the customer's records ends (decision 0064): month, day and year as spec 2 section
 * 5 asks for dates, a real date, from tomorrow on ('Date must be on or after MM/DD/YYYY'). `today` is the pharmacy's
 * (YYYY-MM-DD), which the page sends the browser; the server decides. A translated page passes its messages, the
 * first day allowed written in its `dateTooEarly` (issue 36).
 */
function accessExpirySchema(today: string, messages?: BirthDateMessages) {
  const tomorrow = firstAccessEndDay(today)
  const [year, month, day] = tomorrow.split('-')
  const words = messages ?? {
    ...BIRTH_DATE_MESSAGES,
    dateTooEarly: RX_MESSAGES.dateTooEarly(`${month}/${day}/${year}`),
  }
  return datePartsSchemaIn(words).check(
    z.refine(isCalendarDate, { error: words.dateInvalid, abort: true }),
    z.refine((date) => isoDateOf(date) >= tomorrow, words.dateTooEarly),
  )
}
export const validateAccessExpiry = (formData: FormData, today: string, messages?: BirthDateMessages) =>
  parseWithZod(formData, { schema: z.object({ expiresOn: accessExpirySchema(today, messages) }) })

/** The end date's form in the browser, with the pharmacy's today and the messages its loader sent. */
export const accessExpiryValidator = (today: string, messages: BirthDateMessages) => (formData: FormData) =>
  validateAccessExpiry(formData, today, messages)

/**
 * Every pharmacy phone (spec 2 section 5; decision 0079): dashes, spaces, dots and parentheses are dropped, then
 * exactly 10 digits; a country code is more digits, refused. The spec has three wordings for a wrong phone: the
 * refill and transfer forms say 'Please enter a valid 10-digit phone number', linking's store phone 'Invalid phone
 * number, must be 10 digits', and the stricter form (area code and exchange from 2 to 9) its own.
 */
function phoneSchema(
  label: string,
  {
    messages = RX_MESSAGES,
    required = messages.required(label),
    invalid = messages.phoneInvalid,
    strict = false,
  }: { messages?: RxMessages; required?: string; invalid?: string; strict?: boolean } = {},
) {
  return z.string({ error: required }).check(
    z.overwrite((value) => value.replace(/[\s().-]/g, '')),
    z.minLength(1, { error: required, abort: true }),
    z.regex(strict ? /^[2-9]\d{2}[2-9]\d{6}$/ : /^\d{10}$/, invalid),
  )
}
const linkingStorePhone = ({ messages, fields }: RxFormWords, required?: string) =>
  phoneSchema(fields.facilityPhone, { messages, invalid: messages.phoneTenDigits, ...(required ? { required } : {}) })

/** Spec 2 section 5 'Email': at most 100 characters, one @ between a name and a dotted domain. */
const emailSchema = ({ messages, fields }: RxFormWords) =>
  z
    .string({ error: messages.required(fields.email) })
    .check(
      z.trim(),
      z.maxLength(EMAIL_MAX_LENGTH, { error: messages.tooLong(fields.email, EMAIL_MAX_LENGTH), abort: true }),
      z.regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, messages.emailInvalid),
    )

const RX_NUMBER_PATTERN = /^\d{5,8}$/

function rxNumberSchema(required: string, invalid: string = RX_MESSAGES.rxNumberInvalid) {
  return z
    .string({ error: required })
    .check(z.trim(), z.minLength(1, { error: required, abort: true }), z.regex(RX_NUMBER_PATTERN, invalid))
}

/** Guest refill's first step's messages in one language (English: spec 2 section 5's, for its fields' names). */
export type GuestRefillFindMessages = {
  pharmacyPhoneRequired: string
  rxNumberRequired: string
  contactPhoneRequired: string
  phoneInvalid: string
  rxNumberInvalid: string
}
const GUEST_REFILL_FIND_MESSAGES: GuestRefillFindMessages = {
  pharmacyPhoneRequired: RX_MESSAGES.required('Pharmacy Phone Number'),
  rxNumberRequired: RX_MESSAGES.required('Prescription Number'),
  contactPhoneRequired: RX_MESSAGES.required('Phone Number'),
  phoneInvalid: RX_MESSAGES.phoneInvalid,
  rxNumberInvalid: RX_MESSAGES.rxNumberInvalid,
}

/** Guest refill, first step: the pharmacy's phone, the prescription numbers and the guest's phone. */
export function guestRefillFindSchema(messages = GUEST_REFILL_FIND_MESSAGES) {
  const { rxNumberRequired: required, phoneInvalid: invalid } = messages
  const rxNumber = rxNumberSchema(required, messages.rxNumberInvalid)
  return z.object({
    pharmacyPhone: phoneSchema('Pharmacy Phone Number', { required: messages.pharmacyPhoneRequired, invalid }),
    // Empty rows arrive as nothing at all (conform drops empty values): the list itself is then missing.
    rxNumbers: z
      .array(rxNumber, { error: required })
      .check(z.minLength(1, required), z.maxLength(MAX_PRESCRIPTION_ROWS)),
    contactPhone: phoneSchema('Phone Number', { required: messages.contactPhoneRequired, invalid }),
  })
}

/** Required free text up to the name length (a medication, a pharmacy). */
function textSchema(label: string, messages: RxMessages = RX_MESSAGES) {
  return z
    .string({ error: messages.required(label) })
    .check(
      z.trim(),
      z.minLength(1, { error: messages.required(label), abort: true }),
      z.maxLength(NAME_MAX_LENGTH, messages.tooLong(label, NAME_MAX_LENGTH)),
    )
}

/**
 * Spec 2 section 5 'Names': required, at most 50, letters, spaces, apostrophe, period, comma and hyphen. Spaces alone
 * are 'Must contain at least 1 character', digits 'Only letters allowed', other signs 'No special characters allowed.'
 */
function nameSchema(label: string, messages: NameMessages = nameMessagesOf(label)) {
  const { required } = messages
  return z.string({ error: required }).check(
    z.refine((value) => value === '' || value.trim() !== '', { error: messages.blank, abort: true }),
    z.trim(),
    z.minLength(1, { error: required, abort: true }),
    z.maxLength(NAME_MAX_LENGTH, { error: messages.tooLong, abort: true }),
    z.regex(/^\D*$/, { error: messages.lettersOnly, abort: true }),
    z.regex(/^[A-Za-z .,'-]*$/, messages.characters),
  )
}

/** A name field's messages, its label in them: English by default, a translated form's from its loader (issue 36). */
export type NameMessages = { readonly [Key in 'required' | 'blank' | 'tooLong' | 'lettersOnly' | 'characters']: string }
type NameMessagesSource = Pick<RxMessages, 'required' | 'nameBlank' | 'tooLong' | 'nameLettersOnly' | 'nameCharacters'>
export const nameMessagesOf = (label: string, messages: NameMessagesSource = RX_MESSAGES): NameMessages => ({
  required: messages.required(label),
  blank: messages.nameBlank,
  tooLong: messages.tooLong(label, NAME_MAX_LENGTH),
  lettersOnly: messages.nameLettersOnly,
  characters: messages.nameCharacters,
})

/** A person's first and last name, named in the form's language. */
const personNames = ({ messages, fields }: RxFormWords) => ({
  firstName: nameSchema(fields.firstName, nameMessagesOf(fields.firstName, messages)),
  lastName: nameSchema(fields.lastName, nameMessagesOf(fields.lastName, messages)),
})

/** Rows of the add-Rx form; empty rows arrive as nothing at all, so a missing list means the first row is empty. */
function prescriptionRows<Row extends z.ZodMiniType>(row: Row, required: string) {
  return z.array(row, { error: required }).check(z.minLength(1, required), z.maxLength(MAX_PRESCRIPTION_ROWS))
}

const refill = z.optional(z.boolean())

/** The add-Rx form's own field names as its messages name them ('Pharmacy Name is required'); a page may send its own. */
export const TRANSFER_FIELD_NAMES = {
  pharmacy: 'Pharmacy',
  patient: 'Patient',
  pharmacyName: 'Pharmacy Name',
  doctorName: "Doctor's Name",
  doctorPhone: "Doctor's Phone Number",
  medName: 'Medication Name',
  requestType: 'Request type',
} as const
export type TransferFieldNames = { readonly [Key in keyof typeof TRANSFER_FIELD_NAMES]: string }

/** What the add-Rx form's checks say, in one language: the shared words and the form's own field names. */
export type TransferFormWordTexts = { words: RxFormWordTexts; names: TransferFieldNames }
type TransferFormWords = { words: RxFormWords; names: TransferFieldNames }
const TRANSFER_FORM_WORDS: TransferFormWords = { words: RX_FORM_WORDS, names: TRANSFER_FIELD_NAMES }

/**
 * The add-Rx form (spec 2 section 5): NEW needs medName, contactName and
 * contactPhone (the prescriber); TRANSFER needs medName, rxNumber,
 * contactName and contactPhone (the pharmacy it is at); TRANSFER_ALL the
 * pharmacy alone; PAPER the acknowledgement. Who the patient is comes first.
 */
function addRxSchema<Patient extends z.core.$ZodLooseShape>(patient: Patient, { words, names }: TransferFormWords) {
  const { messages } = words
  const common = { ...patient, facilityId: z.string({ error: messages.required(names.pharmacy) }) }
  const currentPharmacy = {
    contactName: textSchema(names.pharmacyName, messages),
    contactPhone: phoneSchema(words.fields.facilityPhone, { messages }),
  }
  const medName = textSchema(names.medName, messages)
  const rows = <Row extends z.ZodMiniType>(row: Row) => prescriptionRows(row, messages.required(names.medName))
  return z.discriminatedUnion(
    'orderType',
    [
      z.object({ ...common, orderType: z.literal('TRANSFER_ALL'), ...currentPharmacy }),
      z.object({
        ...common,
        orderType: z.literal('TRANSFER'),
        ...currentPharmacy,
        prescriptions: rows(
          z.object({
            medName,
            rxNumber: rxNumberSchema(messages.required(words.fields.rxNumber), messages.rxNumberInvalid),
            refill,
          }),
        ),
      }),
      z.object({
        ...common,
        orderType: z.literal('NEW'),
        contactName: nameSchema(names.doctorName, nameMessagesOf(names.doctorName, messages)),
        contactPhone: phoneSchema(names.doctorPhone, { messages }),
        prescriptions: rows(z.object({ medName, refill })),
      }),
      z.object({
        ...common,
        orderType: z.literal('PAPER'),
        paperAcknowledge: z.literal(true, { error: messages.paperAcknowledgeRequired }),
        prescriptions: z.optional(
          z
            .array(z.object({ medName: z.optional(z.string().check(z.trim(), z.maxLength(NAME_MAX_LENGTH))), refill }))
            .check(z.maxLength(MAX_PRESCRIPTION_ROWS)),
        ),
      }),
    ],
    { error: messages.required(names.requestType) },
  )
}

/** A customer names one of their patients. */
export function customerTransferSchema(words = TRANSFER_FORM_WORDS) {
  return addRxSchema({ patientNumber: z.string({ error: words.words.messages.required(words.names.patient) }) }, words)
}

/** A guest (patient '0') gives their name, birth date and phone. */
export function guestTransferSchema(now: Date, words = TRANSFER_FORM_WORDS) {
  return addRxSchema(
    {
      ...personNames(words.words),
      dateOfBirth: birthDateSchema(now, { messages: words.words.birthDate }),
      phone: phoneSchema(words.words.fields.phone, { messages: words.words.messages }),
    },
    words,
  )
}

/** Every field the add-Rx form may have: conform's field types cannot follow a union of forms. */
export type TransferFormFields = {
  orderType: string
  facilityId: string
  patientNumber: string
  firstName: string
  lastName: string
  dateOfBirth: BirthDate
  phone: string
  contactName: string
  contactPhone: string
  prescriptions: Array<{ medName: string; rxNumber: string; refill: boolean }>
  paperAcknowledge: boolean
}

function validateTransfer(
  formData: FormData,
  schema: ReturnType<typeof customerTransferSchema> | ReturnType<typeof guestTransferSchema>,
) {
  return parseWithZod(formData, { schema }) as unknown as Submission<TransferFormFields>
}

/** The add-Rx form's client validators, in the words its page's loader sent (issue 36). */
export function transferValidators(texts?: TransferFormWordTexts) {
  const words = texts ? { words: rxFormWordsFrom(texts.words), names: texts.names } : TRANSFER_FORM_WORDS
  return {
    customer: (formData: FormData) => validateTransfer(formData, customerTransferSchema(words)),
    guest: (formData: FormData) => validateTransfer(formData, guestTransferSchema(new Date(), words)),
  }
}

/** The birthday that makes someone born on it an adult today (18 today is an adult). */
const adultsBornBy = (now: Date) => `${now.getUTCFullYear() - ADULT_AGE}${now.toISOString().slice(4, 10)}`

/** Spec 2 section 5: a child is under 18 on the day the form is sent; an adult is 18 or more. */
function childBirthDateSchema(now: Date, words: RxFormWords) {
  return birthDateSchema(now, { messages: words.birthDate }).check(
    z.refine((date) => isoDateOf(date) > adultsBornBy(now), words.messages.childAge),
  )
}
function adultBirthDateSchema(now: Date, words: RxFormWords) {
  return birthDateSchema(now, { messages: words.birthDate }).check(
    z.refine((date) => isoDateOf(date) <= adultsBornBy(now), words.messages.adultAge),
  )
}

/**
 * Who the lookup is about, per patient type (spec 2 section 5): names always; the birth date (a child's under 18, an
 * adult's 18 or more) except for someone cared for, whose caregiver may not know it; another adult's email, and a
 * managed adult's (the grantor's) email.
 */
function lookupPatientFields(now: Date, patientType: LookupPatientType, words: RxFormWords) {
  const names = {
    rxNumber: rxNumberSchema(words.messages.required(words.fields.rxNumber), words.messages.rxNumberInvalid),
    ...personNames(words),
  }
  switch (patientType) {
    case 'CAREGIVER':
      return names
    case 'CHILD':
      return { ...names, dateOfBirth: childBirthDateSchema(now, words) }
    case 'OTHER_ADULT':
      return { ...names, dateOfBirth: adultBirthDateSchema(now, words), email: emailSchema(words) }
    case 'MANAGED_ADULT':
      return { ...names, dateOfBirth: adultBirthDateSchema(now, words), grantorEmailAddress: emailSchema(words) }
    default:
      return { ...names, dateOfBirth: birthDateSchema(now, { messages: words.birthDate }) }
  }
}

/**
 * Linking's prescription lookup (spec 2 'Lookup form' and section 5): the pharmacy phone only for a store
 * prescription, required there; the patient as their type asks.
 */
function prescriptionLookupSchema(now: Date, patientType: LookupPatientType, words: RxFormWords) {
  const patient = lookupPatientFields(now, patientType, words)
  return z.discriminatedUnion(
    'rxType',
    [
      z.object({ ...patient, rxType: z.literal('retail'), facilityPhone: linkingStorePhone(words) }),
      z.object({ ...patient, rxType: z.literal('mailorder') }),
    ],
    { error: words.messages.required(words.fields.rxType) },
  )
}

/** The patient type a lookup names (`?type=`, or the form's hidden field): the customer's own unless it names another. */
export function lookupPatientType(value: unknown): LookupPatientType {
  return LOOKUP_PATIENT_TYPES.find((type) => type === value) ?? 'SELF'
}

/** Every field the lookup form may have: conform's field types cannot follow a union of forms. */
export type PrescriptionLookupFields = {
  rxType: string
  rxNumber: string
  facilityPhone: string
  firstName: string
  lastName: string
  dateOfBirth: BirthDate
  /** Another adult's email; a managed adult's (the grantor's). */
  email: string
  grantorEmailAddress: string
}

/** What a valid lookup holds: the fields its patient type asks (no birth date for a caregiver, say). */
export type PrescriptionLookupValue = Pick<PrescriptionLookupFields, 'rxType' | 'rxNumber' | 'firstName' | 'lastName'> &
  Partial<Omit<PrescriptionLookupFields, 'rxType' | 'rxNumber' | 'firstName' | 'lastName'>>

export function validatePrescriptionLookup(
  formData: FormData,
  patientType: LookupPatientType,
  now = new Date(),
  words = RX_FORM_WORDS,
) {
  return parseWithZod(formData, {
    schema: prescriptionLookupSchema(now, patientType, words),
  }) as unknown as Submission<PrescriptionLookupFields, string[], PrescriptionLookupValue>
}

/** Spec 2 section 5 'Address': line 1, city, state (50 states, DC, Puerto Rico) and a US or Canadian postal code. */
const addressFieldsIn = ({ messages, fields }: RxFormWords) => ({
  address: textSchema(fields.address, messages),
  address2: z.optional(z.string().check(z.trim(), z.maxLength(NAME_MAX_LENGTH))),
  city: textSchema(fields.city, messages),
  state: z
    .string({ error: messages.required(fields.state) })
    .check(z.refine((code) => PHARMACY_STATES.some((state) => state.code === code), messages.required(fields.state))),
  zipCode: z
    .string({ error: messages.required(fields.zipCode) })
    .check(
      z.trim(),
      z.minLength(1, { error: messages.required(fields.zipCode), abort: true }),
      z.regex(POSTAL_CODE, messages.postalCode),
    ),
})

/**
 * 'Enter Patient Details' (spec 2 section 7 'patient-matches'; decision 0080): who the customer is and where they
 * live, with a phone in the stricter form and an email, both optional, but a phone whenever an email is given.
 */
function patientLookupSchema(now: Date, words: RxFormWords) {
  const { messages } = words
  return z
    .object({
      ...personNames(words),
      dateOfBirth: birthDateSchema(now, { wholeDateError: messages.lookupBirthDate, messages: words.birthDate }),
      ...addressFieldsIn(words),
      // Optional: separators alone are a phone that cannot be read, not a missing one.
      phoneNum: z.optional(
        phoneSchema(words.fields.phone, {
          messages,
          required: messages.phoneStrict,
          invalid: messages.phoneStrict,
          strict: true,
        }),
      ),
      email: z.optional(emailSchema(words)),
    })
    .check(
      z.refine((form) => !form.email || Boolean(form.phoneNum), {
        error: messages.phoneWithEmail,
        path: ['phoneNum'],
        // Said alongside the other fields' messages, not only once they are right.
        when: ({ value }) => typeof value === 'object' && value !== null,
      }),
    )
}

export function validatePatientLookup(formData: FormData, now = new Date(), words = RX_FORM_WORDS) {
  return parseWithZod(formData, { schema: patientLookupSchema(now, words) })
}

/** Customer verification (spec 2 section 5 'Verification form'): 'Required' for the Rx number, and the store phone of a store prescription. */
const prescriptionVerifySchema = (words: RxFormWords) => {
  const { messages } = words
  return z.discriminatedUnion(
    'rxType',
    [
      z.object({
        rxType: z.literal('retail'),
        rxNumber: rxNumberSchema(messages.requiredShort, messages.rxNumberInvalid),
        facilityPhone: linkingStorePhone(words, messages.requiredShort),
      }),
      z.object({
        rxType: z.literal('mailorder'),
        rxNumber: rxNumberSchema(messages.requiredShort, messages.rxNumberInvalid),
      }),
    ],
    { error: messages.required(words.fields.rxType) },
  )
}

export type PrescriptionVerifyFields = { rxType: string; rxNumber: string; facilityPhone: string }

export function validatePrescriptionVerify(formData: FormData, words = RX_FORM_WORDS) {
  return parseWithZod(formData, {
    schema: prescriptionVerifySchema(words),
  }) as unknown as Submission<PrescriptionVerifyFields>
}

/**
 * 'New Patient Request Form' (spec 2 'New-patient form'): the patients (up to four), the prescriptions each brings,
 * and where to ship them.
 */
function newPatientSchema(now: Date, words: RxFormWords) {
  const { messages, fields } = words
  const patient = z.object({
    ...personNames(words),
    dateOfBirth: birthDateSchema(now, { messages: words.birthDate }),
    prescriptionType: z.enum(NEW_PATIENT_PRESCRIPTION_TYPES, { error: messages.required(fields.rxType) }),
  })
  return z.object({
    // Conform drops a row left wholly empty: the list itself is then missing.
    patients: z
      .array(patient, { error: messages.required(fields.firstName) })
      .check(z.minLength(1, messages.required(fields.firstName)), z.maxLength(MAX_NEW_PATIENTS)),
    ...addressFieldsIn(words),
  })
}

/** 'Primary Account Holder Information': who the identity provider quizzes. */
function accountHolderSchema(now: Date, words: RxFormWords) {
  return z.object({
    ...personNames(words),
    dateOfBirth: birthDateSchema(now, { messages: words.birthDate }),
    ...addressFieldsIn(words),
  })
}

/**
 * A loyalty card or alternate ID number (spec 2 section 5): hyphens dropped, digits only, 10 digits (an alternate ID)
 * or 11 to 13 (a card). Left empty it means 'remove the card', which the caller decides; the form says 'Number is a
 * required field' when there is none to remove.
 */
function loyaltyNumberSchema(required: boolean, messages: RxMessages) {
  return z.string({ error: messages.numberRequired }).check(
    z.overwrite((value) => value.trim().replace(/-/g, '')),
    // Spaces or hyphens alone are no number at all.
    ...(required ? [z.minLength(1, { error: messages.numberRequired, abort: true })] : []),
    z.regex(/^\d*$/, { error: messages.numericWithoutHyphens, abort: true }),
    z.regex(/^(|\d{10}|\d{11,13})$/, messages.alternateIdLength),
  )
}
export const validateLoyaltyNumber = (
  formData: FormData,
  { required, messages = RX_MESSAGES }: { required: boolean; messages?: RxMessages },
) =>
  parseWithZod(formData, {
    schema: z.object({
      loyaltyCardNumber: required
        ? loyaltyNumberSchema(true, messages)
        : z.optional(loyaltyNumberSchema(false, messages)),
    }),
  })

/**
 * 'Communication Preferences': text, email and calls, the phone to call, and the notification types to text about.
 * Calls need a phone to call (decision 0063's words), said in the page's language (issue 36).
 */
const commPrefsSchema = (voicePhoneRequired: string) =>
  z
    .object({
      notifyByText: z.optional(z.boolean()),
      notifyByEmail: z.optional(z.boolean()),
      notifyByVoice: z.optional(z.boolean()),
      voiceNotificationPreference: z.optional(z.enum(['HOME', 'MOBILE'])),
      smsTypes: z.optional(z.array(z.string().check(z.maxLength(40))).check(z.maxLength(20))),
    })
    .check(
      z.refine((form) => !form.notifyByVoice || Boolean(form.voiceNotificationPreference), {
        error: voicePhoneRequired,
        path: ['voiceNotificationPreference'],
      }),
    )
export const validateCommPrefs = (formData: FormData, voicePhoneRequired: string = RX_MESSAGES.voicePhoneRequired) =>
  parseWithZod(formData, { schema: commPrefsSchema(voicePhoneRequired) })

/** The communication preferences' form in the browser, with the message its loader sent. */
export const commPrefsValidator = (voicePhoneRequired: string) => (formData: FormData) =>
  validateCommPrefs(formData, voicePhoneRequired)

/** A patient's address on the profile (spec 2 section 5 'Address'), checked on the server in the request's words. */
export const validatePatientAddress = (formData: FormData, words = RX_FORM_WORDS) =>
  parseWithZod(formData, { schema: z.object(addressFieldsIn(words)) })

export const validateNewPatient = (formData: FormData, now = new Date(), words = RX_FORM_WORDS) =>
  parseWithZod(formData, { schema: newPatientSchema(now, words) })
export const validateAccountHolder = (formData: FormData, now = new Date(), words = RX_FORM_WORDS) =>
  parseWithZod(formData, { schema: accountHolderSchema(now, words) })

/**
 * The digital vaccine record's forms' messages, resolved (functions do not travel to the browser): its loader sends
 * them in the page's language (issue 36), and its actions check with the same.
 */
export type VaccineRecordMessages = {
  firstName: NameMessages
  lastName: NameMessages
  phone: { required: string; invalid: string }
  birthDate: BirthDateMessages
}

const vaccineRecordPhone = (messages: VaccineRecordMessages) =>
  phoneSchema('Mobile Phone Number', { required: messages.phone.required, invalid: messages.phone.invalid })

/** The digital vaccine record's request (decision 0072): who the patient is, and the mobile phone on their record. */
function vaccineRecordRequestSchema(now: Date, messages: VaccineRecordMessages) {
  return z.object({
    firstName: nameSchema('First Name', messages.firstName),
    lastName: nameSchema('Last Name', messages.lastName),
    dateOfBirth: birthDateSchema(now, { messages: messages.birthDate }),
    phone: vaccineRecordPhone(messages),
  })
}
export const validateVaccineRecordRequest = (formData: FormData, now: Date, messages: VaccineRecordMessages) =>
  parseWithZod(formData, { schema: vaccineRecordRequestSchema(now, messages) })

/** The check behind the text message's link: the birth date and the mobile phone again. */
export const validateVaccineRecordVerify = (formData: FormData, now: Date, messages: VaccineRecordMessages) =>
  parseWithZod(formData, {
    schema: z.object({
      dateOfBirth: birthDateSchema(now, { messages: messages.birthDate }),
      phone: vaccineRecordPhone(messages),
    }),
  })

/** The vaccine record's forms in the browser, with the messages their loader sent in the page's language. */
export const vaccineRecordValidators = (messages: VaccineRecordMessages) => ({
  request: (formData: FormData) => validateVaccineRecordRequest(formData, new Date(), messages),
  verify: (formData: FormData) => validateVaccineRecordVerify(formData, new Date(), messages),
})

/** The guest's birth-date form in the browser, with the messages its loader sent in the page's language. */
export const birthDateValidator = (messages: BirthDateMessages) => (formData: FormData) =>
  parseWithZod(formData, { schema: birthDateSchema(new Date(), { messages }) })

/** Guest refill's first step in the browser, with the messages its loader sent in the page's language. */
export const guestRefillFindValidator = (messages: GuestRefillFindMessages) => (formData: FormData) =>
  parseWithZod(formData, { schema: guestRefillFindSchema(messages) })

/** The linking and new-patient forms' client validators, in the words their page's loader sent (issue 36). */
export function linkFormValidators(texts?: RxFormWordTexts) {
  const words = texts ? rxFormWordsFrom(texts) : RX_FORM_WORDS
  return {
    newPatient: (formData: FormData) => validateNewPatient(formData, new Date(), words),
    accountHolder: (formData: FormData) => validateAccountHolder(formData, new Date(), words),
    patientLookup: (formData: FormData) => validatePatientLookup(formData, new Date(), words),
    prescriptionVerify: (formData: FormData) => validatePrescriptionVerify(formData, words),
    // The form names its patient type in a hidden field; the server takes it from the URL.
    prescriptionLookup: (formData: FormData) =>
      validatePrescriptionLookup(formData, lookupPatientType(formData.get('patientType')), new Date(), words),
  }
}
