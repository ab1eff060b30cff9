import { readFileSync } from 'node:fs'
import { gzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { PUBLIC_DIR, readBuildManifest, type BuildManifest } from '#tests/build-manifest.ts'

/**
 * The gzip size of the JavaScript each route loads, from the production build's manifest: 120 KB since issue 6,
 * 110 KB since issue 34 (decision 0097). Bare Remix 2 + React 18 is about 84 KB. `npm run js-weight` shows which
 * modules make up a route.
 */
const BUDGET_KB = 110

function gzipKb(file: string) {
  return gzipSync(readFileSync(`${PUBLIC_DIR}${file}`)).byteLength / 1024
}

function routeChain(manifest: BuildManifest, id: string) {
  const chain = []
  for (let route = manifest.routes[id]; route; route = route.parentId ? manifest.routes[route.parentId] : undefined)
    chain.push(route)
  return chain
}

describe('JavaScript budget per route', () => {
  const manifest = readBuildManifest()
  const sizes = Object.keys(manifest.routes).map((id) => {
    const files = new Set([manifest.entry.module, ...manifest.entry.imports])
    for (const route of routeChain(manifest, id))
      for (const file of [route.module, ...(route.imports ?? [])]) files.add(file)
    return { id, kb: [...files].reduce((total, file) => total + gzipKb(file), 0) }
  })

  it(`keeps every route at or under ${BUDGET_KB} KB gzip`, () => {
    const largest = [...sizes].sort((a, b) => b.kb - a.kb)
    process.stdout.write(
      `JS per route (gzip KB), largest first:\n${largest
        .slice(0, 5)
        .map(({ id, kb }) => `  ${kb.toFixed(1)}  ${id}`)
        .join('\n')}\n`,
    )
    expect(largest.filter(({ kb }) => kb > BUDGET_KB)).toEqual([])
  })
})
