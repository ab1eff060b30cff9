import { afterEach, describe, expect, it, vi } from 'vitest'
import { action as forgotPasswordAction } from '#app/routes/account+/forgot-password.tsx'
import { action as googleAction } from '#app/routes/_auth+/auth.google.tsx'
import { backOffice } from '#mocks/back-office.ts'
import { formPost, settle } from '#tests/utils/requests.ts'
import { testContext } from '#tests/utils/context.ts'

/**
 * Issue 14 item 3: absolute links (the reset link in an email, the OAuth
 * redirect_uri) are built on a configured origin, never on the Host header.
 */
const args = (request: Request) => ({ request, params: {}, context: testContext() })

function forgotPassword(host?: string) {
  return settle(() =>
    forgotPasswordAction(args(formPost('/account/forgot-password', { email: 'shopper@example.com' }, { host }))),
  )
}

describe('links built on the configured origin', () => {
  it('sends the reset link on the origin the shopper used, for each banner', async () => {
    await forgotPassword()
    await forgotPassword('harristeeter.localhost:3000')
    expect(backOffice.outboxFor('shopper@example.com').map((message) => new URL(message.link).origin)).toEqual([
      'http://localhost:3000',
      'http://harristeeter.localhost:3000',
    ])
  })

  it.each(['evil.example', 'localhost:3000.evil.example', 'kroger.localhost:3000@evil.example', 'localhost:4000'])(
    'refuses a reset request addressed to %s, and sends nothing',
    async (host) => {
      // With a matching Origin, as an attacker's own client sends it; a host that is not even an origin fails the cross-site check first.
      const result = await forgotPassword(host)
      expect([400, 403]).toContain((result as Response).status)
      expect(backOffice.outboxFor('shopper@example.com')).toEqual([])
    },
  )

  it('starts Google sign-in with a redirect_uri on the configured origin, and refuses an unknown host', async () => {
    const started = (await settle(() =>
      googleAction(args(formPost('/auth/google', { redirectUrl: '/account' }))),
    )) as Response
    const authorize = new URL(started.headers.get('location')!)
    expect(authorize.searchParams.get('redirect_uri')).toBe('http://localhost:3000/auth/google/callback')
    const forged = (await settle(() =>
      googleAction(args(formPost('/auth/google', { redirectUrl: '/account' }, { host: 'evil.example' }))),
    )) as Response
    expect(forged.status).toBe(400)
  })
})

describe('PUBLIC_ORIGINS', () => {
  afterEach(() => {
    vi.unstubAllEnvs()
    vi.resetModules()
  })

  const parse = async (env: Record<string, string>) =>
    (await import('#app/env.server.ts')).parseEnv({ MOCKS: 'true', ...env })

  it("defaults to every banner's domain over https with real upstreams, and to the local demo's addresses under mocks", async () => {
    const { parseEnv } = await import('#app/env.server.ts')
    const real = parseEnv({
      MOCKS: 'false',
      SESSION_SECRET: 'production-secret-0123456789',
      ...Object.fromEntries(
        ['AUTH', 'ATLAS', 'CONTENT', 'RX', 'STORES', 'WALLET', 'IDP', 'GOOGLE'].map((name) => [
          `${name}_API_BASE_URL`,
          'https://api.example.com',
        ]),
      ),
      CARD_FRAME_URL: 'https://frame.example.com/',
      FRAUD_SCRIPT_URL: 'https://fraud.example.com/s.js',
      IDP_AUTHORIZE_URL: 'https://login.example.com',
      GOOGLE_AUTHORIZE_URL: 'https://accounts.example.com',
    })
    expect(real.publicOrigins).toContain('https://www.kroger.com')
    expect(real.publicOrigins).toContain('https://www.harristeeter.com')
    expect((await parse({ PORT: '3100' })).publicOrigins).toEqual(
      expect.arrayContaining(['http://localhost:3100', 'http://ralphs.localhost:3100']),
    )
  })

  it('takes a configured list and refuses at start anything that is not an origin', async () => {
    expect(
      (await parse({ PUBLIC_ORIGINS: 'https://www.kroger.com, https://stage.harristeeter.com/' })).publicOrigins,
    ).toEqual(['https://www.kroger.com', 'https://stage.harristeeter.com'])
    for (const bad of [
      'www.kroger.com',
      'https://www.kroger.com/account',
      'ftp://www.kroger.com',
      'https://user@www.kroger.com',
      '',
    ]) {
      await expect(parse({ PUBLIC_ORIGINS: bad })).rejects.toThrow()
    }
  })
})
