import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { SCENARIOS } from '#mocks/scenarios.ts'

describe('the mock scenarios', () => {
  it('are each listed in the README, so a tester can find every error the mocks can play', () => {
    const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8')
    const listed = new Set([...readme.matchAll(/^\| `([a-z0-9-]+)` \|/gm)].map((match) => match[1]))
    expect(Object.keys(SCENARIOS).filter((name) => !listed.has(name))).toEqual([])
  })
})
