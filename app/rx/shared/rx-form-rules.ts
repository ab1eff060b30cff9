/** Pharmacy form facts the pages need without the validation library (zod stays out of a page's first load). */

/** Spec 2 section 5: birth dates start in 1900 here (the spec allows 1850 or 1900). */
export const EARLIEST_BIRTH_DATE = { year: 1900, text: '01/01/1900' } as const
export const BIRTH_DATE_MAX_LENGTHS = { month: 2, day: 2, year: 4 } as const

export type BirthDate = { month: string; day: string; year: string }

/** A month, day and year (a birth date, an access end date) as YYYY-MM-DD. */
export function isoDateOf({ month, day, year }: BirthDate) {
  return `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`
}

/** The most prescription rows one guest refill or transfer request takes (decisions 0029 and 0030). */
export const MAX_PRESCRIPTION_ROWS = 5

/** Spec 2 section 9: names up to 50 characters; medication names too (decision 0030). */
export const NAME_MAX_LENGTH = 50

/** Spec 2 section 9: the age threshold between a child and an adult. */
export const ADULT_AGE = 18

/** Spec 2 section 5: a ZIP code of 5 digits with an optional 4-digit extension, or a Canadian postal code. */
export const POSTAL_CODE = /^(\d{5}(-?\d{4})?|[A-Za-z]\d[A-Za-z] ?\d[A-Za-z]\d)$/

/** Patients in one new-patient request (spec 2 lists patients; the bound is decision 0062's). */
export const MAX_NEW_PATIENTS = 4

/** The prescriptions a new patient brings (spec 2 'New-patient form'). */
export const NEW_PATIENT_PRESCRIPTION_TYPES = ['NEW', 'TRANSFER', 'PAPER'] as const

/**
 * Whose record a prescription lookup finds (spec 2 'Linking flow'): the customer's own, their child's or pet's, another
 * adult's (who is asked by email), someone they care for (no birth date), or an adult who lets them manage theirs.
 */
export const LOOKUP_PATIENT_TYPES = ['SELF', 'CHILD', 'PET', 'OTHER_ADULT', 'CAREGIVER', 'MANAGED_ADULT'] as const
export type LookupPatientType = (typeof LOOKUP_PATIENT_TYPES)[number]

/**
 * Spec 2 section 5 'Phone input limited to 10 digits': the phone inputs hold 10 digits and the two dashes of
 * 513-555-0123, and no more (decision 0079).
 */
export const PHONE_INPUT_MAX_LENGTH = 12

/** Spec 2 section 5 'Email': at most 100 characters. */
export const EMAIL_MAX_LENGTH = 100
