import dayjs, { type Dayjs } from 'dayjs'
import utc from 'dayjs/plugin/utc.js'
import type { Language } from '#app/i18n/language.ts'
import { formatTimeOfDay, formatWeekdayDay } from '#app/ui/format.ts'
import type { DayHours, Facility } from '#app/upstream/pharmacy-locator.schema.ts'

dayjs.extend(utc)

/**
 * Pickup dates and times (spec 2 sections 4 and 9). Every time here is the store's wall-clock time, read from the
 * store's clock the caller passes (decisions 0021, 0105), so these rules stay pure and testable.
 */

/**
 * A store's clock: its wall-clock time now, and its wall-clock time some minutes from now, which is more or less than
 * now plus the minutes across a daylight-saving change (decision 0105).
 */
export type StoreClock = { now: Dayjs; after: (minutes: number) => Dayjs }

/** A wall-clock value as a dayjs in UTC mode: adding minutes to it never crosses a change of the server's own zone. */
const asWall = (value: Dayjs) => dayjs.utc(value.format('YYYY-MM-DDTHH:mm:ss'))

/** A clock whose wall time runs evenly from `now` (a zone without daylight saving, and the rules' tests). */
export function wallClock(now: Dayjs): StoreClock {
  const wall = asWall(now)
  return { now: wall, after: (minutes) => wall.add(minutes, 'minute') }
}
const SLOT_MINUTES = 30
/** Spec 9: the slot loop is capped (about 50) so bad hours can never spin. */
export const MAX_SLOTS_PER_DAY = 50
const PICKUP_DAYS = 7
/** Spec 9's fallback promise time: now plus 4 hours. */
export const DEFAULT_LEAD_MINUTES = 4 * 60

const DATE_FORMAT = 'YYYY-MM-DD'
const TIME_PATTERN = /^([01]\d|2[0-3]):([0-5]\d)$/
const DAY_NAMES = ['SUNDAY', 'MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY']

function minutesOf(time: string | null | undefined) {
  const match = time ? TIME_PATTERN.exec(time) : null
  return match ? Number(match[1]) * 60 + Number(match[2]) : undefined
}

function hhmm(minutes: number) {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`
}

/** The promise time in minutes: with a call to the prescriber when any refill needs one. */
export function leadMinutes(facility: Facility, needsDoctorCall: boolean) {
  const promise = facility.promiseTimes
  const earliest = needsDoctorCall
    ? promise?.earliestAvailableTime?.rxWebWithDoctorCall
    : promise?.earliestAvailableTime?.rxWebWithoutDoctorCall
  const minutes = Number(earliest ?? promise?.defaultPromiseTime)
  return Number.isInteger(minutes) && minutes > 0 ? minutes : DEFAULT_LEAD_MINUTES
}

/** The first slot boundary at or after the promise time from now, on the store's clock then. */
export function earliestPickup(facility: Facility, clock: StoreClock, needsDoctorCall: boolean) {
  const ready = asWall(clock.after(leadMinutes(facility, needsDoctorCall)))
    .second(0)
    .millisecond(0)
  const past = ready.minute() % SLOT_MINUTES
  return past === 0 ? ready : ready.add(SLOT_MINUTES - past, 'minute')
}

/** A holiday's hours replace the weekday's. */
function hoursOn(facility: Facility, date: Dayjs): DayHours | undefined {
  const hours = facility.hoursOfOperation
  const day = date.format(DATE_FORMAT)
  return (
    hours?.holidaySchedule.find((holiday) => holiday.date === day) ??
    hours?.regularHours.find((regular) => regular.dayOfWeek === DAY_NAMES[date.day()])
  )
}

/** 'HH:mm' slots every 30 minutes while the pharmacy is open, outside its break, from the earliest pickup on. */
export function pickupTimeSlots(facility: Facility, date: string, clock: StoreClock, needsDoctorCall: boolean) {
  const day = dayjs.utc(date)
  if (!day.isValid() || day.format(DATE_FORMAT) !== date) return []
  const hours = hoursOn(facility, day)
  const opening = minutesOf(hours?.openingTime)
  const closing = minutesOf(hours?.closingTime)
  if (opening === undefined || closing === undefined) return []
  const breakStart = minutesOf(hours?.breakStart)
  const breakEnd = minutesOf(hours?.breakEnd)
  const earliest = earliestPickup(facility, clock, needsDoctorCall)
  const slots: string[] = []
  for (
    let i = 0, start = opening;
    i < MAX_SLOTS_PER_DAY && start + SLOT_MINUTES <= closing;
    i++, start += SLOT_MINUTES
  ) {
    const inBreak =
      breakStart !== undefined && breakEnd !== undefined && start + SLOT_MINUTES > breakStart && start < breakEnd
    if (!inBreak && !day.add(start, 'minute').isBefore(earliest)) slots.push(hhmm(start))
  }
  return slots
}

/** The next `days` dates (from today) with at least one slot, as 'YYYY-MM-DD'. */
export function pickupDates(facility: Facility, clock: StoreClock, needsDoctorCall: boolean, days = PICKUP_DAYS) {
  const today = asWall(clock.now).startOf('day')
  return Array.from({ length: days }, (_, offset) => today.add(offset, 'day').format(DATE_FORMAT)).filter(
    (date) => pickupTimeSlots(facility, date, clock, needsDoctorCall).length > 0,
  )
}

/** Spec 9 'Pickup date format weekday, month, day', in the page's language (decision 0109). */
export function formatPickupDate(date: string, language: Language = 'en') {
  return formatWeekdayDay(date, language)
}

export function formatPickupTime(time: string, language: Language = 'en') {
  return formatTimeOfDay(time, language)
}

/** Spec 2 section 9: a guest refill's next-day default. */
const GUEST_REFILL_NEXT_DAY_TIME = '14:00'

/**
 * A guest refill's default pickup (spec 2 sections 5 and 9): the first slot
 * 4 hours ahead today, or else the next day with slots at 14:00 (or its first
 * slot after that). Guests get the spec's own 4 hours, not the store's
 * promise times.
 */
export function guestRefillDefaultPickup(facility: Facility, clock: StoreClock) {
  const store: Facility = { ...facility, promiseTimes: null }
  const today = clock.now.format(DATE_FORMAT)
  const todaySlots = pickupTimeSlots(store, today, clock, false)
  if (todaySlots[0]) return { date: today, time: todaySlots[0] }
  const next = pickupDates(store, clock, false)[0]
  if (!next) return undefined
  const slots = pickupTimeSlots(store, next, clock, false)
  return { date: next, time: slots.find((slot) => slot >= GUEST_REFILL_NEXT_DAY_TIME) ?? slots[0]! }
}

/** The dates and slots a guest may pick, with the same 4-hour rule. */
export function guestRefillSlots(facility: Facility, clock: StoreClock, date: string) {
  const store: Facility = { ...facility, promiseTimes: null }
  return { dates: pickupDates(store, clock, false), times: pickupTimeSlots(store, date, clock, false) }
}
