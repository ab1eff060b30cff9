import { describe, expect, it } from 'vitest'
import { invalidCartItems, groupByPatient, isValidCartItem } from '#app/rx/shared/cart-rules.ts'
import { estimatedTotal, prescriptionCost } from '#app/rx/shared/money.ts'
import { ALL_PATIENTS, primaryPatient, selectedPatient } from '#app/rx/shared/patients.ts'
import { pharmacyHours } from '#app/stores/pharmacy-hours.ts'
import { pharmacyHoursTexts } from '#app/stores/store.messages.server.ts'
import { storeDetailsUrl } from '#app/stores/store-search-rules.ts'
import { refillSearch } from '#app/rx/cart/refill-search.ts'
import { STORE_TEXTS } from '#app/stores/store-texts.ts'
import { rxRedirectFor } from '#app/rx/shared/rx-redirects.ts'
import { notRefillableMessage, trackerLabel } from '#app/rx/shared/statuses.ts'
import { groupTracker, promiseOf, trackerCounts } from '#app/rx/tracker/tracker.ts'
import type { Facility } from '#app/upstream/pharmacy-locator.schema.ts'
import type { Patient, Prescription } from '#app/upstream/rx-api.schema.ts'
import { FACILITY_IDS, seedFacilities, seedPharmacyAccount, SHOPPER_USER_ID } from '#mocks/pharmacy-seed.ts'

const rx = (overrides: Partial<Prescription>): Prescription => ({
  rxNumber: '1234567',
  rxRecordNumber: 'R1',
  patientNumber: '1001',
  drugName: 'Drug',
  isRetail: true,
  requiresCallToDoctor: false,
  scheduleTwoDrug: false,
  allowDelivery: false,
  prescriber: { firstName: 'Priya', lastName: 'Patel', active: true },
  ...overrides,
})

describe('cost (spec 2 section 9)', () => {
  it('shows Cost for ready items and Last Paid otherwise, with two decimals', () => {
    expect(prescriptionCost(rx({ primaryStatus: 'READY_FOR_PICKUP', totalAmountDue: 12.5 }))).toEqual({
      label: 'Cost',
      value: '$12.50',
    })
    expect(prescriptionCost(rx({ patientPayAmount: 8.255 }))).toEqual({ label: 'Last Paid', value: '$8.26' })
  })
  it('reads the 0.0001 placeholder as TBD when last paid and as 0 when due', () => {
    expect(prescriptionCost(rx({ patientPayAmount: 0.0001 })).value).toBe('TBD')
    expect(prescriptionCost(rx({ primaryStatus: 'READY_FOR_PICKUP', totalAmountDue: 0.0001 })).value).toBe('$0.00')
  })
  it('shows N/A for a Profiled prescription', () => {
    expect(prescriptionCost(rx({ rxStatus: 'Profiled', patientPayAmount: 3 })).value).toBe('N/A')
  })
  it('makes the cart estimate TBD when any price is unknown', () => {
    expect(estimatedTotal([{ patientPay: 10 }, { patientPay: 2.25 }])).toMatchObject({ kind: 'amount', text: '$12.25' })
    expect(estimatedTotal([{ patientPay: 10 }, { patientPay: 0.0001 }])).toEqual({ kind: 'tbd' })
    expect(estimatedTotal([{ patientPay: null }])).toEqual({ kind: 'tbd' })
  })
})

describe('statuses (spec 2 section 4)', () => {
  it('labels tracker statuses, and on hold by its secondary status plus detail', () => {
    expect(trackerLabel(rx({ primaryStatus: 'READY_FOR_PICKUP' })).label).toBe('Ready')
    expect(trackerLabel(rx({ primaryStatus: 'IN_PROGRESS' })).label).toBe('In Progress')
    expect(trackerLabel(rx({ primaryStatus: 'DELIVERY' })).label).toBe('Delivery')
    expect(
      trackerLabel(rx({ primaryStatus: 'ON_HOLD', secondaryStatus: 'AWAITING_RESTOCK', statusDetailMessage: 'Soon.' })),
    ).toMatchObject({
      label: 'Awaiting Restock',
      detail: 'Soon.',
    })
    expect(trackerLabel(rx({ primaryStatus: 'SOMETHING_NEW' })).label).toBe('Shipped')
  })
  it('words the not-refillable message exactly', () => {
    expect(notRefillableMessage('Prednisone 10 mg')).toBe('Prednisone 10 mg is not refillable at this time.')
  })
})

