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
const datePartsSchema = datePartsSchemaIn(BIRTH_DATE_MESSAGES)

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

/**
 * When another adult's access to the customer's records ends (decision 0064): month, day and year as spec 2 section
 * 5 asks for dates, a real date, from tomorrow on ('Date must be on or after MM/DD/YYYY'). `today` is the pharmacy's
 * (YYYY-MM-DD); the browser's own date stands in for it there, and the server decides.
 */
function accessExpirySchema(today: string) {
  const noon = Date.UTC(+today.slice(0, 4), +today.slice(5, 7) - 1, +today.slice(8, 10), 12)
  const tomorrow = new Date(noon + 24 * 60 * 60 * 1000).toISOString().slice(0, 10)
  const [year, month, day] = tomorrow.split('-')
  return datePartsSchema.check(
    z.refine(isCalendarDate, { error: RX_MESSAGES.dateInvalid, abort: true }),
    z.refine((date) => isoDateOf(date) >= tomorrow, RX_MESSAGES.dateTooEarly(`${month}/${day}/${year}`)),
  )
}
const localToday = () => {
  const now = new Date()
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`
}
export const validateAccessExpiry = (formData: FormData, today = localToday()) =>
  parseWithZod(formData, { schema: z.object({ expiresOn: accessExpirySchema(today) }) })

/**
 * Every pharmacy phone (spec 2 section 5; decision 0079): dashes, spaces, dots and parentheses are dropped, then
 * exactly 10 digits; a country code is more digits, refused. The spec has three wordings for a wrong phone: the
 * refill and transfer forms say 'Please enter a valid 10-digit phone number', linking's store phone 'Invalid phone
 * number, must be 10 digits', and the stricter form (area code and exchange from 2 to 9) its own.
 */
function phoneSchema(
  label: string,
  {
    required = RX_MESSAGES.required(label),
    invalid = RX_MESSAGES.phoneInvalid,
    strict = false,
  }: { required?: string; invalid?: string; strict?: boolean } = {},
) {
  return z.string({ error: required }).check(
    z.overwrite((value) => value.replace(/[\s().-]/g, '')),
    z.minLength(1, { error: required, abort: true }),
    z.regex(strict ? /^[2-9]\d{2}[2-9]\d{6}$/ : /^\d{10}$/, invalid),
  )
}
const linkingStorePhone = (required?: string) =>
  phoneSchema('Pharmacy Phone Number', { invalid: RX_MESSAGES.phoneTenDigits, ...(required ? { required } : {}) })

/** Spec 2 section 5 'Email': at most 100 characters, one @ between a name and a dotted domain. */
const emailSchema = z
  .string({ error: RX_MESSAGES.required('Email') })
  .check(
    z.trim(),
    z.maxLength(EMAIL_MAX_LENGTH, { error: RX_MESSAGES.tooLong('Email', EMAIL_MAX_LENGTH), abort: true }),
    z.regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, RX_MESSAGES.emailInvalid),
  )

const RX_NUMBER_PATTERN = /^\d{5,8}$/

function rxNumberSchema(required: string, invalid: string = RX_MESSAGES.rxNumberInvalid) {
  return z
    .string({ error: required })
    .check(z.trim(), z.minLength(1, { error: required, abort: true }), z.regex(RX_NUMBER_PATTERN, invalid))
}
const prescriptionNumberSchema = rxNumberSchema(RX_MESSAGES.required('Prescription Number'))

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
function textSchema(label: string) {
  return z
    .string({ error: RX_MESSAGES.required(label) })
    .check(
      z.trim(),
      z.minLength(1, { error: RX_MESSAGES.required(label), abort: true }),
      z.maxLength(NAME_MAX_LENGTH, RX_MESSAGES.tooLong(label, NAME_MAX_LENGTH)),
    )
}

/**
 * Spec 2 section 5 'Names': required, at most 50, letters, spaces, apostrophe, period, comma and hyphen. Spaces alone
 * are 'Must contain at least 1 character', digits 'Only letters allowed', other signs 'No special characters allowed.'
 */
function nameSchema(label: string) {
  const required = RX_MESSAGES.required(label)
  return z.string({ error: required }).check(
    z.refine((value) => value === '' || value.trim() !== '', { error: RX_MESSAGES.nameBlank, abort: true }),
    z.trim(),
    z.minLength(1, { error: required, abort: true }),
    z.maxLength(NAME_MAX_LENGTH, { error: RX_MESSAGES.tooLong(label, NAME_MAX_LENGTH), abort: true }),
    z.regex(/^\D*$/, { error: RX_MESSAGES.nameLettersOnly, abort: true }),
    z.regex(/^[A-Za-z .,'-]*$/, RX_MESSAGES.nameCharacters),
  )
}

/** Rows of the add-Rx form; empty rows arrive as nothing at all, so a missing list means the first row is empty. */
function prescriptionRows<Row extends z.ZodMiniType>(row: Row) {
  return z
    .array(row, { error: RX_MESSAGES.required('Medication Name') })
    .check(z.minLength(1, RX_MESSAGES.required('Medication Name')), z.maxLength(MAX_PRESCRIPTION_ROWS))
}

const refill = z.optional(z.boolean())

/**
 * The add-Rx form (spec 2 section 5): NEW needs medName, contactName and
 * contactPhone (the prescriber); TRANSFER needs medName, rxNumber,
 * contactName and contactPhone (the pharmacy it is at); TRANSFER_ALL the
 * pharmacy alone; PAPER the acknowledgement. Who the patient is comes first.
 */
function addRxSchema<Patient extends z.core.$ZodLooseShape>(patient: Patient) {
  const common = { ...patient, facilityId: z.string({ error: RX_MESSAGES.required('Pharmacy') }) }
  const currentPharmacy = {
    contactName: textSchema('Pharmacy Name'),
    contactPhone: phoneSchema('Pharmacy Phone Number'),
  }
  return z.discriminatedUnion(
    'orderType',
    [
      z.object({ ...common, orderType: z.literal('TRANSFER_ALL'), ...currentPharmacy }),
      z.object({
        ...common,
        orderType: z.literal('TRANSFER'),
        ...currentPharmacy,
        prescriptions: prescriptionRows(
          z.object({ medName: textSchema('Medication Name'), rxNumber: prescriptionNumberSchema, refill }),
        ),
      }),
      z.object({
        ...common,
        orderType: z.literal('NEW'),
        contactName: nameSchema("Doctor's Name"),
        contactPhone: phoneSchema("Doctor's Phone Number"),
        prescriptions: prescriptionRows(z.object({ medName: textSchema('Medication Name'), refill })),
      }),
      z.object({
        ...common,
        orderType: z.literal('PAPER'),
        paperAcknowledge: z.literal(true, { error: RX_MESSAGES.paperAcknowledgeRequired }),
        prescriptions: z.optional(
          z
            .array(z.object({ medName: z.optional(z.string().check(z.trim(), z.maxLength(NAME_MAX_LENGTH))), refill }))
            .check(z.maxLength(MAX_PRESCRIPTION_ROWS)),
        ),
      }),
    ],
    { error: RX_MESSAGES.required('Request type') },
  )
}

/** A customer names one of their patients. */
export const customerTransferSchema = addRxSchema({
  patientNumber: z.string({ error: RX_MESSAGES.required('Patient') }),
})

/** A guest (patient '0') gives their name, birth date and phone. */
export function guestTransferSchema(now: Date) {
  return addRxSchema({
    firstName: nameSchema('First Name'),
    lastName: nameSchema('Last Name'),
    dateOfBirth: birthDateSchema(now),
    phone: phoneSchema('Phone Number'),
  })
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
  schema: typeof customerTransferSchema | ReturnType<typeof guestTransferSchema>,
) {
  return parseWithZod(formData, { schema }) as unknown as Submission<TransferFormFields>
}

/** The birthday that makes someone born on it an adult today (18 today is an adult). */
const adultsBornBy = (now: Date) => `${now.getUTCFullYear() - ADULT_AGE}${now.toISOString().slice(4, 10)}`

/** Spec 2 section 5: a child is under 18 on the day the form is sent; an adult is 18 or more. */
function childBirthDateSchema(now: Date) {
  return birthDateSchema(now).check(z.refine((date) => isoDateOf(date) > adultsBornBy(now), RX_MESSAGES.childAge))
}
function adultBirthDateSchema(now: Date) {
  return birthDateSchema(now).check(z.refine((date) => isoDateOf(date) <= adultsBornBy(now), RX_MESSAGES.adultAge))
}

/**
 * Who the lookup is about, per patient type (spec 2 section 5): names always; the birth date (a child's under 18, an
 * adult's 18 or more) except for someone cared for, whose caregiver may not know it; another adult's email, and a
 * managed adult's (the grantor's) email.
 */
function lookupPatientFields(now: Date, patientType: LookupPatientType) {
  const names = {
    rxNumber: prescriptionNumberSchema,
    firstName: nameSchema('First Name'),
    lastName: nameSchema('Last Name'),
  }
  switch (patientType) {
    case 'CAREGIVER':
      return names
    case 'CHILD':
      return { ...names, dateOfBirth: childBirthDateSchema(now) }
    case 'OTHER_ADULT':
      return { ...names, dateOfBirth: adultBirthDateSchema(now), email: emailSchema }
    case 'MANAGED_ADULT':
      return { ...names, dateOfBirth: adultBirthDateSchema(now), grantorEmailAddress: emailSchema }
    default:
      return { ...names, dateOfBirth: birthDateSchema(now) }
  }
}

/**
 * Linking's prescription lookup (spec 2 'Lookup form' and section 5): the pharmacy phone only for a store
 * prescription, required there; the patient as their type asks.
 */
function prescriptionLookupSchema(now: Date, patientType: LookupPatientType) {
  const patient = lookupPatientFields(now, patientType)
  return z.discriminatedUnion(
    'rxType',
    [
      z.object({ ...patient, rxType: z.literal('retail'), facilityPhone: linkingStorePhone() }),
      z.object({ ...patient, rxType: z.literal('mailorder') }),
    ],
    { error: RX_MESSAGES.required('Prescription Type') },
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

export function validatePrescriptionLookup(formData: FormData, patientType: LookupPatientType, now = new Date()) {
  return parseWithZod(formData, {
    schema: prescriptionLookupSchema(now, patientType),
  }) as unknown as Submission<PrescriptionLookupFields, string[], PrescriptionLookupValue>
}

/** Spec 2 section 5 'Address': line 1, city, state (50 states, DC, Puerto Rico) and a US or Canadian postal code. */
const addressFields = {
  address: textSchema('Address'),
  address2: z.optional(z.string().check(z.trim(), z.maxLength(NAME_MAX_LENGTH))),
  city: textSchema('City'),
  state: z
    .string({ error: RX_MESSAGES.required('State') })
    .check(z.refine((code) => PHARMACY_STATES.some((state) => state.code === code), RX_MESSAGES.required('State'))),
  zipCode: z
    .string({ error: RX_MESSAGES.required('Zip Code') })
    .check(
      z.trim(),
      z.minLength(1, { error: RX_MESSAGES.required('Zip Code'), abort: true }),
      z.regex(POSTAL_CODE, RX_MESSAGES.postalCode),
    ),
}

/**
 * 'Enter Patient Details' (spec 2 section 7 'patient-matches'; decision 0080): who the customer is and where they
 * live, with a phone in the stricter form and an email, both optional, but a phone whenever an email is given.
 */
function patientLookupSchema(now: Date) {
  return z
    .object({
      firstName: nameSchema('First Name'),
      lastName: nameSchema('Last Name'),
      dateOfBirth: birthDateSchema(now, { wholeDateError: RX_MESSAGES.lookupBirthDate }),
      ...addressFields,
      // Optional: separators alone are a phone that cannot be read, not a missing one.
      phoneNum: z.optional(
        phoneSchema('Phone Number', {
          required: RX_MESSAGES.phoneStrict,
          invalid: RX_MESSAGES.phoneStrict,
          strict: true,
        }),
      ),
      email: z.optional(emailSchema),
    })
    .check(
      z.refine((form) => !form.email || Boolean(form.phoneNum), {
        error: RX_MESSAGES.phoneWithEmail,
        path: ['phoneNum'],
        // Said alongside the other fields' messages, not only once they are right.
        when: ({ value }) => typeof value === 'object' && value !== null,
      }),
    )
}

export function validatePatientLookup(formData: FormData, now = new Date()) {
  return parseWithZod(formData, { schema: patientLookupSchema(now) })
}

/** Customer verification (spec 2 section 5 'Verification form'): 'Required' for the Rx number, and the store phone of a store prescription. */
const prescriptionVerifySchema = z.discriminatedUnion(
  'rxType',
  [
    z.object({
      rxType: z.literal('retail'),
      rxNumber: rxNumberSchema(RX_MESSAGES.requiredShort),
      facilityPhone: linkingStorePhone(RX_MESSAGES.requiredShort),
    }),
    z.object({ rxType: z.literal('mailorder'), rxNumber: rxNumberSchema(RX_MESSAGES.requiredShort) }),
  ],
  { error: RX_MESSAGES.required('Prescription Type') },
)

export type PrescriptionVerifyFields = { rxType: string; rxNumber: string; facilityPhone: string }

export function validatePrescriptionVerify(formData: FormData) {
  return parseWithZod(formData, { schema: prescriptionVerifySchema }) as unknown as Submission<PrescriptionVerifyFields>
}

/**
 * 'New Patient Request Form' (spec 2 'New-patient form'): the patients (up to four), the prescriptions each brings,
 * and where to ship them.
 */
function newPatientSchema(now: Date) {
  const patient = z.object({
    firstName: nameSchema('First Name'),
    lastName: nameSchema('Last Name'),
    dateOfBirth: birthDateSchema(now),
    prescriptionType: z.enum(NEW_PATIENT_PRESCRIPTION_TYPES, { error: RX_MESSAGES.required('Prescription Type') }),
  })
  return z.object({
    // Conform drops a row left wholly empty: the list itself is then missing.
    patients: z
      .array(patient, { error: RX_MESSAGES.required('First Name') })
      .check(z.minLength(1, RX_MESSAGES.required('First Name')), z.maxLength(MAX_NEW_PATIENTS)),
    ...addressFields,
  })
}

/** 'Primary Account Holder Information': who the identity provider quizzes. */
function accountHolderSchema(now: Date) {
  return z.object({
    firstName: nameSchema('First Name'),
    lastName: nameSchema('Last Name'),
    dateOfBirth: birthDateSchema(now),
    ...addressFields,
  })
}

/**
 * A loyalty card or alternate ID number (spec 2 section 5): hyphens dropped, digits only, 10 digits (an alternate ID)
 * or 11 to 13 (a card). Left empty it means 'remove the card', which the caller decides; the form says 'Number is a
 * required field' when there is none to remove.
 */
function loyaltyNumberSchema(required: boolean) {
  return z.string({ error: RX_MESSAGES.numberRequired }).check(
    z.overwrite((value) => value.trim().replace(/-/g, '')),
    // Spaces or hyphens alone are no number at all.
    ...(required ? [z.minLength(1, { error: RX_MESSAGES.numberRequired, abort: true })] : []),
    z.regex(/^\d*$/, { error: RX_MESSAGES.numericWithoutHyphens, abort: true }),
    z.regex(/^(|\d{10}|\d{11,13})$/, RX_MESSAGES.alternateIdLength),
  )
}
export const validateLoyaltyNumber = (formData: FormData, { required }: { required: boolean }) =>
  parseWithZod(formData, {
    schema: z.object({
      loyaltyCardNumber: required ? loyaltyNumberSchema(true) : z.optional(loyaltyNumberSchema(false)),
    }),
  })

/**
 * 'Communication Preferences': text, email and calls, the phone to call, and the notification types to text about.
 * Calls need a phone to call (decision 0063's words).
 */
const commPrefsSchema = z
  .object({
    notifyByText: z.optional(z.boolean()),
    notifyByEmail: z.optional(z.boolean()),
    notifyByVoice: z.optional(z.boolean()),
    voiceNotificationPreference: z.optional(z.enum(['HOME', 'MOBILE'])),
    smsTypes: z.optional(z.array(z.string().check(z.maxLength(40))).check(z.maxLength(20))),
  })
  .check(
    z.refine((form) => !form.notifyByVoice || Boolean(form.voiceNotificationPreference), {
      error: RX_MESSAGES.voicePhoneRequired,
      path: ['voiceNotificationPreference'],
    }),
  )
export const validateCommPrefs = (formData: FormData) => parseWithZod(formData, { schema: commPrefsSchema })

/** A patient's address on the profile (spec 2 section 5 'Address'). */
const patientAddressFormSchema = z.object(addressFields)
export const validatePatientAddress = (formData: FormData) =>
  parseWithZod(formData, { schema: patientAddressFormSchema })

export const validateNewPatient = (formData: FormData, now = new Date()) =>
  parseWithZod(formData, { schema: newPatientSchema(now) })
export const validateAccountHolder = (formData: FormData, now = new Date()) =>
  parseWithZod(formData, { schema: accountHolderSchema(now) })

/** The digital vaccine record's request (decision 0072): who the patient is, and the mobile phone on their record. */
function vaccineRecordRequestSchema(now: Date) {
  return z.object({
    firstName: nameSchema('First Name'),
    lastName: nameSchema('Last Name'),
    dateOfBirth: birthDateSchema(now),
    phone: phoneSchema('Mobile Phone Number'),
  })
}
export const validateVaccineRecordRequest = (formData: FormData, now = new Date()) =>
  parseWithZod(formData, { schema: vaccineRecordRequestSchema(now) })

/** The check behind the text message's link: the birth date and the mobile phone again. */
export const validateVaccineRecordVerify = (formData: FormData, now = new Date()) =>
  parseWithZod(formData, {
    schema: z.object({ dateOfBirth: birthDateSchema(now), phone: phoneSchema('Mobile Phone Number') }),
  })

/** The guest's birth-date form in the browser, with the messages its loader sent in the page's language. */
export const birthDateValidator = (messages: BirthDateMessages) => (formData: FormData) =>
  parseWithZod(formData, { schema: birthDateSchema(new Date(), { messages }) })

/** Guest refill's first step in the browser, with the messages its loader sent in the page's language. */
export const guestRefillFindValidator = (messages: GuestRefillFindMessages) => (formData: FormData) =>
  parseWithZod(formData, { schema: guestRefillFindSchema(messages) })

/** Client validators, loaded lazily by the forms (decision 0014). */
export const rxFormValidators = {
  guestRefillFind: (formData: FormData) => parseWithZod(formData, { schema: guestRefillFindSchema() }),
  customerTransfer: (formData: FormData) => validateTransfer(formData, customerTransferSchema),
  guestTransfer: (formData: FormData) => validateTransfer(formData, guestTransferSchema(new Date())),
  // The form names its patient type in a hidden field; the server takes it from the URL.
  newPatient: (formData: FormData) => validateNewPatient(formData),
  accountHolder: (formData: FormData) => validateAccountHolder(formData),
  accessExpiry: (formData: FormData) => validateAccessExpiry(formData),
  commPrefs: validateCommPrefs,
  patientLookup: (formData: FormData) => validatePatientLookup(formData),
  vaccineRecordRequest: (formData: FormData) => validateVaccineRecordRequest(formData),
  vaccineRecordVerify: (formData: FormData) => validateVaccineRecordVerify(formData),
  prescriptionVerify: (formData: FormData) => validatePrescriptionVerify(formData),
  prescriptionLookup: (formData: FormData) =>
    validatePrescriptionLookup(formData, lookupPatientType(formData.get('patientType'))),
}
