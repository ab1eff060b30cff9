import { describe, expect, it } from 'vitest'
import { rxFieldLabelsIn } from '#app/rx/shared/rx-fields.messages.server.ts'
import { PHARMACY_STATES } from '#app/rx/shared/pharmacy-states.ts'
import { regionsIn } from '#app/wallet/us-states.messages.server.ts'
import { US_STATES } from '#app/wallet/billing-address.ts'

describe('the states in the address dropdowns, by language (issue 36)', () => {
  it('names them in Spanish and orders them as a Spanish reader looks for them', () => {
    const states = rxFieldLabelsIn('es').address.states
    expect(states.map((state) => state.code).sort()).toEqual(PHARMACY_STATES.map((state) => state.code).sort())
    expect(states).toContainEqual({ code: 'NY', name: 'Nueva York' })
    expect(states).toContainEqual({ code: 'NC', name: 'Carolina del Norte' })
    const names = states.map((state) => state.name)
    expect(names.indexOf('Carolina del Norte')).toBeLessThan(names.indexOf('Colorado'))
    expect(names.indexOf('Nueva York')).toBeLessThan(names.indexOf('Ohio'))
  })

  it('keeps the English names in their order, Puerto Rico last', () => {
    const names = rxFieldLabelsIn('en').address.states.map((state) => state.name)
    expect(names).toHaveLength(52)
    expect(names.slice(0, 2)).toEqual(['Alabama', 'Alaska'])
    expect(names.at(-1)).toBe('Puerto Rico')
    expect(regionsIn(US_STATES, 'en')).toEqual(US_STATES)
  })
})