describe('tracker grouping and counts', () => {
  const facilities = seedFacilities()
  const list = [
    rx({ rxNumber: '1', primaryStatus: 'IN_PROGRESS', fillLocation: FACILITY_IDS.vine }),
    rx({ rxNumber: '2', primaryStatus: 'READY_FOR_PICKUP', fillLocation: FACILITY_IDS.hydePark, totalAmountDue: 5 }),
    rx({ rxNumber: '3', primaryStatus: 'READY_FOR_PICKUP', fillLocation: FACILITY_IDS.vine, totalAmountDue: 7.5 }),
    rx({ rxNumber: '4', primaryStatus: 'READY_FOR_PICKUP', fillLocation: FACILITY_IDS.hydePark, totalAmountDue: 1 }),
    rx({ rxNumber: '5', primaryStatus: 'SHIPPED', fillLocation: FACILITY_IDS.mailOrder }),
    rx({ rxNumber: '6', refillStatus: 'REFILLABLE' }),
  ]
  it('groups by status in tracker order, then by pickup location in first-seen order', () => {
    const groups = groupTracker(list, facilities)
    expect(groups.map((group) => group.status)).toEqual(['READY_FOR_PICKUP', 'IN_PROGRESS', 'SHIPPED'])
    expect(
      groups[0]!.locations.map((location) => [location.facilityId, location.prescriptions.map((p) => p.rxNumber)]),
    ).toEqual([
      [FACILITY_IDS.hydePark, ['2', '4']],
      [FACILITY_IDS.vine, ['3']],
    ])
    expect(groups[0]!.locations[0]!.facility?.vanityName).toBe('Kroger Pharmacy Hyde Park')
  })
  it('counts per status under Pick Up and Delivery with the ready total', () => {
    const counts = trackerCounts(list)
    expect(counts.pickup).toEqual([
      { status: 'READY_FOR_PICKUP', label: 'Ready', count: 3 },
      { status: 'IN_PROGRESS', label: 'In Progress', count: 1 },
    ])
    expect(counts.delivery).toEqual([{ status: 'SHIPPED', label: 'Shipped', count: 1 }])
    expect(counts.estTotalCost).toBe('$13.50')
    expect(trackerCounts([rx({ primaryStatus: 'READY_FOR_PICKUP', totalAmountDue: 0.0001 })]).estTotalCost).toBe('TBD')
    expect(trackerCounts([]).total).toBe(0)
  })
  it('gives the promise day, with the time while in progress', () => {
    expect(promiseOf(rx({ primaryStatus: 'READY_FOR_PICKUP', promiseDateTime: '2026-11-24T16:30:00' }))).toEqual({
      day: '2026-11-24',
      time: null,
    })
    expect(promiseOf(rx({ primaryStatus: 'IN_PROGRESS', promiseDateTime: '2026-11-24T16:30:00' }))).toEqual({
      day: '2026-11-24',
      time: '16:30',
    })
    expect(promiseOf(rx({ primaryStatus: 'IN_PROGRESS', promiseDateTime: 'not a date' }))).toBeNull()
  })
})

describe('pharmacy hours block', () => {
  const [vine, hydePark] = seedFacilities() as [Facility, Facility]
  it('lists Sunday first and shows a lunch break as Closed', () => {
    const hours = pharmacyHours(vine, pharmacyHoursTexts('en'))
    if (hours.kind !== 'hours') throw new Error('expected hours')
    expect(hours.days[0]).toEqual({ day: 'Sunday', hours: '10:00 AM - 6:00 PM', lunch: undefined })
    expect(hours.days[1]).toEqual({ day: 'Monday', hours: '9:00 AM - 9:00 PM', lunch: 'Closed 1:30 PM - 2:00 PM' })
  })
  it('has no hours for a store without them', () => {
    expect(pharmacyHours(hydePark, pharmacyHoursTexts('en'))).toEqual({
      kind: 'none',
      title: 'Pharmacy Hours',
      noHours: 'No Hours Found',
    })
  })
  it('builds the store-details URL from the facility id', () => {
    expect(storeDetailsUrl('01400352')).toBe('/stores/grocery/st/city/store-name/014/00352')
  })
})

