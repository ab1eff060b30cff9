import { env, type Env } from '#app/env.server.ts'

/** Handlers match on the same base URLs the app calls, so env overrides apply to both. */
export function upstreamUrl(service: keyof Env['upstream'], path: string) {
  return new URL(path, env().upstream[service]).href
}
