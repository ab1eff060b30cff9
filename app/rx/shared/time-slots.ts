import dayjs, { type Dayjs } from 'dayjs'
import type { DayHours, Facility } from '#app/upstream/pharmacy-locator.schema.ts'

/**
 * Pickup dates and times (spec 2 sections 4 and 9). Every time here is the
 * store's wall-clock time: callers pass `now` already in the store's zone
 * (decision 0021), so these rules stay pure and testable.
 */
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

function clock(minutes: number) {
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

/** The first slot boundary at or after now plus the promise time. */
export function earliestPickup(facility: Facility, now: Dayjs, needsDoctorCall: boolean) {
  const ready = now.add(leadMinutes(facility, needsDoctorCall), 'minute').second(0).millisecond(0)
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
export function pickupTimeSlots(facility: Facility, date: string, now: Dayjs, needsDoctorCall: boolean) {
  const day = dayjs(date)
  if (!day.isValid() || day.format(DATE_FORMAT) !== date) return []
  const hours = hoursOn(facility, day)
  const opening = minutesOf(hours?.openingTime)
  const closing = minutesOf(hours?.closingTime)
  if (opening === undefined || closing === undefined) return []
  const breakStart = minutesOf(hours?.breakStart)
  const breakEnd = minutesOf(hours?.breakEnd)
  const earliest = earliestPickup(facility, now, needsDoctorCall)
  const slots: string[] = []
  for (
    let i = 0, start = opening;
    i < MAX_SLOTS_PER_DAY && start + SLOT_MINUTES <= closing;
    i++, start += SLOT_MINUTES
  ) {
    const inBreak =
      breakStart !== undefined && breakEnd !== undefined && start + SLOT_MINUTES > breakStart && start < breakEnd
    if (!inBreak && !day.add(start, 'minute').isBefore(earliest)) slots.push(clock(start))
  }
  return slots
}

/** The next `days` dates (from today) with at least one slot, as 'YYYY-MM-DD'. */
export function pickupDates(facility: Facility, now: Dayjs, needsDoctorCall: boolean, days = PICKUP_DAYS) {
  return Array.from({ length: days }, (_, offset) => now.startOf('day').add(offset, 'day').format(DATE_FORMAT)).filter(
    (date) => pickupTimeSlots(facility, date, now, needsDoctorCall).length > 0,
  )
}

/** Spec 9 'Pickup date format weekday, month, day'. */
export function formatPickupDate(date: string) {
  return dayjs(date).format('dddd, MMMM D')
}

export function formatPickupTime(time: string) {
  return dayjs(`2000-01-01T${time}`).format('h:mm A')
}

/** Spec 2 section 9: a guest refill's next-day default. */
const GUEST_REFILL_NEXT_DAY_TIME = '14:00'

/**
 * A guest refill's default pickup (spec 2 sections 5 and 9): the first slot
 * 4 hours ahead today, or else the next day with slots at 14:00 (or its first
 * slot after that). Guests get the spec's own 4 hours, not the store's
 * promise times.
 */
export function guestRefillDefaultPickup(facility: Facility, now: Dayjs) {
  const store: Facility = { ...facility, promiseTimes: null }
  const today = now.format(DATE_FORMAT)
  const todaySlots = pickupTimeSlots(store, today, now, false)
  if (todaySlots[0]) return { date: today, time: todaySlots[0] }
  const next = pickupDates(store, now, false)[0]
  if (!next) return undefined
  const slots = pickupTimeSlots(store, next, now, false)
  return { date: next, time: slots.find((slot) => slot >= GUEST_REFILL_NEXT_DAY_TIME) ?? slots[0]! }
}

/** The dates and slots a guest may pick, with the same 4-hour rule. */
export function guestRefillSlots(facility: Facility, now: Dayjs, date: string) {
  const store: Facility = { ...facility, promiseTimes: null }
  return { dates: pickupDates(store, now, false), times: pickupTimeSlots(store, date, now, false) }
}
