import dayjs from 'dayjs'
import { describe, expect, it } from 'vitest'
import {
  defaultShippingMethod,
  firstIncompleteStep,
  isDeliveryAllowed,
  isMailOrderCart,
  isStepReachable,
  orderRevenue,
  paymentTypesFor,
  sortShippingMethods,
} from '#app/rx/checkout/checkout-rules.ts'
import {
  DEFAULT_LEAD_MINUTES,
  MAX_SLOTS_PER_DAY,
  earliestPickup,
  wallClock,
  formatPickupDate,
  formatPickupTime,
  leadMinutes,
  pickupDates,
  pickupTimeSlots,
} from '#app/rx/shared/time-slots.ts'
import type { CartItem, Prescription } from '#app/upstream/rx-api.schema.ts'
import type { Facility } from '#app/upstream/pharmacy-locator.schema.ts'
import { ORDER_ERROR_MESSAGE } from '#app/rx/shared/rx-texts.ts'
import { orderErrorMessages } from '#app/rx/shared/order-errors.ts'

const weekday = (dayOfWeek: string, openingTime: string | null, closingTime: string | null, lunch = false) => ({
  dayOfWeek,
  openingTime,
  closingTime,
  breakStart: lunch ? '13:30' : null,
  breakEnd: lunch ? '14:00' : null,
})

const store: Facility = {
  facilityId: 'S1',
  vanityName: 'Vine Street',
  facilityType: 'RETAIL',
  deliveryEnabled: true,
  address: { address1: '1 Vine St', city: 'Cincinnati', state: 'OH', zipCode: '45202' },
  hoursOfOperation: {
    regularHours: [
      weekday('SUNDAY', null, null),
      ...['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY'].map((day) => weekday(day, '09:00', '19:00', true)),
      weekday('SATURDAY', '09:00', '12:00'),
    ],
    holidaySchedule: [{ date: '2026-11-26', dayOfWeek: 'THURSDAY', openingTime: '10:00', closingTime: '11:00' }],
  },
  promiseTimes: {
    defaultPromiseTime: '240',
    earliestAvailableTime: { rxWebWithDoctorCall: '1440', rxWebWithoutDoctorCall: '120' },
  },
}
/** Monday 23 November 2026, 10:10 at the store. */
const monday = wallClock(dayjs('2026-11-23T10:10:00'))

describe('pickup time slots', () => {
  it('starts at the promise time rounded up to the next half hour and skips the lunch break', () => {
    expect(earliestPickup(store, monday, false).format('HH:mm')).toBe('12:30')
    const slots = pickupTimeSlots(store, '2026-11-23', monday, false)
    expect(slots.slice(0, 3)).toEqual(['12:30', '13:00', '14:00'])
    expect(slots).not.toContain('13:30')
    expect(slots.at(-1)).toBe('18:30')
    expect(slots.every((slot) => /^\d{2}:(00|30)$/.test(slot))).toBe(true)
  })

  it('uses the longer promise time when a refill needs a call to the prescriber', () => {
    expect(leadMinutes(store, true)).toBe(1440)
    expect(pickupTimeSlots(store, '2026-11-23', monday, true)).toEqual([])
    expect(pickupTimeSlots(store, '2026-11-24', monday, true)[0]).toBe('10:30')
  })

  it('falls back to now plus 4 hours without promise times', () => {
    const plain = { ...store, promiseTimes: null }
    expect(leadMinutes(plain, false)).toBe(DEFAULT_LEAD_MINUTES)
    expect(pickupTimeSlots(plain, '2026-11-23', monday, false)[0]).toBe('14:30')
  })

  it('offers the next seven days that have a slot: closed Sundays and holiday hours respected', () => {
    const dates = pickupDates(store, monday, false)
    expect(dates).toEqual(['2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27', '2026-11-28'])
    expect(pickupTimeSlots(store, '2026-11-26', monday, false)).toEqual(['10:00', '10:30'])
    expect(pickupTimeSlots(store, '2026-11-29', monday, false)).toEqual([])
  })

  it('offers nothing for a store without hours, bad hours or a bad date, and caps the loop', () => {
    expect(pickupDates({ ...store, hoursOfOperation: null }, monday, false)).toEqual([])
    const broken = {
      ...store,
      hoursOfOperation: { regularHours: [weekday('TUESDAY', '9am', '25:00')], holidaySchedule: [] },
    }
    expect(pickupTimeSlots(broken, '2026-11-24', monday, false)).toEqual([])
    expect(pickupTimeSlots(store, '2026-02-30', monday, false)).toEqual([])
    const allDay = {
      ...store,
      hoursOfOperation: { regularHours: [weekday('TUESDAY', '00:00', '23:59')], holidaySchedule: [] },
    }
    expect(pickupTimeSlots(allDay, '2026-11-24', monday, false).length).toBeLessThanOrEqual(MAX_SLOTS_PER_DAY)
  })

  it('formats dates as weekday, month, day and times on a 12-hour clock', () => {
    expect(formatPickupDate('2026-11-24')).toBe('Tuesday, November 24')
    expect(formatPickupTime('13:30')).toBe('1:30 PM')
    expect(formatPickupTime('09:00')).toBe('9:00 AM')
  })
})

