import { env } from '#app/env.server.ts'

/** Pages that stand in for third parties (providers, mail, content host) exist only while mocks are on. */
export function requireMocks() {
  if (!env().mocks) throw new Response('Not Found', { status: 404 })
}
