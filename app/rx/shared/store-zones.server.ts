import { LRUCache } from 'lru-cache'
import type { SignedInUser } from '#app/auth/session.server.ts'
import { fetchFacilities } from '#app/upstream/pharmacy-locator.server.ts'
import type { UpstreamClient } from '#app/upstream/request.server.ts'
import type { Patient } from '#app/upstream/rx-api.schema.ts'
import { readKnownPatients } from './known-patients.server.ts'
import { dayAtStore, namesOffset, storeTimeZone, wallClockIn } from './store-clock.server.ts'

/**
 * Stores' time zones by facility id, for pages that count a date at a store they do not otherwise ask for (an
 * auto-refill enrolment's end, a receipt's day, decision 0105). A store's zone is a public fact that does not change,
 * so each instance keeps it a day. A store the locator does not answer for counts in the configured zone, kept a
 * quarter of an hour so that it is not asked on every page; a failed call is kept for nothing.
 */
const ZONE_TTL_MS = 24 * 60 * 60 * 1000
const UNKNOWN_STORE_TTL_MS = 15 * 60 * 1000
const zones = new LRUCache<string, string>({ max: 10_000, ttl: ZONE_TTL_MS })

/** Each test starts with no zones kept, as each test resets the simulated back office. */
export const forgetStoreZones = () => zones.clear()

type FacilityIds = Array<string | null | undefined>

async function lookUp(client: UpstreamClient, facilityIds: FacilityIds) {
  const missing = [...new Set(facilityIds.filter((id): id is string => Boolean(id) && !zones.has(id!)))]
  if (missing.length === 0) return
  const facilities = await fetchFacilities(client, missing).catch(() => undefined)
  // Without the locator the page still shows, counting in the configured zone.
  if (!facilities) return
  for (const facility of facilities) zones.set(facility.facilityId, storeTimeZone(facility))
  for (const id of missing) if (!zones.has(id)) zones.set(id, storeTimeZone(undefined), { ttl: UNKNOWN_STORE_TTL_MS })
}

/**
 * Starts looking up the zones of the stores a page expects (from the known-patients hint, decision 0053) together with
 * its first calls; `of` then asks for the others, once, and answers each store's zone.
 */
export function storeZonesAhead(client: UpstreamClient, expectedFacilityIds: FacilityIds) {
  const asked = new Set(expectedFacilityIds)
  const ahead = lookUp(client, [...asked])
  return {
    async of(facilityIds: FacilityIds) {
      await ahead
      await lookUp(
        client,
        facilityIds.filter((id) => !asked.has(id)),
      )
      return (facilityId: string | null | undefined) =>
        (facilityId && zones.get(facilityId)) || storeTimeZone(undefined)
    },
  }
}

/**
 * Upstream dates at stores, each to be shown on its store's day (decision 0105): only values that name an offset need
 * the store's zone, so a page whose answers name none asks nothing more.
 */
export async function storeDays(
  client: UpstreamClient,
  dated: Array<[value: string | null | undefined, FacilityIds[number]]>,
) {
  const zoneOf = await storeZonesAhead(client, []).of(
    dated.filter(([value]) => value && namesOffset(value)).map(([, facilityId]) => facilityId),
  )
  return (value: string, facilityId: FacilityIds[number]) => dayAtStore(value, zoneOf(facilityId))
}

/** The zones of the auto-refill stores of the patients this sign-in had last time, asked from now. */
export async function autoRefillZonesAhead(client: UpstreamClient, user: SignedInUser) {
  return storeZonesAhead(
    client,
    (await readKnownPatients(user)).map((patient) => patient.autoRefillFacilityId),
  )
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

/** Today at one patient's auto-refill store (a post about their enrolment). */
export async function enrolmentTodayOf(client: UpstreamClient, patient: Pick<Patient, 'autoRefillFacilityId'>) {
  return (await enrolmentTodays(storeZonesAhead(client, []), [patient]))(patient)
}
