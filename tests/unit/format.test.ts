import { describe, expect, it } from 'vitest'
import { formatAddress, formatMoney } from '#app/ui/format.ts'

describe('money', () => {
  it('shows US dollars with cents and thousands separators', () => {
    expect(formatMoney(25)).toBe('$25.00')
    expect(formatMoney(1234.5)).toBe('$1,234.50')
    expect(formatMoney(12.499)).toBe('$12.50')
    expect(formatMoney(0.0001)).toBe('$0.00')
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
