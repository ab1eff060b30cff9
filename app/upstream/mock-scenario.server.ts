import { createCookie, redirect } from '@remix-run/node'
import { env } from '#app/env.server.ts'
import { sameOriginPath } from '#app/security/safe-redirect.ts'

/**
 * The browser's chosen mock scenario (`?mockScenario=name`, kept for the
 * browser session). Only honoured while mocks are on; the request layer
 * forwards it to the simulated back office as a header.
 */
const mockScenarioCookie = createCookie('__mock_scenario', { httpOnly: true, sameSite: 'lax', path: '/' })

const NAME = /^[a-z0-9-]{1,40}$/

export async function mockScenarioOf(request: Request): Promise<string | undefined> {
  if (!env().mocks) return undefined
  const fromUrl = new URL(request.url).searchParams.get('mockScenario')
  const chosen: unknown = fromUrl ?? (await mockScenarioCookie.parse(request.headers.get('cookie')))
  return typeof chosen === 'string' && NAME.test(chosen) && chosen !== 'default' ? chosen : undefined
}

/**
 * Called by the root loader: stores a scenario picked in the URL and reloads
 * the page without the parameter, so the URL stays clean and later requests
 * (form posts included) carry it in the cookie.
 */
export async function rememberMockScenario(request: Request) {
  if (!env().mocks) return
  const url = new URL(request.url)
  const chosen = url.searchParams.get('mockScenario')
  if (chosen === null) return
  url.searchParams.delete('mockScenario')
  const value = NAME.test(chosen) && chosen !== 'default' ? chosen : ''
  // The request's own path is input too: `//evil.example/?mockScenario=x` must not come back as `Location: //evil.example/`.
  throw redirect(sameOriginPath(`${url.pathname}${url.search}`) ?? '/', {
    headers: { 'set-cookie': await mockScenarioCookie.serialize(value, value ? {} : { maxAge: 0 }) },
  })
}
