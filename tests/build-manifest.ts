import { readFileSync, readdirSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

/**
 * The client route manifest the production build wrote. Tests read routes and
 * their JavaScript from it, so new routes are covered without listing them.
 */
export type ManifestRoute = {
  id: string
  parentId?: string
  path?: string
  index?: boolean
  module: string
  imports?: string[]
  hasAction: boolean
  hasLoader: boolean
}
export type BuildManifest = { entry: { module: string; imports: string[] }; routes: Record<string, ManifestRoute> }

export const PUBLIC_DIR = fileURLToPath(new URL('../public', import.meta.url))

export function readBuildManifest(): BuildManifest {
  const dir = `${PUBLIC_DIR}/build`
  const file = readdirSync(dir).find((name) => /^manifest-[A-Z0-9]+\.js$/.test(name))
  if (!file) throw new Error('No build manifest: run `npm run build` first')
  const source = readFileSync(`${dir}/${file}`, 'utf8')
  return JSON.parse(source.slice(source.indexOf('=') + 1).replace(/;\s*$/, '')) as BuildManifest
}

/** The URL a route answers, with a sample value for each dynamic segment. */
export function routeUrl(manifest: BuildManifest, route: ManifestRoute): string {
  const segments: string[] = []
  for (
    let current: ManifestRoute | undefined = route;
    current;
    current = current.parentId ? manifest.routes[current.parentId] : undefined
  ) {
    if (current.path) segments.unshift(current.path)
  }
  const path = segments
    .join('/')
    .split('/')
    .map((segment) => (segment === '*' ? 'fuzz-splat' : segment.startsWith(':') ? 'fuzz-param' : segment))
    .join('/')
  return `/${path}`.replace(/\/+/g, '/')
}
