#!/usr/bin/env node
/**
 * npm run js-weight [route id ...]: where a route's JavaScript goes (issue 34). Reads the production build (run
 * `npm run build` first): the client manifest for the files a route loads, counted as `tests/unit/js-budget.test.ts`
 * counts them (each file gzipped on its own, as it travels), and the compiler's metafile (`build/metafile.js.json`)
 * for the modules inside each file. A module's share of its file's gzip is its share of the file's minified bytes: an
 * estimate, where the files' sum is exact. 'As one file' is the same code gzipped together: the gap is what splitting
 * it into many small chunks costs. Without a route id: the five largest routes.
 */
import { readFileSync, readdirSync } from 'node:fs'
import { gzipSync } from 'node:zlib'

const TOP_MODULES = 25
const build = new URL('../public/build/', import.meta.url)
const manifestFile = readdirSync(build).find((name) => /^manifest-[A-Z0-9]+\.js$/.test(name))
if (!manifestFile) throw new Error('No build manifest: run `npm run build` first')
const source = readFileSync(new URL(manifestFile, build), 'utf8')
const manifest = JSON.parse(source.slice(source.indexOf('=') + 1).replace(/;\s*$/, ''))
const outputs = JSON.parse(readFileSync(new URL('../build/metafile.js.json', import.meta.url), 'utf8')).outputs

/** The files a route loads: the entry's, then its own and every parent route's. */
function routeFiles(id) {
  const files = new Set([manifest.entry.module, ...manifest.entry.imports])
  for (let route = manifest.routes[id]; route; route = manifest.routes[route.parentId])
    [route.module, ...(route.imports ?? [])].forEach((file) => files.add(file))
  return [...files]
}

const bytesOf = (file) => readFileSync(new URL(`..${file}`, build))
const kb = (bytes, digits = 1) => (bytes / 1024).toFixed(digits).padStart(6)
const gzip = (buffer) => gzipSync(buffer).byteLength

/** A package under node_modules counts as one module; app code counts per file. */
function moduleName(input) {
  const packagePath = input.split('node_modules/').at(-1)
  if (packagePath === input) return input
  const parts = packagePath.split('/')
  return parts.slice(0, parts[0].startsWith('@') ? 2 : 1).join('/')
}

function weigh(id) {
  const files = routeFiles(id)
  const modules = new Map()
  let total = 0
  for (const file of files) {
    const bytes = bytesOf(file)
    const zipped = gzip(bytes)
    total += zipped
    for (const [input, { bytesInOutput }] of Object.entries(outputs[`public${file}`].inputs)) {
      const name = moduleName(input)
      modules.set(name, (modules.get(name) ?? 0) + (bytesInOutput * zipped) / bytes.byteLength)
    }
  }
  return { id, files, total, modules }
}

const ids = process.argv.slice(2)
const routes = ids.length
  ? ids.map(weigh)
  : Object.keys(manifest.routes)
      .map(weigh)
      .sort((a, b) => b.total - a.total)
      .slice(0, 5)
for (const { id, files, total, modules } of routes) {
  const together = gzip(Buffer.concat(files.map(bytesOf)))
  console.log(`\n${id}: ${kb(total).trim()} KB gzip in ${files.length} files (as one file: ${kb(together).trim()} KB)`)
  for (const [name, bytes] of [...modules].sort((a, b) => b[1] - a[1]).slice(0, TOP_MODULES))
    console.log(`${kb(bytes, 2)}  ${name}`)
}
