import dayjs from 'dayjs'
import { isPatientNumber } from '#app/rx/shared/patients.ts'
import { PLACEHOLDER_COST } from '#app/rx/shared/money.ts'

/** Spec 2 section 9: history shows the last 12 months by default and never starts more than 36 months back. */
const DEFAULT_MONTHS = 12
const MAX_LOOKBACK_MONTHS = 36
/** Spec 2 section 9: 'recent sold window 4 weeks'. */
const RECENT_DAYS = 28

const DAY_FORMAT = 'YYYY-MM-DD'
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/

/** A YYYY-MM-DD that is a real day (the history form's `from` and `to`), else undefined. */
export function dayOf(value: unknown) {
  if (typeof value !== 'string' || !ISO_DAY.test(value)) return undefined
  const day = dayjs(value)
  return day.isValid() && day.format(DAY_FORMAT) === value ? value : undefined
}

/** The default window and the earliest start, counted from the pharmacy's today (YYYY-MM-DD). */
export function historyWindow(today: string) {
  const now = dayjs(today)
  return {
    defaultFrom: now.subtract(DEFAULT_MONTHS, 'month').format(DAY_FORMAT),
    earliest: now.subtract(MAX_LOOKBACK_MONTHS, 'month').format(DAY_FORMAT),
    today,
  }
}

/** Whole days from a fill's date to today. */
const daysAgo = (date: string, today: string) => dayjs(today).diff(dayjs(date.slice(0, 10)), 'day')

export const isSold = (status: string) => status.toUpperCase() === 'SOLD'

/** A YYYY-MM-DD within a period, both ends included. */
export const isInPeriod = (day: string, period: { from: string; to: string }) => day >= period.from && day <= period.to
export const isReturned = (status: string) => status.toUpperCase() === 'RETURNED'

/**
 * Spec 2 section 4 'Patient fill status': 'Sold' when a fill was sold in the last 4 weeks (28 days, today
 * included), else 'Returned' when one was returned in them, else 'Neither'. Each fill counts from today at its own
 * store (`todayAt`, decision 0105).
 */
export function patientFillStatus<Fill extends { fillDate: string; fillStatus: string }>(
  fills: Fill[],
  todayAt: (fill: Fill) => string,
) {
  const recent = fills.filter((fill) => {
    const ago = daysAgo(fill.fillDate, todayAt(fill))
    return ago >= 0 && ago <= RECENT_DAYS
  })
  if (recent.some((fill) => isSold(fill.fillStatus))) return 'Sold' as const
  if (recent.some((fill) => isReturned(fill.fillStatus))) return 'Returned' as const
  return 'Neither' as const
}

/** The filters' refusals in the page's language; `tooEarly` names the earliest day it is given (YYYY-MM-DD). */
export type FilterMessages = {
  invalidDate: string
  inFuture: string
  beforeStart: string
  choosePatient: string
  tooEarly: (earliest: string) => string
}

const RX_NUMBER = /^\d{1,20}$/
const FACILITY_ID = /^\w{1,20}$/

/**
 * The filters from the URL (a GET form: bookmarkable and shareable): dates as YYYY-MM-DD, the last 12 months when
 * not given, never starting more than 36 months back, ending on or after the start and not after today.
 */
export function filtersOf(params: URLSearchParams, today: string, messages: FilterMessages) {
  const window = historyWindow(today)
  const given = (name: string) => params.get(name) || null
  const from = given('from') === null ? window.defaultFrom : dayOf(given('from'))
  const to = given('to') === null ? today : dayOf(given('to'))
  const errors: Record<string, string> = {}
  if (!from) errors.from = messages.invalidDate
  else if (from < window.earliest) errors.from = messages.tooEarly(window.earliest)
  else if (from > today) errors.from = messages.inFuture
  if (!to) errors.to = messages.invalidDate
  else if (to > today) errors.to = messages.inFuture
  else if (from && to < from) errors.to = messages.beforeStart
  const prescription = given('prescription')
  const location = given('location')
  return {
    from: from ?? given('from') ?? '',
    to: to ?? given('to') ?? '',
    prescription: prescription && RX_NUMBER.test(prescription) ? prescription : '',
    location: location && FACILITY_ID.test(location) ? location : '',
    errors,
    earliest: window.earliest,
  }
}

/**
 * A report names the patients it covers in its URL, each a call started at once: a caregiver's account may have a
 * dozen (the demo's large account, decision 0095), so more than this is not a page's.
 */
const MAX_REPORT_PATIENTS = 20

/**
 * The expense report's choices from the URL (a GET form, like the history's): the patients (`patient`, repeated) and
 * the history's dates and their rules.
 */
export function expenseQueryOf(params: URLSearchParams, today: string, messages: FilterMessages) {
  const filters = filtersOf(params, today, messages)
  const patients = [...new Set(params.getAll('patient').filter(isPatientNumber))].slice(0, MAX_REPORT_PATIENTS)
  const errors: Record<string, string> = { ...filters.errors }
  if (patients.length === 0) errors.patient = messages.choosePatient
  return { patients, from: filters.from, to: filters.to, earliest: filters.earliest, errors }
}

/** What a fill cost the patient, in cents; the pharmacy's 'price not known yet' and a missing amount are no expense. */
export function expenseCents(amount: number | null | undefined) {
  return amount === null || amount === undefined || amount === PLACEHOLDER_COST ? null : Math.round(amount * 100)
}

/** A cell as a spreadsheet reads it: quoted, and never a formula (CSV injection: a leading = + - @ is text). */
function csvCell(value: string) {
  const text = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value
  return `"${text.replace(/"/g, '""')}"`
}

/** Lines of cells as CSV (RFC 4180: every cell quoted, quotes doubled, CRLF). */
export function csvOf(lines: string[][]) {
  return `${lines.map((line) => line.map(csvCell).join(',')).join('\r\n')}\r\n`
}

/** Each patient's total and the report's, in cents (summed whole, so no float drift). */
export function expenseTotals(rows: Array<{ patientNumber: string; cents: number | null }>) {
  const byPatient = new Map<string, number>()
  for (const row of rows) byPatient.set(row.patientNumber, (byPatient.get(row.patientNumber) ?? 0) + (row.cents ?? 0))
  return { byPatient, total: [...byPatient.values()].reduce((sum, cents) => sum + cents, 0) }
}
