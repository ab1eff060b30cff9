/** Birth-date facts the page needs without the validation library (zod stays out of the page's first load). */

/** Spec 2 section 5: birth dates start in 1900 here (the spec allows 1850 or 1900). */
export const EARLIEST_BIRTH_DATE = { year: 1900, text: '01/01/1900' } as const
export const BIRTH_DATE_MAX_LENGTHS = { month: 2, day: 2, year: 4 } as const

export type BirthDate = { month: string; day: string; year: string }

/** The birth date as YYYY-MM-DD. */
export function isoBirthDate({ month, day, year }: BirthDate) {
  return `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`
}
