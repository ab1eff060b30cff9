import dayjs from 'dayjs'
import { find as zonesAt } from 'geo-tz/now'
import { env } from '#app/env.server.ts'
import type { Facility } from '#app/upstream/pharmacy-locator.schema.ts'

const knownZones = new Set<string>()

/** An IANA zone this runtime knows (the answers come from upstream: only names `Intl` accepts are kept). */
function isTimeZone(zone: string) {
  if (knownZones.has(zone)) return true
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone })
  } catch {
    return false
  }
  // Bounded by the runtime's zone list: an unknown name never reaches the set.
  knownZones.add(zone)
  return true
}

/**
 * The zone a store keeps its hours in (decision 0105): the facility service's own, else the zone at the store's
 * coordinates (geo-tz's boundary data), else the configured default for a store the service says nothing about.
 */
export function storeTimeZone(facility: Pick<Facility, 'timeZone' | 'location'> | undefined) {
  if (facility?.timeZone && isTimeZone(facility.timeZone)) return facility.timeZone
  if (facility?.location) {
    // On a zone line geo-tz names each zone there; any of them is right at the line.
    const [zone] = zonesAt(facility.location.latitude, facility.location.longitude)
    if (zone && isTimeZone(zone)) return zone
  }
  return env().pharmacyTimeZone
}

/** The wall-clock time in `zone` at an instant, as a plain dayjs the slot rules read (decision 0021). */
export function wallClockIn(zone: string, at = new Date()) {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    })
      .formatToParts(at)
      .map((part) => [part.type, part.value]),
  )
  return dayjs(`${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}:${parts.second}`)
}

/** The store's wall-clock time at an instant (now unless given): its slots, 'today' and lunch break count from it. */
export const storeNow = (facility: Pick<Facility, 'timeZone' | 'location'> | undefined, at = new Date()) =>
  wallClockIn(storeTimeZone(facility), at)

/** A date-time that names its offset (`Z`, `-08:00`); one without is already the store's own wall-clock time. */
const WITH_OFFSET = /(?:Z|[+-]\d{2}:?\d{2})$/i
export const namesOffset = (value: string) => WITH_OFFSET.test(value)

/**
 * An upstream date-time on the store's wall clock: as written when it names no offset (spec 1: 'the timezone that
 * comes with the source value'), else that instant in the store's zone, YYYY-MM-DDTHH:mm:ss.
 */
export function timeAtStore(value: string, zone: string) {
  const instant = namesOffset(value) ? new Date(value) : undefined
  return instant && !Number.isNaN(instant.getTime()) ? wallClockIn(zone, instant).format('YYYY-MM-DDTHH:mm:ss') : value
}

/** The store's day of an upstream date or date-time, YYYY-MM-DD (see `timeAtStore`). */
export const dayAtStore = (value: string, zone: string) => timeAtStore(value, zone).slice(0, 10)

/** Today at the store, YYYY-MM-DD. */
export const storeToday = (facility: Pick<Facility, 'timeZone' | 'location'> | undefined, at = new Date()) =>
  storeNow(facility, at).format('YYYY-MM-DD')

/** Today in the configured zone, YYYY-MM-DD, for the dates decision 0105 does not yet count in a store's own zone. */
export const pharmacyToday = () => wallClockIn(env().pharmacyTimeZone).format('YYYY-MM-DD')
