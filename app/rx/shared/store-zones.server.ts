import { LRUCache } from 'lru-cache'
import { fetchFacilities } from '#app/upstream/pharmacy-locator.server.ts'
import type { UpstreamClient } from '#app/upstream/request.server.ts'
import type { Patient } from '#app/upstream/rx-api.schema.ts'
import { storeTimeZone, wallClockIn } from './store-clock.server.ts'

/**
 * Stores' time zones by facility id, for pages that count a date at a store they do not otherwise ask for (an
 * auto-refill enrolment's end, a receipt's day, decision 0105). A store's zone is a public fact that does not change, so each instance
 * keeps it a day; a store the locator does not answer for counts in the configured zone and is asked again next time.
 */
const ZONE_TTL_MS = 24 * 60 * 60 * 1000
const zones = new LRUCache<string, string>({ max: 10_000, ttl: ZONE_TTL_MS })

/** Each test starts with no zones kept, as each test resets the simulated back office. */
export const forgetStoreZones = () => zones.clear()

async function lookUp(client: UpstreamClient, facilityIds: Array<string | null | undefined>) {
  const missing = [...new Set(facilityIds.filter((id): id is string => Boolean(id) && !zones.has(id!)))]
  if (missing.length === 0) return
  // Without the locator the page still shows, counting in the configured zone (nothing is kept).
  const facilities = await fetchFacilities(client, missing).catch(() => [])
  for (const facility of facilities) zones.set(facility.facilityId, storeTimeZone(facility))
}

/**
 * Starts looking up the zones of the stores a page expects (from the known-patients hint, decision 0053) together with
 * its first calls; `of` then finds the rest and answers each store's zone.
 */
export function storeZonesAhead(client: UpstreamClient, expectedFacilityIds: Array<string | null | undefined>) {
  const ahead = lookUp(client, expectedFacilityIds)
  return {
    async of(facilityIds: Array<string | null | undefined>) {
      await ahead
      await lookUp(client, facilityIds)
      return (facilityId: string | null | undefined) =>
        (facilityId && zones.get(facilityId)) || storeTimeZone(undefined)
    },
  }
}

/** Today at each patient's auto-refill store, YYYY-MM-DD, where their enrolment's end is counted. */
export async function enrolmentTodays(
  zonesAhead: ReturnType<typeof storeZonesAhead>,
  patients: Array<Pick<Patient, 'autoRefillFacilityId'>>,
) {
  const zoneOf = await zonesAhead.of(patients.map((patient) => patient.autoRefillFacilityId))
  const now = new Date()
  return (patient: Pick<Patient, 'autoRefillFacilityId'>) =>
    wallClockIn(zoneOf(patient.autoRefillFacilityId), now).format('YYYY-MM-DD')
}
