import type { DayHours, Facility } from '#app/upstream/pharmacy-locator.schema.ts'

export const PHARMACY_HOURS_TITLE = 'Pharmacy Hours'
export const NO_HOURS_TEXT = 'No Hours Found'

const WEEK = ['SUNDAY', 'MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY'] as const

/** '13:30' → '1:30 PM'. */
function clockTime(hhmm: string) {
  const [hours = 0, minutes = 0] = hhmm.split(':').map(Number)
  const suffix = hours >= 12 ? 'PM' : 'AM'
  return `${hours % 12 || 12}:${String(minutes).padStart(2, '0')} ${suffix}`
}

const titleCase = (day: string) => day.charAt(0) + day.slice(1).toLowerCase()

/** The pharmacy hours block, Sunday first; a lunch break is shown as 'Closed' with its times. */
export function pharmacyHours(facility: Facility | undefined) {
  const regular = facility?.hoursOfOperation?.regularHours ?? []
  if (regular.length === 0) return { kind: 'none' as const }
  const days = WEEK.map((weekday) => {
    const hours: DayHours | undefined = regular.find((entry) => entry.dayOfWeek.toUpperCase() === weekday)
    const open = hours?.openingTime && hours.closingTime
    return {
      day: titleCase(weekday),
      hours: open ? `${clockTime(hours.openingTime!)} - ${clockTime(hours.closingTime!)}` : 'Closed',
      lunch:
        open && hours.breakStart && hours.breakEnd
          ? `Closed ${clockTime(hours.breakStart)} - ${clockTime(hours.breakEnd)}`
          : undefined,
    }
  })
  return { kind: 'hours' as const, days }
}
