import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { parseEnv } from '#app/env.server.ts'

/** `.env.example` against README 'Environment' (decision 0099): a variable added to one and not the other fails here. */
const read = (name: string) => readFileSync(new URL(`../../${name}`, import.meta.url), 'utf8')

/** The names in the first column of README 'Environment''s table (a row may name two). */
function readmeVariables() {
  const readme = read('README.md')
  const start = readme.indexOf('\n## Environment\n')
  const section = readme.slice(start, readme.indexOf('\n## ', start + 1))
  return section
    .split('\n')
    .filter((line) => line.startsWith('| `'))
    .flatMap((line) => [...line.split('|')[1]!.matchAll(/`([A-Z][A-Z0-9_]*)`/g)].map(([, name]) => name!))
}

/** `.env.example`'s `NAME=value` lines, set or commented out. */
const lines = [...read('.env.example').matchAll(/^(# ?)?([A-Z][A-Z0-9_]*)=(.*)$/gm)].map(
  ([, commented, name, value]) => ({ name: name!, value: value!, set: !commented }),
)
const source = (chosen: typeof lines) => Object.fromEntries(chosen.map(({ name, value }) => [name, value]))

describe('.env.example', () => {
  it("names every variable of README 'Environment' once, and no other", () => {
    expect(readmeVariables().length).toBeGreaterThan(25)
    expect(lines.map(({ name }) => name).sort()).toEqual(readmeVariables().sort())
  })

  it('gives the defaults under mocks: as written, and with every commented value set too, the app reads what MOCKS=true alone gives', () => {
    const defaults = parseEnv({ MOCKS: 'true' })
    expect(parseEnv(source(lines.filter(({ set }) => set)))).toEqual(defaults)
    expect(parseEnv(source(lines.filter(({ value }) => value !== '')))).toEqual(defaults)
  })
})
