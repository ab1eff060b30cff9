import dayjs from 'dayjs'
import { describe, expect, it } from 'vitest'
import {
  PATIENT_NUMBERS,
  seedPatientRecords,
  seedPharmacyAccount,
  SHOPPER_USER_ID,
  type PharmacyAccount,
} from '#mocks/pharmacy-seed.ts'

/**
 * The demo data tells one story (issue 32): what one page says of a prescription or a patient, another page does not
 * contradict. The seed's dates are relative to its start, so the checks run on several days, leap days and year ends
 * among them.
 */
const DAYS = ['2026-11-27', '2028-02-29', '2027-03-01', '2026-12-31', '2027-01-01'].map((day) =>
  dayjs(`${day}T09:00:00`),
)

const shopperOn = (now: dayjs.Dayjs) => {
  const account = seedPharmacyAccount(SHOPPER_USER_ID, now)
  if (!account) throw new Error('the shopper has a pharmacy account')
  return account
}

/** Each prescription's 'Last Filled' and quantity are its newest sale's; one never sold has none. */
function expectLastFillsFromHistory({
  prescriptions,
  transactions = [],
}: Pick<PharmacyAccount, 'prescriptions' | 'transactions'>) {
  for (const prescription of prescriptions) {
    const newest = transactions
      .filter((fill) => fill.rxNumber === prescription.rxNumber && fill.fillStatus === 'SOLD')
      .sort((a, b) => b.fillDate.localeCompare(a.fillDate))[0]
    expect(prescription.lastFilledDate ?? null, prescription.drugName).toBe(newest?.fillDate ?? null)
    if (newest) expect(prescription.lastFillDispenseQuantity, prescription.drugName).toBe(newest.quantity)
  }
}

/** Whole years between a birth date and a day (both YYYY-MM-DD). */
const ageOn = (dateOfBirth: string, day: string) => dayjs(day).diff(dayjs(dateOfBirth), 'year')

describe.each(DAYS.map((now) => [now.format('YYYY-MM-DD'), now] as const))(
  'the demo pharmacy seeded on %s',
  (_, now) => {
    it("gives every prescription its newest sale as 'Last Filled', with that fill's quantity", () => {
      expectLastFillsFromHistory(shopperOn(now))
      // The records linking finds (Nia's family) too: linked, they bring their fills.
      for (const record of seedPatientRecords(now)) expectLastFillsFromHistory(record)
    })

    it("has a fill only for the account's prescriptions, under the patient and drug they name", () => {
      const { prescriptions, transactions = [] } = shopperOn(now)
      for (const fill of transactions) {
        const prescription = prescriptions.find((candidate) => candidate.rxNumber === fill.rxNumber)
        expect(prescription, fill.rxNumber).toBeDefined()
        expect([fill.patientNumber, fill.drugName]).toEqual([prescription?.patientNumber, prescription?.drugName])
        expect(fill.fillDate <= now.format('YYYY-MM-DD')).toBe(true)
      }
    })

    it("announces 'now 18' only for a patient of the account who turned 18 that day", () => {
      const { patients, notifications } = shopperOn(now)
      const announced = Object.entries(notifications).flatMap(([patientNumber, news]) =>
        news.adulthoodNotifications.map((notice) => ({ patientNumber, ...notice })),
      )
      expect(announced.length).toBeGreaterThan(0)
      for (const notice of announced) {
        const patient = patients.find((candidate) => candidate.patientNumber === notice.patientNumber)
        expect(patient?.firstName).toBe(notice.firstName)
        const day = notice.eventDate ?? now.format('YYYY-MM-DD')
        expect(ageOn(patient!.dateOfBirth!, day), notice.firstName).toBe(18)
        expect(ageOn(patient!.dateOfBirth!, dayjs(day).subtract(1, 'day').format('YYYY-MM-DD'))).toBe(17)
      }
    })

    it('has a child under 18 as each CHILD patient, and every adult who approved access as a patient', () => {
      const { patients, notifications, accessByCustomer = [] } = shopperOn(now)
      for (const child of patients.filter((patient) => patient.relationshipType === 'CHILD'))
        expect(ageOn(child.dateOfBirth!, now.format('YYYY-MM-DD'))).toBeLessThan(18)
      const approvedNews = Object.values(notifications).flatMap((news) =>
        news.accessNotifications.filter((notice) => notice.type === 'APPROVED'),
      )
      expect(approvedNews.map((notice) => `${notice.firstName} ${notice.lastName}`)).toEqual(
        accessByCustomer.map((access) => access.name),
      )
      for (const access of accessByCustomer) {
        expect(access.relationshipRequestStatus).toBe('APPROVED')
        const patient = patients.find((candidate) => candidate.patientNumber === access.patientNumber)
        expect(patient?.relationshipType).toBe(access.relationshipType)
        expect(`${patient?.firstName} ${patient?.lastName}`).toBe(access.name)
      }
      const theo = patients.find((patient) => patient.patientNumber === PATIENT_NUMBERS.adult)
      expect(theo?.relationshipType).toBe('OTHER_ADULT')
    })
  },
)
