import { HttpResponse, http } from 'msw'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { parseEnv } from '#app/env.server.ts'
import { mockServer } from '#mocks/node.ts'
import { upstreamUrl } from '#mocks/upstream-urls.ts'
import { cookiesFrom, formPost, get, ORIGIN, serve } from '#tests/utils/requests.ts'
import { captureLogLines } from '#tests/utils/log-lines.ts'

const SECRET = 'GOCSPX-test-secret-0123456789ab'

/**
 * A Google sign-in as the browser makes it, on the app as an instance started with `secret` loads it (the environment
 * is read once per load): 'Sign in with Google', the simulated consent page, the callback. The token request's form
 * body, as Google would get it, and every line the instance wrote. `tokenAnswer` answers the token request in
 * Google's place; without it the simulated Google does.
 */
async function googleSignIn(secret: string | undefined, tokenAnswer?: () => Response) {
  vi.stubEnv('GOOGLE_CLIENT_SECRET', secret)
  vi.resetModules()
  const start = (await import('#app/routes/_auth+/auth.google.tsx')).action
  const consent = (await import('#app/routes/mock+/google.consent.tsx')).action
  const callback = (await import('#app/routes/_auth+/auth.google.callback.tsx')).loader

  const tokenRequests: URLSearchParams[] = []
  mockServer.use(
    http.post(upstreamUrl('google', '/token'), async ({ request }) => {
      tokenRequests.push(new URLSearchParams(await request.clone().text()))
      return tokenAnswer?.()
    }),
  )
  const log = captureLogLines()

  const started = await serve(start, formPost('/auth/google', { redirectUrl: '/account' }))
  const cookie = cookiesFrom(started)
  const authorize = new URL((started as Response).headers.get('location') ?? '', ORIGIN)
  const chosen = await serve(
    consent,
    formPost(authorize.pathname, { ...Object.fromEntries(authorize.searchParams), email: 'google-link@example.com' }),
  )
  const back = new URL((chosen as Response).headers.get('location') ?? '', ORIGIN)
  const signedIn = await serve(callback, get(`${back.pathname}${back.search}`, { cookie }))
  return { tokenRequests, written: log.raw().split('\n'), signedIn }
}

describe('Google sign-in: the client secret (decision 0104)', () => {
  afterEach(() => {
    vi.unstubAllEnvs()
    vi.resetModules()
  })

  it('sends GOOGLE_CLIENT_SECRET in the token request’s form body, beside the PKCE verifier', async () => {
    const { tokenRequests, signedIn } = await googleSignIn(SECRET)
    expect(tokenRequests).toHaveLength(1)
    expect(tokenRequests[0]?.get('client_secret')).toBe(SECRET)
    expect(tokenRequests[0]?.get('client_id')).toBe('storefront-web.apps.googleusercontent.invalid')
    expect(tokenRequests[0]?.get('code_verifier')).toBeTruthy()
    // The code was redeemed: the Google identity waits on /signin to be linked, no 'Failed to sign in' flash.
    expect((signedIn as Response).headers.get('location')).toBe('/signin?redirectUrl=%2Faccount')
  })

  it('writes the secret in no log line, even when Google refuses it', async () => {
    const refused = () => HttpResponse.json({ error: 'invalid_client' }, { status: 401 })
    const { tokenRequests, written, signedIn } = await googleSignIn(SECRET, refused)
    expect(tokenRequests[0]?.get('client_secret')).toBe(SECRET)
    expect((signedIn as Response).headers.get('location')).toBe('/signin')
    // The refusal is logged (so the check below has lines to read), without the secret.
    expect(written.some((line) => line.includes('/token'))).toBe(true)
    expect(written.filter((line) => line.includes(SECRET))).toEqual([])
  })

  it('sends no client secret when none is set (PKCE alone, as the simulated Google expects)', async () => {
    const { tokenRequests, signedIn } = await googleSignIn(undefined)
    expect(tokenRequests).toHaveLength(1)
    expect(tokenRequests[0]?.has('client_secret')).toBe(false)
    expect(tokenRequests[0]?.get('code_verifier')).toBeTruthy()
    expect((signedIn as Response).headers.get('location')).toBe('/signin?redirectUrl=%2Faccount')
  })

  it('is optional, an empty value is none, and a malformed one stops the start without showing it', () => {
    expect(parseEnv({ MOCKS: 'true' }).oauth.google.clientSecret).toBeUndefined()
    expect(parseEnv({ MOCKS: 'true', GOOGLE_CLIENT_SECRET: '' }).oauth.google.clientSecret).toBeUndefined()
    expect(parseEnv({ MOCKS: 'true', GOOGLE_CLIENT_SECRET: SECRET }).oauth.google.clientSecret).toBe(SECRET)
    for (const malformed of [`${SECRET} pasted twice`, 'x'.repeat(201)]) {
      let message = ''
      try {
        parseEnv({ MOCKS: 'true', GOOGLE_CLIENT_SECRET: malformed })
      } catch (error) {
        message = String(error)
      }
      expect(message).toContain('GOOGLE_CLIENT_SECRET must be one word of at most 200 characters')
      expect(message).not.toContain(malformed.slice(0, 20))
    }
  })
})
