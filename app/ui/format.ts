// Money, dates, times and postal addresses as every page shows them: the one place their formats live (pure, for the
// browser and the server). Each takes the page's language (the request context's, decision 0109); English is the default.
import { LOCALES, type Language } from '#app/i18n/language.ts'

/** One formatter per language and kind: building one costs far more than using it. */
function memo<T>(make: (locale: string) => T) {
  const made = new Map<Language, T>()
  return (language: Language) => {
    let formatter = made.get(language)
    if (!formatter) made.set(language, (formatter = make(LOCALES[language])))
    return formatter
  }
}

const dollars = memo((locale) => new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD' }))
// Calendar days and wall-clock times are formatted as UTC values: no server or browser zone moves them.
const abbreviatedDay = memo(
  (locale) => new Intl.DateTimeFormat(locale, { timeZone: 'UTC', day: 'numeric', month: 'short', year: 'numeric' }),
)
const weekdayDay = memo(
  (locale) => new Intl.DateTimeFormat(locale, { timeZone: 'UTC', weekday: 'long', month: 'long', day: 'numeric' }),
)
const timeOfDay = memo(
  (locale) => new Intl.DateTimeFormat(locale, { timeZone: 'UTC', hour: 'numeric', minute: '2-digit' }),
)

/** Some ICU versions put a narrow no-break space before 'PM': the pages and their tests read a plain one. */
const plainSpaces = (text: string) => text.replace(/\u202f/g, ' ')

/** '$1,234.50': US dollars with cents, in either language (US Spanish writes them the same way). */
export function formatMoney(amount: number, language: Language = 'en'): string {
  return dollars(language).format(amount)
}

/** An address in the shape most upstreams send (the pharmacy's names); the wallet and the profile map theirs onto it. */
export type PostalAddress = {
  address1: string
  address2?: string | null
  city: string
  state: string
  zipCode: string
}

const present = (parts: readonly (string | null | undefined)[]) =>
  parts.map((part) => part?.trim()).filter((part): part is string => Boolean(part))

/**
 * One line, '1014 Vine St, Apt 4B, Cincinnati, OH 45202', or with `{ lines: true }`
 * the lines of a postal block: the street, the second line, 'Cincinnati, OH 45202'.
 * Blank parts are left out.
 */
export function formatAddress(address: PostalAddress): string
export function formatAddress(address: PostalAddress, options: { lines: true }): string[]
export function formatAddress(address: PostalAddress, { lines = false }: { lines?: boolean } = {}): string | string[] {
  const region = [address.state, address.zipCode].filter(Boolean).join(' ')
  const block = present([address.address1, address.address2, present([address.city, region]).join(', ')])
  return lines ? block : block.join(', ')
}

/** Spec 2 section 5: 'XXX-XXX-XXXX' for 10 digits (any dashes, spaces or parentheses aside), '--' for anything less. */
export function formatPhone(phone: string | null | undefined): string {
  const digits = (phone ?? '').replace(/\D/g, '')
  return digits.length === 10 ? `${digits.slice(0, 3)}-${digits.slice(3, 6)}-${digits.slice(6)}` : '--'
}

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/

/** A 'YYYY-MM-DD' day as a UTC instant, for the formatters above; undefined for anything else. */
function utcDay(day: string | undefined) {
  const parts = day ? ISO_DAY.exec(day) : null
  return parts ? new Date(Date.UTC(Number(parts[1]), Number(parts[2]) - 1, Number(parts[3]))) : undefined
}

/**
 * A date (or date-time) of an upstream on its own day, whatever the server's time zone; null when absent. English:
 * MM/DD/YYYY, as the spec writes dates. Spanish: '4 mar 2026', the month by name, as a numeric date would be read
 * day first by some readers and month first by others (decision 0109).
 */
export function formatDay(date: string | null | undefined, language: Language = 'en'): string | null {
  const day = date?.slice(0, 10)
  const instant = utcDay(day)
  if (!day || !instant) return null
  if (language === 'es') return abbreviatedDay(language).format(instant)
  const [year, month, dayOfMonth] = day.split('-')
  return `${month}/${dayOfMonth}/${year}`
}

/** A 'YYYY-MM-DD' day as weekday, month and day: 'Wednesday, March 4', 'miércoles, 4 de marzo'. */
export function formatWeekdayDay(day: string, language: Language = 'en'): string {
  const instant = utcDay(day)
  return instant ? weekdayDay(language).format(instant) : day
}

/** A wall-clock 'HH:mm' time on a 12-hour clock: '3:30 PM', '3:30 p.m.'. */
export function formatTimeOfDay(time: string, language: Language = 'en'): string {
  const parts = /^(\d{2}):(\d{2})/.exec(time)
  if (!parts) return time
  return plainSpaces(timeOfDay(language).format(new Date(Date.UTC(2000, 0, 1, Number(parts[1]), Number(parts[2])))))
}
