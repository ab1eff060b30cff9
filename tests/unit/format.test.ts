import { describe, expect, it } from 'vitest'
import { formatPickupDate, formatPickupTime } from '#app/rx/shared/time-slots.ts'
import { formatAddress, formatDay, formatMoney, formatTimeOfDay, formatWeekdayDay } from '#app/ui/format.ts'

describe('money', () => {
  it('shows US dollars with cents and thousands separators', () => {
    expect(formatMoney(25)).toBe('$25.00')
    expect(formatMoney(1234.5)).toBe('$1,234.50')
    expect(formatMoney(12.499)).toBe('$12.50')
    expect(formatMoney(0.0001)).toBe('$0.00')
  })

  it('writes dollars the same way in US Spanish (decision 0109)', () => {
    expect(formatMoney(1234.5, 'es')).toBe('$1,234.50')
    expect(formatMoney(3, 'es')).toBe('$3.00')
  })
})

describe('dates and times by language (decision 0109)', () => {
  it('writes a day as MM/DD/YYYY in English and with the month named in Spanish, on its own day', () => {
    expect(formatDay('2026-03-04')).toBe('03/04/2026')
    expect(formatDay('2026-03-04T23:30:00-08:00')).toBe('03/04/2026')
    expect(formatDay('2026-03-04', 'es')).toBe('4 mar 2026')
    expect(formatDay('2026-12-31T23:30:00-08:00', 'es')).toBe('31 dic 2026')
    expect(formatDay('03/04/2026', 'es')).toBeNull()
    expect(formatDay(null, 'es')).toBeNull()
  })

  it('writes a pickup day as weekday, month and day', () => {
    expect(formatWeekdayDay('2026-03-04')).toBe('Wednesday, March 4')
    expect(formatWeekdayDay('2026-03-04', 'es')).toBe('miércoles, 4 de marzo')
    // Across the spring change in the United States (8 March 2026): a calendar day, no zone moves it.
    expect(formatPickupDate('2026-03-08')).toBe('Sunday, March 8')
    expect(formatPickupDate('2026-03-08', 'es')).toBe('domingo, 8 de marzo')
  })

  it('writes a wall-clock time on a 12-hour clock', () => {
    expect(formatTimeOfDay('14:00')).toBe('2:00 PM')
    expect(formatPickupTime('09:30')).toBe('9:30 AM')
    expect(formatPickupTime('00:05', 'es')).toBe('12:05 a.m.')
    expect(formatPickupTime('15:30:00', 'es')).toBe('3:30 p.m.')
  })
})

describe('addresses', () => {
  const vine = { address1: '1014 Vine St', address2: 'Apt 4B', city: 'Cincinnati', state: 'OH', zipCode: '45202' }

  it('writes one line, the second line only when there is one', () => {
    expect(formatAddress(vine)).toBe('1014 Vine St, Apt 4B, Cincinnati, OH 45202')
    expect(formatAddress({ ...vine, address2: null })).toBe('1014 Vine St, Cincinnati, OH 45202')
    expect(formatAddress({ ...vine, address2: ' ' })).toBe('1014 Vine St, Cincinnati, OH 45202')
  })

  it('writes the lines of a postal block', () => {
    expect(formatAddress(vine, { lines: true })).toEqual(['1014 Vine St', 'Apt 4B', 'Cincinnati, OH 45202'])
    expect(formatAddress({ ...vine, address2: undefined }, { lines: true })).toEqual([
      '1014 Vine St',
      'Cincinnati, OH 45202',
    ])
  })

  it('leaves blank parts out', () => {
    expect(formatAddress({ ...vine, address2: null, city: '' })).toBe('1014 Vine St, OH 45202')
    expect(formatAddress({ ...vine, state: '', zipCode: '' })).toBe('1014 Vine St, Apt 4B, Cincinnati')
  })
})
