/** Pharmacy form facts the pages need without the validation library (zod stays out of a page's first load). */

/** Spec 2 section 5: birth dates start in 1900 here (the spec allows 1850 or 1900). */
export const EARLIEST_BIRTH_DATE = { year: 1900, text: '01/01/1900' } as const
export const BIRTH_DATE_MAX_LENGTHS = { month: 2, day: 2, year: 4 } as const

export type BirthDate = { month: string; day: string; year: string }

/** The birth date as YYYY-MM-DD. */
export function isoBirthDate({ month, day, year }: BirthDate) {
  return `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`
}

/** The most prescriptions one guest refill request takes (decision 0029). */
export const MAX_GUEST_REFILL_PRESCRIPTIONS = 5
