import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { dayAtStore, storeClock, storeNow, storeTimeZone } from '#app/rx/shared/store-clock.server.ts'
import { guestRefillDefaultPickup, pickupDates, pickupTimeSlots } from '#app/rx/shared/time-slots.ts'
import type { Facility } from '#app/upstream/pharmacy-locator.schema.ts'
import { FACILITY_IDS, seedFacilities } from '#mocks/pharmacy-seed.ts'

const store = (id: string) => seedFacilities().find((facility) => facility.facilityId === id) as Facility
const vine = store(FACILITY_IDS.vine)
const ralphs = store(FACILITY_IDS.ralphs)
const frys = store(FACILITY_IDS.frys)
const kingSoopers = store(FACILITY_IDS.kingSoopers)

/**
 * The first slot a signed-in shopper can pick at a store at an instant: 2 hours ahead, or 24 when the prescriber must
 * be called first.
 */
const firstSlot = (facility: Facility, at: string, needsDoctorCall = false) => {
  const clock = storeClock(facility, new Date(at))
  const [date] = pickupDates(facility, clock, needsDoctorCall)
  return date && `${date} ${pickupTimeSlots(facility, date, clock, needsDoctorCall)[0]}`
}

// Whatever zone the server itself runs in: the rules read the store's wall clock only.
describe.each(['UTC', 'America/Los_Angeles', 'Asia/Tokyo'])(
  'each store keeps its own time zone (decision 0105), on a server in %s',
  (serverZone) => {
    const before = process.env.TZ
    beforeAll(() => {
      process.env.TZ = serverZone
    })
    afterAll(() => {
      process.env.TZ = before
    })

    it('runs where the server says it is', () => {
      expect(Intl.DateTimeFormat().resolvedOptions().timeZone).toBe(serverZone)
    })

    it("takes the facility service's zone, else the zone at the store's coordinates, else the configured one", () => {
      expect(storeTimeZone(ralphs)).toBe('America/Los_Angeles')
      expect(storeTimeZone(frys)).toBe('America/Phoenix')
      expect(storeTimeZone(kingSoopers)).toBe('America/Denver')
      expect(storeTimeZone(vine)).toBe('America/New_York')
      // Exact at the lines: the Navajo Nation keeps daylight saving time, the Hopi lands inside it do not.
      expect(storeTimeZone({ location: { latitude: 35.6806, longitude: -109.0526 } })).toBe('America/Denver')
      expect(storeTimeZone({ location: { latitude: 35.87, longitude: -110.62 } })).toBe('America/Phoenix')
      // A name no runtime knows is not trusted: the coordinates decide.
      expect(storeTimeZone({ ...kingSoopers, timeZone: 'Mars/Olympus_Mons' })).toBe('America/Denver')
      // Nothing to go by (the mail-order pharmacy sends neither): the configured zone.
      expect(storeTimeZone(store(FACILITY_IDS.mailOrder))).toBe('America/New_York')
      expect(storeTimeZone({ timeZone: null, location: null })).toBe('America/New_York')
      // Any spelling the runtime knows comes out canonical; coordinates gone wrong (a sign lost, 0,0) are not trusted.
      expect(storeTimeZone({ timeZone: 'america/phoenix' })).toBe('America/Phoenix')
      expect(storeTimeZone({ location: { latitude: 39.1, longitude: 84.5 } })).toBe('America/New_York')
      expect(storeTimeZone({ location: { latitude: 0, longitude: 0 } })).toBe('America/New_York')
    })

    it("counts 'today' in the store's zone: late evening in Los Angeles is already tomorrow in Cincinnati", () => {
      // 2027-03-13 22:30 in Los Angeles (PST), 01:30 on the 14th in Cincinnati (EST).
      const at = new Date('2027-03-14T06:30:00Z')
      expect(storeNow(ralphs, at).format('YYYY-MM-DD HH:mm')).toBe('2027-03-13 22:30')
      expect(storeNow(vine, at).format('YYYY-MM-DD HH:mm')).toBe('2027-03-14 01:30')
      expect(storeNow(frys, at).format('YYYY-MM-DD HH:mm')).toBe('2027-03-13 23:30')
      expect(storeNow(kingSoopers, at).format('YYYY-MM-DD HH:mm')).toBe('2027-03-13 23:30')
      // Los Angeles' Saturday is over (it closes at 18:00): its first pickup is Sunday's.
      expect(firstSlot(ralphs, at.toISOString())).toBe('2027-03-14 10:00')
    })

    // The same instant on the Saturday before and the Sunday of each change: 17:00 UTC.
    it('keeps the slot rules on the wall clock across the spring daylight-saving change, except in Arizona', () => {
      // Saturday 13 March 2027, standard time everywhere: LA 09:00, Phoenix 10:00, Denver 10:00, Cincinnati 12:00.
      expect(storeNow(ralphs, new Date('2027-03-13T17:00:00Z')).format('HH:mm')).toBe('09:00')
      expect(firstSlot(ralphs, '2027-03-13T17:00:00Z')).toBe('2027-03-13 11:00')
      expect(firstSlot(frys, '2027-03-13T17:00:00Z')).toBe('2027-03-13 12:00')
      expect(firstSlot(kingSoopers, '2027-03-13T17:00:00Z')).toBe('2027-03-13 12:00')
      expect(firstSlot(vine, '2027-03-13T17:00:00Z')).toBe('2027-03-13 14:00')
      // Sunday 14 March, clocks forward at 02:00 (not in Arizona): LA 10:00, Phoenix 10:00, Denver 11:00, Cincinnati 13:00.
      expect(storeNow(ralphs, new Date('2027-03-14T17:00:00Z')).format('HH:mm')).toBe('10:00')
      expect(storeNow(frys, new Date('2027-03-14T17:00:00Z')).format('HH:mm')).toBe('10:00')
      expect(firstSlot(ralphs, '2027-03-14T17:00:00Z')).toBe('2027-03-14 12:00')
      expect(firstSlot(frys, '2027-03-14T17:00:00Z')).toBe('2027-03-14 12:00')
      expect(firstSlot(kingSoopers, '2027-03-14T17:00:00Z')).toBe('2027-03-14 13:00')
      expect(firstSlot(vine, '2027-03-14T17:00:00Z')).toBe('2027-03-14 15:00')
    })

    it('keeps the slot rules on the wall clock across the autumn change, except in Arizona', () => {
      // Saturday 6 November 2027, daylight time: LA 10:00, Phoenix 10:00, Denver 11:00, Cincinnati 13:00.
      expect(firstSlot(ralphs, '2027-11-06T17:00:00Z')).toBe('2027-11-06 12:00')
      expect(firstSlot(frys, '2027-11-06T17:00:00Z')).toBe('2027-11-06 12:00')
      expect(firstSlot(kingSoopers, '2027-11-06T17:00:00Z')).toBe('2027-11-06 13:00')
      expect(firstSlot(vine, '2027-11-06T17:00:00Z')).toBe('2027-11-06 15:00')
      // Sunday 7 November, clocks back at 02:00 (not in Arizona): LA 09:00, Phoenix 10:00, Denver 10:00, Cincinnati 12:00.
      expect(firstSlot(ralphs, '2027-11-07T17:00:00Z')).toBe('2027-11-07 11:00')
      expect(firstSlot(frys, '2027-11-07T17:00:00Z')).toBe('2027-11-07 12:00')
      expect(firstSlot(kingSoopers, '2027-11-07T17:00:00Z')).toBe('2027-11-07 12:00')
      expect(firstSlot(vine, '2027-11-07T17:00:00Z')).toBe('2027-11-07 14:00')
    })

    it('counts a promise time in real hours across a change: 24 hours may be 23 or 25 on the wall clock', () => {
      // Saturday 13 March 2027, 10:00 in Los Angeles (PST): 24 hours on is Sunday 11:00 (PDT), not 10:00.
      expect(firstSlot(ralphs, '2027-03-13T18:00:00Z', true)).toBe('2027-03-14 11:00')
      // Saturday 6 November 2027, 13:00 in Los Angeles (PDT): 24 hours on is Sunday 12:00 (PST), not 13:00.
      expect(firstSlot(ralphs, '2027-11-06T20:00:00Z', true)).toBe('2027-11-07 12:00')
      // Phoenix keeps its clock: 10:00 on Saturday, 10:00 on Sunday.
      expect(firstSlot(frys, '2027-03-13T17:00:00Z', true)).toBe('2027-03-14 10:00')
    })

    it("keeps each store's lunch break on its own clock", () => {
      // Monday 15 March 2027, 09:00 in Los Angeles and 12:00 in Cincinnati: both break 13:30-14:00 local.
      const at = new Date('2027-03-15T16:00:00Z')
      const slots = (facility: Facility) => pickupTimeSlots(facility, '2027-03-15', storeClock(facility, at), false)
      expect(slots(ralphs).slice(0, 6)).toEqual(['11:00', '11:30', '12:00', '12:30', '13:00', '14:00'])
      expect(slots(vine).slice(0, 3)).toEqual(['14:00', '14:30', '15:00'])
    })

    it("dates an upstream time on the store's day: as written without an offset, else at that instant there", () => {
      expect(dayAtStore('2027-03-14T06:30:00Z', 'America/Los_Angeles')).toBe('2027-03-13')
      expect(dayAtStore('2027-03-14T06:30:00Z', 'America/New_York')).toBe('2027-03-14')
      expect(dayAtStore('2027-03-13T22:30:00-08:00', 'America/New_York')).toBe('2027-03-14')
      expect(dayAtStore('2027-03-13T23:50:00', 'America/New_York')).toBe('2027-03-13')
      expect(dayAtStore('2027-03-13', 'America/Phoenix')).toBe('2027-03-13')
      expect(dayAtStore('not a dateZ', 'America/Phoenix')).toBe('not a date')
    })

    it("gives a guest the store's own 4 hours ahead", () => {
      // Tuesday 24 November 2026, 14:00 UTC: 06:00 in Los Angeles, 09:00 in Cincinnati.
      const at = new Date('2026-11-24T14:00:00Z')
      expect(guestRefillDefaultPickup(ralphs, storeClock(ralphs, at))).toEqual({ date: '2026-11-24', time: '10:00' })
      expect(guestRefillDefaultPickup(vine, storeClock(vine, at))).toEqual({ date: '2026-11-24', time: '13:00' })
    })
  },
)
