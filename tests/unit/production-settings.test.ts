import { afterEach, describe, expect, it, vi } from 'vitest'

/** Production with real upstreams: Secure cookies, HSTS, and no development secret. */
const REAL_UPSTREAMS = {
  MOCKS: 'false',
  NODE_ENV: 'production',
  SESSION_SECRET: 'production-secret-0123456789',
  AUTH_API_BASE_URL: 'https://auth.example.com',
  ATLAS_API_BASE_URL: 'https://atlas.example.com',
  CONTENT_API_BASE_URL: 'https://content-api.example.com',
  RX_API_BASE_URL: 'https://rx-api.example.com',
  STORES_API_BASE_URL: 'https://stores.example.com',
  WALLET_API_BASE_URL: 'https://pay.example.com',
  CARD_FRAME_URL: 'https://request.payframe.example.com/hosted/card-entry',
  FRAUD_SCRIPT_URL: 'https://fraud.example.net/collector/v3/profile.js',
  IDP_AUTHORIZE_URL: 'https://login.example.com/authorize',
  IDP_API_BASE_URL: 'https://login.example.com',
  GOOGLE_AUTHORIZE_URL: 'https://accounts.google.com/o/oauth2/v2/auth',
  GOOGLE_API_BASE_URL: 'https://oauth2.googleapis.com',
}

async function freshModules(env: Record<string, string>) {
  for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value)
  vi.resetModules()
  return {
    session: await import('#app/auth/session.server.ts'),
    device: await import('#app/auth/device-marker.server.ts'),
    headers: await import('#app/security/headers.server.ts'),
    env: await import('#app/env.server.ts'),
  }
}

describe('production settings', () => {
  afterEach(() => {
    vi.unstubAllEnvs()
    vi.resetModules()
  })

  it('marks every cookie Secure, HttpOnly and SameSite=Lax, signed with the configured secret', async () => {
    const { session, device } = await freshModules(REAL_UPSTREAMS)
    const store = session.sessionStorage()
    const pending = await store.getSession()
    pending.set('pendingSocialLink', { token: 't', email: 'sam@example.com' })
    const cookie = await store.commitIfChanged(pending)
    expect(cookie).toMatch(/; HttpOnly/)
    expect(cookie).toMatch(/; Secure/)
    expect(cookie).toMatch(/; SameSite=Lax/)
    expect(await device.deviceCookie().serialize({ id: 'x', authModel: 'legacy', accounts: [] })).toMatch(/; Secure/)
    expect(await session.liveSessionCookie().serialize('x')).toMatch(/; Secure/)
  })

  it('sends HSTS with real upstreams', async () => {
    const { headers } = await freshModules(REAL_UPSTREAMS)
    const response = new Headers()
    headers.applySecurityHeaders(response, 'nonce-value')
    expect(response.get('strict-transport-security')).toMatch(/max-age=\d+/)
    expect(response.get('content-security-policy')).toContain("img-src 'self' data: https://content.example.com")
    // Spec 3 section 7: the processor's frame and the fraud-detection script are the only third parties let in.
    expect(response.get('content-security-policy')).toContain(
      "script-src 'self' https://fraud.example.net/collector/v3/profile.js 'nonce-nonce-value'",
    )
    expect(response.get('content-security-policy')).toContain('frame-src https://request.payframe.example.com')
    // Static files get the same transport headers from the server entry.
    expect(headers.transportHeaders()).toMatchObject({
      'x-content-type-options': 'nosniff',
      'strict-transport-security': expect.stringMatching(/max-age=\d+/),
    })
  })

  it("lets a page reach `npm run dev`'s live-reload socket in development only (decision 0099)", async () => {
    const devServer = { REMIX_DEV_ORIGIN: 'http://localhost:3001/' }
    const policy = async (env: Record<string, string>) => {
      const { headers } = await freshModules(env)
      const response = new Headers()
      headers.applySecurityHeaders(response, 'nonce-value')
      return response.get('content-security-policy')
    }
    expect(await policy({ ...devServer, MOCKS: 'true', NODE_ENV: 'development' })).toContain(
      "connect-src 'self' ws://localhost:3001;",
    )
    expect(await policy({ ...REAL_UPSTREAMS, ...devServer })).toContain("connect-src 'self';")
  })

  it('refuses to start without a session secret or upstream URLs when mocks are off', async () => {
    const { env } = await freshModules({})
    expect(() => env.parseEnv({ MOCKS: 'false', NODE_ENV: 'production' })).toThrow(/required when MOCKS is off/)
    // A third party's address that is neither https nor a path here stops the start, rather than every response later.
    expect(() => env.parseEnv({ ...REAL_UPSTREAMS, FRAUD_SCRIPT_URL: 'fraud.example.net/profile.js' })).toThrow(
      /https URL or a path/,
    )
    expect(() => env.parseEnv({ ...REAL_UPSTREAMS, CARD_FRAME_URL: 'http://payframe.example.com/' })).toThrow(
      /https URL or a path/,
    )
    const { SESSION_SECRET: _secret, ...withoutSecret } = REAL_UPSTREAMS
    expect(() => env.parseEnv(withoutSecret)).toThrow(/SESSION_SECRET is required/)
  })

  it("refuses a cookie sealed with the mocks' built-in secret", async () => {
    const { createCookieSessionStorage } = await import('@remix-run/node')
    const { createSealedCookie } = await import('#app/security/sealed-cookie.server.ts')
    const mocksStore = createCookieSessionStorage({
      cookie: createSealedCookie('__session', { secrets: ['development-only-session-secret'] }),
    })
    const forged = await mocksStore.getSession()
    forged.set('user', {
      userId: 'u1',
      firstName: 'Sam',
      emailVerified: true,
      authorities: 'legacy',
      accessToken: 't',
      rememberMe: false,
    })
    const cookie = (await mocksStore.commitSession(forged)).split(';')[0]
    expect((await mocksStore.getSession(cookie)).get('user')).toBeDefined()
    const { session } = await freshModules(REAL_UPSTREAMS)
    expect((await session.sessionStorage().getSession(cookie)).get('user')).toBeUndefined()
  })

  it("will not start with real upstreams and the mocks' built-in secret", async () => {
    const { env } = await freshModules({})
    expect(() => env.parseEnv({ ...REAL_UPSTREAMS, SESSION_SECRET: 'development-only-session-secret' })).toThrow(
      /SESSION_SECRET/,
    )
    expect(() =>
      env.parseEnv({ ...REAL_UPSTREAMS, SESSION_SECRET: 'rotated-secret-0123456789,development-only-session-secret' }),
    ).toThrow(/SESSION_SECRET/)
  })
})