const method = (shippingMethodId: string, code: string, description: string, shippingCharge: number) => ({
  shippingMethodId,
  code,
  description,
  shippingCharge,
})

describe('checkout rules', () => {
  it('sorts shipping by charge and defaults to code 1 STANDARD SHIPPING, else the cheapest', () => {
    const methods = [
      method('SM3', '3', 'OVERNIGHT SHIPPING', 24.99),
      method('SM1', '1', 'STANDARD SHIPPING', 5),
      method('SM2', '2', 'TWO DAY SHIPPING', 1),
    ]
    expect(sortShippingMethods(methods).map((m) => m.code)).toEqual(['2', '1', '3'])
    expect(defaultShippingMethod(methods)?.shippingMethodId).toBe('SM1')
    expect(defaultShippingMethod(methods.filter((m) => m.code !== '1'))?.shippingMethodId).toBe('SM2')
    expect(defaultShippingMethod([])).toBeUndefined()
  })

  it('allows delivery only with the flag, a delivery-enabled store and every refill allowing it', () => {
    const items = [
      { rxNumber: '1', patientNumber: 'P' },
      { rxNumber: '2', patientNumber: 'P' },
    ] as CartItem[]
    const prescriptions = [
      { rxNumber: '1', patientNumber: 'P', allowDelivery: true },
      { rxNumber: '2', patientNumber: 'P', allowDelivery: true },
    ] as Prescription[]
    expect(isDeliveryAllowed({ featureOn: true, facility: store, items, prescriptions })).toBe(true)
    expect(isDeliveryAllowed({ featureOn: false, facility: store, items, prescriptions })).toBe(false)
    expect(
      isDeliveryAllowed({ featureOn: true, facility: { ...store, deliveryEnabled: false }, items, prescriptions }),
    ).toBe(false)
    expect(isDeliveryAllowed({ featureOn: true, facility: undefined, items, prescriptions })).toBe(false)
    expect(isDeliveryAllowed({ featureOn: true, facility: store, items, prescriptions: [prescriptions[0]!] })).toBe(
      false,
    )
  })

  it('knows a mail-order cart, and offers pay at store only for pickup', () => {
    expect(isMailOrderCart([{ retail: true }, { retail: false }])).toBe(true)
    expect(isMailOrderCart([{ retail: true }])).toBe(false)
    expect(paymentTypesFor('pickup')).toEqual(['payNow', 'payAtStore'])
    expect(paymentTypesFor('mail')).toEqual(['payNow'])
    expect(paymentTypesFor('delivery')).toEqual(['payNow'])
  })

  it('adds known prices and shipping, counting placeholder prices as nothing', () => {
    expect(orderRevenue([{ patientPay: 10 }, { patientPay: 0.0001 }, { patientPay: null }], 12.99)).toBe(22.99)
    expect(orderRevenue([])).toBe(0)
  })

  it('shows a 400 detail or its validation messages, and the generic message otherwise', () => {
    expect(orderErrorMessages(400, { detail: 'Pick another time.' })).toEqual(['Pick another time.'])
    expect(
      orderErrorMessages(400, {
        inputValidationErrors: [{ message: 'cardId: required' }, { message: 'pickupTime: invalid' }],
      }),
    ).toEqual(['cardId: required', 'pickupTime: invalid'])
    expect(orderErrorMessages(400, {})).toEqual([ORDER_ERROR_MESSAGE])
    expect(orderErrorMessages(500, { detail: 'internal' })).toEqual([ORDER_ERROR_MESSAGE])
    expect(orderErrorMessages(undefined, undefined)).toEqual([ORDER_ERROR_MESSAGE])
  })

  it('reaches only the first incomplete step or an earlier one', () => {
    const none = { fulfilment: false, payment: false, review: false, confirmation: false }
    const first = { ...none, fulfilment: true }
    expect(firstIncompleteStep(none)).toBe('fulfilment')
    expect(isStepReachable('payment', none)).toBe(false)
    expect(firstIncompleteStep(first)).toBe('payment')
    expect(isStepReachable('fulfilment', first)).toBe(true)
    expect(isStepReachable('payment', first)).toBe(true)
    expect(isStepReachable('review', first)).toBe(false)
  })
})
