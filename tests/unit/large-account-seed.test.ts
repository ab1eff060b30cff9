import dayjs from 'dayjs'
import { describe, expect, it } from 'vitest'
import { REFILL_STATUSES, TRACKER_STATUSES } from '#app/upstream/rx-api.schema.ts'
import { CAREGIVER_LOYALTY_CARD, CAREGIVER_USER_ID, seedCaregiverAccount } from '#mocks/caregiver-seed.ts'
import { pharmacyBackOffice } from '#mocks/pharmacy-back-office.ts'
import { FACILITY_IDS } from '#mocks/pharmacy-seed.ts'

/** The large account (issue 34): its shape, on several days (the seed's dates are relative to its start). */
const DAYS = ['2026-11-27', '2028-02-29', '2026-12-31'].map((day) => dayjs(`${day}T09:00:00`))

const caregiverOn = (now: dayjs.Dayjs) => {
  const account = seedCaregiverAccount(CAREGIVER_USER_ID, now)
  if (!account) throw new Error('the caregiver has a pharmacy account')
  return account
}

const countBy = <T>(items: T[], key: (item: T) => string) =>
  items.reduce<Record<string, number>>((counts, item) => ({ ...counts, [key(item)]: (counts[key(item)] ?? 0) + 1 }), {})

describe.each(DAYS.map((now) => [now.format('YYYY-MM-DD'), now] as const))(
  'the large account seeded on %s',
  (_, now) => {
    const today = now.format('YYYY-MM-DD')

    it('is the same account on every start: generated from a fixed seed', () => {
      expect(caregiverOn(now)).toEqual(caregiverOn(now))
      expect(seedCaregiverAccount('someone-else', now)).toBeUndefined()
    })

    it('has twelve patients: the caregiver, six children, three pets and two adults who approved her access', () => {
      const { patients, accessByCustomer = [] } = caregiverOn(now)
      expect(patients).toHaveLength(12)
      expect(countBy(patients, (patient) => patient.relationshipType)).toEqual({
        SELF: 1,
        CHILD: 6,
        PET: 3,
        OTHER_ADULT: 2,
      })
      expect(patients.find((patient) => patient.relationshipType === 'SELF')?.loyaltyCardNumber).toBe(
        CAREGIVER_LOYALTY_CARD,
      )
      for (const child of patients.filter((patient) => patient.relationshipType === 'CHILD'))
        expect(now.diff(dayjs(child.dateOfBirth), 'year')).toBeLessThan(18)
      const adults = patients.filter((patient) => patient.relationshipType === 'OTHER_ADULT')
      expect(accessByCustomer.map((access) => [access.patientNumber, access.relationshipRequestStatus])).toEqual(
        adults.map((adult) => [adult.patientNumber, 'APPROVED']),
      )
    })

    it("has 400 prescriptions of the account's patients, with the spec's refill and tracker statuses", () => {
      const { patients, prescriptions } = caregiverOn(now)
      expect(prescriptions).toHaveLength(400)
      expect(new Set(prescriptions.map((prescription) => prescription.rxNumber)).size).toBe(400)
      const numbers = new Set(patients.map((patient) => patient.patientNumber))
      for (const prescription of prescriptions) {
        expect(numbers.has(prescription.patientNumber)).toBe(true)
        expect(REFILL_STATUSES).toContain(prescription.refillStatus)
        if (prescription.primaryStatus) expect(TRACKER_STATUSES).toContain(prescription.primaryStatus)
        expect(Object.values(FACILITY_IDS)).toContain(prescription.fillLocation)
      }
      // Every patient has some; some are being worked on; most of a long history has ended.
      expect(Object.keys(countBy(prescriptions, (prescription) => prescription.patientNumber))).toHaveLength(12)
      const tracked = prescriptions.filter((prescription) => prescription.primaryStatus).length
      expect(tracked).toBeGreaterThan(10)
      expect(tracked).toBeLessThan(60)
    })

    it("has 36 months of fills, each of the account's prescriptions under its patient and drug, and 'Last Filled' from them", () => {
      const { prescriptions, transactions = [] } = caregiverOn(now)
      expect(transactions.length).toBeGreaterThan(1500)
      const dates = transactions.map((fill) => fill.fillDate).sort()
      expect(dates[0]! >= now.subtract(36, 'month').format('YYYY-MM-DD')).toBe(true)
      expect(dates[0]! < now.subtract(35, 'month').format('YYYY-MM-DD')).toBe(true)
      expect(dates.at(-1)! <= today).toBe(true)
      const byRx = new Map(prescriptions.map((prescription) => [prescription.rxNumber, prescription]))
      for (const fill of transactions) {
        const prescription = byRx.get(fill.rxNumber)
        expect([fill.patientNumber, fill.drugName]).toEqual([prescription?.patientNumber, prescription?.drugName])
        expect(['SOLD', 'Returned']).toContain(fill.fillStatus)
      }
      for (const prescription of prescriptions) {
        const newest = transactions
          .filter((fill) => fill.rxNumber === prescription.rxNumber && fill.fillStatus === 'SOLD')
          .map((fill) => fill.fillDate)
          .sort()
          .at(-1)
        expect(prescription.lastFilledDate ?? null).toBe(newest ?? null)
      }
    })

    it("has 40 notifications, each about one of its patient's own prescriptions or an adult's approval", () => {
      const { prescriptions, notifications, accessByCustomer = [] } = caregiverOn(now)
      const news = Object.entries(notifications)
      const aboutPrescriptions = news.flatMap(([patientNumber, each]) =>
        each.prescriptionNotifications.map((notice) => ({ patientNumber, notice })),
      )
      const approvals = news.flatMap(([, each]) => each.accessNotifications)
      expect(aboutPrescriptions.length + approvals.length).toBe(40)
      expect(news).toHaveLength(12)
      for (const { patientNumber, notice } of aboutPrescriptions)
        expect(
          prescriptions.find((candidate) => candidate.rxRecordNumber === notice.rxRecordNumber)?.patientNumber,
        ).toBe(patientNumber)
      expect(approvals.map((notice) => `${notice.firstName} ${notice.lastName}`)).toEqual(
        accessByCustomer.map((access) => access.name),
      )
    })

    it('keeps its receipts (a visit each) within what the receipts service answers', () => {
      const receipts = pharmacyBackOffice.receipts(caregiverOn(now))
      expect(receipts.length).toBeGreaterThan(100)
      expect(receipts.length).toBeLessThanOrEqual(1000)
      expect(Math.max(...receipts.map((receipt) => receipt.items.length))).toBeLessThanOrEqual(50)
    })
  },
)
