import { readdirSync, readFileSync } from 'node:fs'
import { join, posix, relative } from 'node:path'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'

const ROOT = join(import.meta.dirname, '../..')
const APP = join(ROOT, 'app')

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

  it("only the request layer makes upstream clients: the others derive theirs from the request's one (decision 0088)", () => {
    const offenders = files
      .filter(({ path, text }) => path !== 'upstream/request.server.ts' && /\bcreateUpstreamClient\s*\(/.test(text))
      .map(({ path }) => path)
    expect(offenders).toEqual([])
  })

  it('only the upstream transport speaks HTTP to other servers (decision 0090)', () => {
    const offenders = files
      .filter(({ path, text }) => path !== 'upstream/http-transport.server.ts' && /['"]node:https?['"]/.test(text))
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

/*
 * The layers (docs/decisions/0043-import-layers.md). Every import points down:
 *   floor 1   routes/, root.tsx, the entries
 *   domains   auth <- account, health <- wallet <- rx, auth <- stores <- rx; simulated (the stand-ins for third parties) apart
 *   shared    upstream, ui, validation, banners, security, observability, i18n, env.server.ts, log.server.ts, styles
 * mocks/ stands apart and sees only the upstream contracts; server/ (the Express entry) sees only shared ground.
 * A unit is a folder of app/ (app/routes/ is `routes`), a top-level file of app/, `mocks` or `server`; the banner
 * table (banners/banners.ts, plain data) is a unit of its own because configuration reads it and the banner
 * resolver reads configuration. tests/ may import anything and is not checked.
 */
const SHARED = [
  'upstream',
  'ui',
  'validation',
  'banners',
  'banner table',
  'security',
  'observability',
  'i18n',
  'env.server.ts',
  'log.server.ts',
  'styles',
]
const DOMAINS = ['auth', 'account', 'health', 'wallet', 'stores', 'rx', 'simulated']

/** What each unit may import besides itself. Anything else is a breach. */
const MAY_IMPORT: Record<string, readonly string[]> = {
  // Floor 1. A route may show another route's component and read root's loader type.
  routes: ['routes', 'root.tsx', ...DOMAINS, ...SHARED],
  'root.tsx': [...DOMAINS, ...SHARED],
  'entry.server.tsx': SHARED,
  'entry.client.tsx': SHARED,
  // Domains, lowest first: each may use the ones below it and the shared ground.
  auth: SHARED,
  account: ['auth', ...SHARED],
  health: ['auth', ...SHARED],
  wallet: ['auth', 'account', 'health', ...SHARED],
  // The store locator and store facts (decision 0071): public pages, and the pharmacy's searches use them.
  stores: ['auth', ...SHARED],
  rx: ['auth', 'account', 'health', 'wallet', 'stores', ...SHARED],
  simulated: SHARED,
  // Shared ground imports no domain; inside it, configuration at the bottom.
  // A banner's own words come in each language (issue 36).
  'banner table': ['i18n'],
  validation: ['i18n'],
  styles: [],
  // The languages and the message library (decisions 0107, 0108): below everything that speaks.
  i18n: [],
  'env.server.ts': ['banner table'],
  // Structured log lines: below everything that logs; LOG_LEVEL is configuration.
  'log.server.ts': ['env.server.ts'],
  // Error lines and the browser's error reports (decisions 0101, 0102): the logger and security's bounds and limits.
  observability: ['env.server.ts', 'log.server.ts', 'security'],
  security: ['env.server.ts', 'log.server.ts', 'banner table', 'i18n'],
  banners: ['env.server.ts', 'security', 'banner table'],
  upstream: ['env.server.ts', 'log.server.ts', 'security'],
  ui: ['validation', 'banners', 'security', 'observability', 'i18n'],
  // The simulation answers at the addresses configuration gives the app, with the contracts' schemas.
  mocks: ['upstream', 'env.server.ts'],
  server: SHARED,
}

type SourceFile = { path: string; text: string }

/**
 * Every module specifier of a file: static imports and re-exports (types included), dynamic `import()`,
 * `import('x').T`. TypeScript's pre-processing scanner finds the same specifiers as a full parse, in a third of the time.
 */
function importsOf({ text }: SourceFile): string[] {
  return ts.preProcessFile(text, true, true).importedFiles.map((imported) => imported.fileName)
}

/** The repository path an import points at, or undefined for a package. */
function resolve(from: string, specifier: string): string | undefined {
  const alias = /^#(app|mocks|tests)\/(.*)$/.exec(specifier)
  if (alias) return `${alias[1]}/${alias[2]}`
  if (specifier.startsWith('.')) return posix.join(posix.dirname(from), specifier)
  return undefined
}

/** The unit of the layer map a repository path belongs to. */
function unitOf(path: string): string {
  if (path === 'app/banners/banners.ts') return 'banner table'
  const [top, second] = path.split('/')
  // app/ splits into its folders and top-level files; mocks/, server/ and tests/ are one unit each.
  return top === 'app' ? second! : top!
}

/** Every import that breaks the layer map, as `file -> target`; and any file the map has no place for. */
function breachesOf(sources: SourceFile[]): string[] {
  return sources.flatMap((file) => {
    const unit = unitOf(file.path)
    const allowed = MAY_IMPORT[unit]
    if (!allowed) return [`${file.path}: its unit '${unit}' is not in the layer map`]
    return importsOf(file).flatMap((specifier) => {
      const target = resolve(file.path, specifier)
      if (!target) return []
      const targetUnit = unitOf(target)
      const ok =
        targetUnit === unit ||
        (allowed.includes(targetUnit) &&
          // A route reaches the request layer and the upstream clients through its domain, never directly.
          !(unit === 'routes' && targetUnit === 'upstream' && /\.server\.tsx?$/.test(target)))
      return ok ? [] : [`${file.path} -> ${target}`]
    })
  })
}

/** The unit-level import graph: which unit imports which (self-imports left out). */
function unitGraph(sources: SourceFile[]) {
  const graph = new Map<string, Set<string>>()
  for (const file of sources) {
    const from = unitOf(file.path)
    for (const specifier of importsOf(file)) {
      const target = resolve(file.path, specifier)
      if (!target) continue
      const to = unitOf(target)
      if (to === from) continue
      graph.set(from, (graph.get(from) ?? new Set()).add(to))
    }
  }
  return graph
}

/** The cycles of a graph, each as `a -> b -> a`, restricted to the nodes in `among`. */
function cyclesOf(graph: Map<string, Iterable<string>>, among: readonly string[]): string[] {
  const cycles = new Set<string>()
  const walk = (node: string, path: string[]) => {
    for (const next of graph.get(node) ?? []) {
      if (!among.includes(next)) continue
      const seen = path.indexOf(next)
      if (seen >= 0) {
        const loop = path.slice(seen)
        // One name per cycle whichever node it was found from: start at its smallest node.
        const start = loop.indexOf([...loop].sort()[0]!)
        const rotated = [...loop.slice(start), ...loop.slice(0, start)]
        cycles.add([...rotated, rotated[0]].join(' -> '))
      } else walk(next, [...path, next])
    }
  }
  for (const node of among) walk(node, [node])
  return [...cycles].sort()
}

/*
 * Inside the pharmacy domain (decision 0045): a feature folder uses its own files and `shared/`; `shared/` uses no
 * feature, so a gate or helper two features need lives there. The dashboard is made of other features' panels (the
 * cart, the tracker card), and auto refill's and
 * 90-Day Supply's pages show the pharmacy cart (spec 2: cart enabled; decisions 0066 and 0067).
 */
const RX_FEATURE_MAY_IMPORT: Record<string, readonly string[]> = {
  dashboard: ['cart', 'tracker'],
  'auto-refill': ['cart'],
  programs: ['cart'],
}

/** Imports between app/rx/ folders that break the feature rule, as `file -> target`. */
function featureBreachesOf(sources: SourceFile[]): string[] {
  const featureOf = (path: string) => /^app\/rx\/([^/]+)\//.exec(path)?.[1]
  return sources.flatMap((file) => {
    const feature = featureOf(file.path)
    if (!feature) return []
    return importsOf(file).flatMap((specifier) => {
      const target = resolve(file.path, specifier)
      const targetFeature = target && featureOf(target)
      if (!targetFeature || targetFeature === feature || targetFeature === 'shared') return []
      return feature !== 'shared' && RX_FEATURE_MAY_IMPORT[feature]?.includes(targetFeature)
        ? []
        : [`${file.path} -> ${target}`]
    })
  })
}

const repository = ['app', 'mocks', 'server'].flatMap((dir) =>
  sourceFiles(join(ROOT, dir)).map((path) => ({
    path: relative(ROOT, path).split('\\').join('/'),
    text: readFileSync(path, 'utf8'),
  })),
)

describe('the layers: every import points down (decision 0043)', () => {
  it('no import runs back up, across a domain the wrong way, or out of mocks/', () => {
    expect(breachesOf(repository)).toEqual([])
  })

  it('pharmacy features use their own files and rx/shared, and rx/shared uses no feature', () => {
    expect(featureBreachesOf(repository)).toEqual([])
    expect(
      featureBreachesOf([
        { path: 'app/rx/shared/gate.server.ts', text: "import { x } from '#app/rx/checkout/cards.server.ts'" },
        { path: 'app/rx/tracker/order.server.ts', text: "import { y } from '../checkout/rules.ts'" },
        { path: 'app/rx/dashboard/page.tsx', text: "import { Cart } from '#app/rx/cart/cart.tsx'" },
        { path: 'app/rx/cart/cart.tsx', text: "import { z } from '#app/rx/shared/texts.ts'" },
      ]),
    ).toEqual([
      'app/rx/shared/gate.server.ts -> app/rx/checkout/cards.server.ts',
      'app/rx/tracker/order.server.ts -> app/rx/checkout/rules.ts',
    ])
  })

  it('no import cycle between domain folders, and the map itself has none', () => {
    expect(cyclesOf(unitGraph(repository), DOMAINS)).toEqual([])
    const map = new Map(
      Object.entries(MAY_IMPORT).map(([unit, allowed]) => [unit, allowed.filter((to) => to !== unit)]),
    )
    expect(cyclesOf(map, Object.keys(MAY_IMPORT))).toEqual([])
  })

  it('app/ loads mocks/ only through the one start-up hook: the server entry imports the built mocks when they answer in-process', () => {
    const hooks = repository.filter(({ path, text }) => path.startsWith('app/') && /mocks\.js/.test(text))
    expect(hooks.map(({ path }) => path)).toEqual(['app/entry.server.tsx'])
    expect(hooks[0]!.text).toMatch(
      /if \(env\(\)\.mocks && env\(\)\.mockUpstreams === 'in-process'\) await import\(new URL\('\.\/mocks\.js', import\.meta\.url\)\.href\)/,
    )
  })

  it('catches what it is for (so it cannot pass by finding nothing)', () => {
    expect(repository.filter(({ path }) => path.startsWith('app/routes/')).length).toBeGreaterThan(20)
    expect(repository.filter(({ path }) => path.startsWith('mocks/')).length).toBeGreaterThan(10)
    expect(
      importsOf({
        path: 'app/x.tsx',
        text: "import x from './a.ts'\n// import y from './b.ts'\nconst s = \"import z from './c.ts'\"",
      }),
    ).toEqual(['./a.ts'])
    expect(
      breachesOf([
        { path: 'app/ui/shell.tsx', text: "import { SignInDialog } from '#app/auth/sign-in-dialog.tsx'" },
        { path: 'app/auth/dialog.tsx', text: "import type { loader } from '../routes/signin.tsx'" },
        {
          path: 'app/wallet/hosts.server.ts',
          text: "export { CHECKOUT } from '#app/rx/checkout/checkout-wallet.server.ts'",
        },
        { path: 'app/upstream/x.server.ts', text: "const m = await import('../rx/money.ts')" },
        { path: 'app/rx/x.ts', text: "type T = import('#app/simulated/back-office.server.ts').X" },
        { path: 'mocks/handlers/x.ts', text: "import { detectBrand } from '#app/wallet/card-brands.ts'" },
        { path: 'app/wallet/x.ts', text: "import { mockServer } from '#mocks/node.ts'" },
        {
          path: 'app/routes/mock+/x.tsx',
          text: "import { createUpstreamClient } from '#app/upstream/request.server.ts'",
        },
        { path: 'app/newfolder/x.ts', text: '' },
        // Allowed: down the map, within a unit, a package, an upstream contract from a route.
        {
          path: 'app/rx/y.ts',
          text: "import { a } from '#app/wallet/a.ts'\nimport { b } from './b.ts'\nimport { z } from 'zod'",
        },
        {
          path: 'app/routes/mock+/y.tsx',
          text: "import { CARD_FRAME_SOURCE } from '#app/upstream/card-frame-protocol.ts'",
        },
        { path: 'mocks/y.ts', text: "import { RX_PATHS } from '#app/upstream/rx-api.schema.ts'" },
      ]),
    ).toEqual([
      'app/ui/shell.tsx -> app/auth/sign-in-dialog.tsx',
      'app/auth/dialog.tsx -> app/routes/signin.tsx',
      'app/wallet/hosts.server.ts -> app/rx/checkout/checkout-wallet.server.ts',
      'app/upstream/x.server.ts -> app/rx/money.ts',
      'app/rx/x.ts -> app/simulated/back-office.server.ts',
      'mocks/handlers/x.ts -> app/wallet/card-brands.ts',
      'app/wallet/x.ts -> mocks/node.ts',
      'app/routes/mock+/x.tsx -> app/upstream/request.server.ts',
      "app/newfolder/x.ts: its unit 'newfolder' is not in the layer map",
    ])
    const cyclic = new Map([
      ['wallet', ['rx', 'auth']],
      ['rx', ['wallet']],
      ['auth', []],
    ])
    expect(cyclesOf(cyclic, DOMAINS)).toEqual(['rx -> wallet -> rx'])
  })
})
