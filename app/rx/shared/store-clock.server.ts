import dayjs from 'dayjs'
import utc from 'dayjs/plugin/utc.js'
import { find as zonesAt } from 'geo-tz/now'
import { LRUCache } from 'lru-cache'
import { env } from '#app/env.server.ts'
import type { Facility } from '#app/upstream/pharmacy-locator.schema.ts'
import type { StoreClock } from './time-slots.ts'

dayjs.extend(utc)

type ZoneSource = Pick<Facility, 'timeZone' | 'location'> | undefined

/** A formatter per zone (each costs about 0.1 ms to build); the zones are canonical names, so the map stays small. */
const formatters = new Map<string, Intl.DateTimeFormat>()
/** Zone names as an upstream spells them, to the runtime's canonical name or null; bounded, as the spellings are not. */
const canonicalZones = new LRUCache<string, { zone: string | null }>({ max: 1000 })

/** The runtime's canonical name of an IANA zone (any case, an alias), or null for a name it does not know. */
function canonicalZone(name: string) {
  const known = canonicalZones.get(name)
  if (known) return known.zone
  let zone: string | null
  try {
    zone = new Intl.DateTimeFormat('en-US', { timeZone: name }).resolvedOptions().timeZone
  } catch {
    zone = null
  }
  canonicalZones.set(name, { zone })
  return zone
}

/**
 * The zones our stores can be in: the chain is American. A coordinate gone wrong (a sign lost, 0,0) lands in another
 * continent or in `Etc/`, and then the configured zone is the better guess.
 */
const STORE_ZONE = /^(America|Pacific)\//

/**
 * The zone a store keeps its hours in (decision 0105): the facility service's own, else the zone at the store's
 * coordinates (geo-tz's boundary data), else the configured default for a store the service says nothing about.
 */
export function storeTimeZone(facility: ZoneSource) {
  const sent = facility?.timeZone ? canonicalZone(facility.timeZone) : null
  if (sent) return sent
  if (facility?.location) {
    // On a zone line geo-tz names each zone there; any of them is right at the line.
    const [found] = zonesAt(facility.location.latitude, facility.location.longitude)
    const zone = found ? canonicalZone(found) : null
    if (zone && STORE_ZONE.test(zone)) return zone
  }
  return env().pharmacyTimeZone
}

/**
 * The wall-clock time in `zone` at an instant, as a dayjs in UTC mode (so that no server zone bends it) that the slot
 * rules read (decision 0021).
 */
export function wallClockIn(zone: string, at = new Date()) {
  let formatter = formatters.get(zone)
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    })
    formatters.set(zone, formatter)
  }
  const parts = Object.fromEntries(formatter.formatToParts(at).map((part) => [part.type, part.value]))
  return dayjs.utc(`${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}:${parts.second}`)
}

/** The store's wall-clock time at an instant (now unless given): its 'today' and lunch break count from it. */
export const storeNow = (facility: ZoneSource, at = new Date()) => wallClockIn(storeTimeZone(facility), at)

/** The store's clock from an instant: its slots count the promise time in real minutes, across any change. */
export function storeClock(facility: ZoneSource, at = new Date()): StoreClock {
  const zone = storeTimeZone(facility)
  return {
    now: wallClockIn(zone, at),
    after: (minutes) => wallClockIn(zone, new Date(at.getTime() + minutes * 60_000)),
  }
}

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

/**
 * Today in the configured zone, YYYY-MM-DD, for dates no store owns (decision 0105): a period the customer picks, whose
 * bound must never refuse their own today (the default zone is east of every store), and an access end date.
 */
export const pharmacyToday = () => wallClockIn(env().pharmacyTimeZone).format('YYYY-MM-DD')
