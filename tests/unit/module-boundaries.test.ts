import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'

const APP = join(import.meta.dirname, '../../app')

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(path)
    return /\.tsx?$/.test(entry.name) ? [path] : []
  })
}

const files = sourceFiles(APP).map((path) => ({ path: relative(APP, path), text: readFileSync(path, 'utf8') }))
const isServerOnly = (path: string) => /\.server\.tsx?$/.test(path)
const isRoute = (path: string) => path.startsWith('routes/')

/** `import { a, type B } from './x.server.ts'` with at least one value (non-type) name. */
function valueImportsFromServer(text: string) {
  const imports = text.matchAll(/import\s+(type\s+)?(\{[^}]*\}|\w+)[^'"]*from\s+'([^']+\.server(?:\.tsx?)?)'/g)
  return [...imports]
    .filter(
      ([, wholeType, names = '']) =>
        !wholeType &&
        (names.startsWith('{')
          ? names
              .slice(1, -1)
              .split(',')
              .some((name) => name.trim() && !name.trim().startsWith('type '))
          : true),
    )
    .map(([statement]) => statement)
}

describe('module boundaries', () => {
  it('client modules import only types from server-only modules (the browser bundle gets an empty module)', () => {
    const offenders = files
      .filter(({ path }) => !isServerOnly(path) && !isRoute(path) && path !== 'root.tsx')
      .flatMap(({ path, text }) => valueImportsFromServer(text).map((statement) => `${path}: ${statement}`))
    expect(offenders).toEqual([])
  })

  it('routes never call fetch: upstream calls go through the request layer', () => {
    const offenders = files
      .filter(({ path, text }) => isRoute(path) && /\bfetch\s*\(/.test(text))
      .map(({ path }) => path)
    expect(offenders).toEqual([])
  })

  it('finds the files it checks', () => {
    expect(files.filter(({ path }) => isRoute(path)).length).toBeGreaterThan(20)
    expect(valueImportsFromServer("import { SEARCH_PARAM, type X } from './refills.server.ts'")).toHaveLength(1)
    expect(valueImportsFromServer("import type { X } from './refills.server.ts'")).toHaveLength(0)
    expect(valueImportsFromServer("import { type X } from './refills.server.ts'")).toHaveLength(0)
  })
})
