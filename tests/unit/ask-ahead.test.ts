import { describe, expect, it } from 'vitest'
import { askAhead } from '#app/upstream/ask-ahead.server.ts'

describe('askAhead', () => {
  it('reuses the early call when the guess was right, and asks again when it was not', async () => {
    const asked: string[] = []
    const ask = async (key: { store: string }) => (asked.push(key.store), `dates of ${key.store}`)
    const ahead = askAhead([{ store: 'A' }], ask)
    expect(asked).toEqual(['A'])
    expect(await ahead.answerFor({ store: 'A' })).toBe('dates of A')
    expect(asked).toEqual(['A'])
    expect(await ahead.answerFor({ store: 'B' })).toBe('dates of B')
    expect(asked).toEqual(['A', 'B'])
  })

  it('keeps one early call per guess', async () => {
    const asked: string[] = []
    const ahead = askAhead(['1001', '1002', '1001'], async (patient) => (asked.push(patient), patient))
    expect(await Promise.all(['1002', '1001', '1003'].map(ahead.answerFor))).toEqual(['1002', '1001', '1003'])
    expect(asked).toEqual(['1001', '1002', '1003'])
  })

  it('asks only when needed without a guess', async () => {
    let asked = 0
    const ahead = askAhead<string, number>([], async () => ++asked)
    expect(asked).toBe(0)
    expect(await ahead.answerFor('A')).toBe(1)
  })

  it('an early call that fails rejects whoever awaits it, and nobody else', async () => {
    const unhandled: unknown[] = []
    const track = (reason: unknown) => unhandled.push(reason)
    process.on('unhandledRejection', track)
    try {
      const ahead = askAhead(['A'], async (key) => {
        if (key === 'A') throw new Error('upstream down')
        return key
      })
      expect(await ahead.answerFor('B')).toBe('B')
      await expect(ahead.answerFor('A')).rejects.toThrow('upstream down')
      await new Promise((resolve) => setTimeout(resolve, 10))
      expect(unhandled).toEqual([])
    } finally {
      process.off('unhandledRejection', track)
    }
  })
})
