import type { Language } from '#app/i18n/language.ts'
import { formatTimeOfDay } from '#app/ui/format.ts'
import type { DayHours, Facility } from '#app/upstream/pharmacy-locator.schema.ts'

export const PHARMACY_HOURS_TITLE = 'Pharmacy Hours'
export const NO_HOURS_TEXT = 'No Hours Found'

const WEEK = ['SUNDAY', 'MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY'] as const
type Weekday = (typeof WEEK)[number]

/** The block's words in the page's language, from `pharmacyHoursTexts` (issue 36). */
export type PharmacyHoursTexts = {
  title: string
  noHours: string
  closed: string
  days: Record<Weekday, string>
  language: Language
}
/** The pharmacy hours block, Sunday first; a lunch break is shown as 'Closed' with its times. */
export function pharmacyHours(facility: Facility | undefined, texts: PharmacyHoursTexts) {
  const words = { title: texts.title, noHours: texts.noHours }
  const regular = facility?.hoursOfOperation?.regularHours ?? []
  if (regular.length === 0) return { kind: 'none' as const, ...words }
  // '13:30' → '1:30 PM' ('1:30 p.m.' in Spanish).
  const clockTime = (hhmm: string) => formatTimeOfDay(hhmm.padStart(5, '0'), texts.language)
  const days = WEEK.map((weekday) => {
    const hours: DayHours | undefined = regular.find((entry) => entry.dayOfWeek.toUpperCase() === weekday)
    const open = hours?.openingTime && hours.closingTime
    return {
      day: texts.days[weekday],
      hours: open ? `${clockTime(hours.openingTime!)} - ${clockTime(hours.closingTime!)}` : texts.closed,
      lunch:
        open && hours.breakStart && hours.breakEnd
          ? `${texts.closed} ${clockTime(hours.breakStart)} - ${clockTime(hours.breakEnd)}`
          : undefined,
    }
  })
  return { kind: 'hours' as const, ...words, days }
}