describe('cart validity (spec 2 section 4 Cart)', () => {
  const prescriptions = [
    rx({ rxNumber: '1', refillStatus: 'REFILLABLE' }),
    rx({ rxNumber: '2', refillStatus: 'REFILL_TOO_SOON' }),
    rx({ rxNumber: '3', refillStatus: 'OVERDUE', prescriber: { firstName: 'A', lastName: 'B', active: false } }),
  ]
  it('keeps eligible refills with an active prescriber and drops the rest', () => {
    expect(isValidCartItem({ rxNumber: '1', patientNumber: '1001' }, prescriptions)).toBe(true)
    const invalid = invalidCartItems(
      ['1', '2', '3', '4'].map((rxNumber) => ({ rxNumber, patientNumber: '1001' })),
      prescriptions,
    )
    expect(invalid.map((item) => item.rxNumber)).toEqual(['2', '3', '4'])
  })
  it('groups items by patient in patient order', () => {
    const { patients } = seedPharmacyAccount(SHOPPER_USER_ID)!
    const groups = groupByPatient(
      [
        { rxNumber: 'a', patientNumber: '1003' },
        { rxNumber: 'b', patientNumber: '1001' },
      ],
      patients,
    )
    expect(groups.map((group) => group.name)).toEqual(['Sam Shopper', 'Biscuit Shopper'])
  })
})

describe('refill search (spec 2 section 5)', () => {
  const list = [
    rx({ rxNumber: '7200001', drugName: 'Amlodipine 5 mg', refillStatus: 'REFILLABLE' }),
    rx({
      rxNumber: '7200002',
      drugName: 'Losartan 50 mg',
      refillStatus: 'OVERDUE',
      prescriber: { firstName: 'Morgan', lastName: 'Reyes', active: true },
    }),
  ]
  it('asks for three letters under three non-space characters', () => {
    expect(refillSearch(list, ' a m ')).toEqual({ error: STORE_TEXTS.searchTooShort, results: list })
    expect(refillSearch(list, '')).toEqual({ results: list })
  })
  it('matches rx number, prescriber, drug and status, ignoring case', () => {
    expect(refillSearch(list, 'AMLO').results.map((p) => p.rxNumber)).toEqual(['7200001'])
    expect(refillSearch(list, 'reyes').results.map((p) => p.rxNumber)).toEqual(['7200002'])
    expect(refillSearch(list, '7200001').results).toHaveLength(1)
    expect(refillSearch(list, 'overdue').results.map((p) => p.rxNumber)).toEqual(['7200002'])
  })
})

describe('patients', () => {
  const patient = (patientNumber: string, relationshipType: Patient['relationshipType']): Patient => ({
    patientNumber,
    firstName: 'F',
    lastName: 'L',
    relationshipType,
    addresses: [],
  })
  it('takes SELF as primary, else the first', () => {
    expect(primaryPatient([patient('2', 'CHILD'), patient('1', 'SELF')])?.patientNumber).toBe('1')
    expect(primaryPatient([patient('2', 'CHILD'), patient('3', 'PET')])?.patientNumber).toBe('2')
  })
  it('defaults the viewing patient to all, and finds none for a number not in the list', () => {
    const list = [patient('1', 'SELF')]
    expect(selectedPatient(list, null)).toBe(ALL_PATIENTS)
    expect(selectedPatient(list, '99')).toBeUndefined()
    expect(selectedPatient(list, '1')).toBe(list[0])
  })
})

describe('/rx redirects (spec 2 section 2)', () => {
  it.each([
    ['/rx/welcome', '/health/pps?redirectUrl=/rx/dashboard'],
    ['/rx/easy-fill', '/rx/guest-refill'],
    ['/rx/customercomments', '/hc/help/contact-us/customer-comments'],
    ['/rx/guest/antibody', '/health/clinic/schedule-appointment'],
    ['/rx/pharmacy/details/014/00352', '/stores/pharmacy/state/city/014/00352'],
    ['/rx/anything/else', '/rx/dashboard'],
  ])('%s goes to %s', (from, to) => {
    expect(rxRedirectFor(from)).toBe(to)
  })
})
