import { spawn, type ChildProcess } from 'node:child_process'
import { expect, test } from '@playwright/test'
import { createSealedCookie } from '#app/security/sealed-cookie.server.ts'

/**
 * Issue 14, as the real server entry (build/server.js) answers over HTTP:
 * refusals before any route, transport and cache headers, and a second
 * instance with mocks off and every upstream unreachable.
 */
const form = { 'content-type': 'application/x-www-form-urlencoded' }

test('the bodies that froze the server are refused at once, and the server stays healthy', async ({
  request,
  baseURL,
}) => {
  const origin = new URL(baseURL!).origin
  for (const [path, body] of [
    ['/rx/guest-refill', 'pharmacyPhone=513-555-0170&contactPhone=513-555-0142&rxNumbers[30000]=7200001'],
    ['/rx/guest-refill', 'pharmacyPhone=513-555-0170&contactPhone=513-555-0142&rxNumbers[1000000]=7200001'],
    ['/account/create', 'firstName[10000000]=a'],
  ] as const) {
    const response = await request.post(path, {
      headers: { origin, ...form },
      data: body,
      maxRedirects: 0,
      timeout: 5_000,
    })
    expect(response.status(), `${path} ${body}`).toBe(400)
    // The error page, not an echo of a million-slot list (30 MB before).
    expect(await response.text()).toContain('The form could not be read.')
    expect((await response.body()).byteLength).toBeLessThan(100_000)
    expect((await request.get('/healthcheck', { timeout: 2_000 })).status()).toBe(200)
  }
})

test('odd methods, undecodable paths and unknown hosts are refused before any route', async ({ request }) => {
  const trace = await request.fetch('/', { method: 'TRACE' })
  expect(trace.status()).toBe(405)
  expect(trace.headers()['allow']).toBe('GET, HEAD, POST')
  expect((await request.get('/rx/%ZZ')).status()).toBe(400)
  expect((await request.get('/signin', { headers: { host: 'evil.example' } })).status()).toBe(400)
  // Load balancers probe the health check by address.
  expect((await request.get('/healthcheck', { headers: { host: '10.0.0.7:3000' } })).status()).toBe(200)
})

test("a post to a page that takes none says spec 2's generic error on /rx, and never the router's own words", async ({
  request,
  baseURL,
}) => {
  const origin = new URL(baseURL!).origin
  for (const [path, message] of [
    ['/rx/landing-page', 'Sorry, something went wrong. Please try again later.'],
    ['/', 'Something went wrong. Please try again.'],
  ] as const) {
    const response = await request.post(path, { headers: { origin, ...form }, data: 'a=1', maxRedirects: 0 })
    expect(response.status(), path).toBe(405)
    // What the page shows (Remix's hydration data still carries the router's text; only developers read it there).
    const shown = /<section class="error-page".*?<\/section>/s.exec(await response.text())?.[0]
    expect(shown, path).toContain(`<h1>Error</h1><p>${message}</p>`)
    expect(shown, path).not.toContain('You made a POST request')
  }
})

test('cross-site posts are refused however they arrive: no Origin with a foreign Referer, nothing at all, or as .data', async ({
  request,
  baseURL,
}) => {
  const body = 'email=shopper%40example.com&password=Password1'
  for (const headers of [
    { referer: 'https://evil.example/' },
    {},
    { origin: 'https://evil.example' },
    { 'sec-fetch-site': 'cross-site' },
  ] as Array<Record<string, string>>) {
    for (const path of ['/signin', '/signin.data', '/signout']) {
      const response = await request.post(path, { headers: { ...form, ...headers }, data: body, maxRedirects: 0 })
      expect(response.status(), `${path} ${JSON.stringify(headers)}`).toBe(403)
    }
  }
  const sameSiteReferer = await request.post('/signin', {
    headers: { ...form, referer: `${baseURL}/signin` },
    data: body,
    maxRedirects: 0,
  })
  expect(sameSiteReferer.status()).toBe(302)
})

test('behind the one trusted proxy only the address it wrote counts, not what the client put before it', async ({
  request,
  baseURL,
}) => {
  const create = (index: number) =>
    request.post('/account/create', {
      headers: { ...form, origin: new URL(baseURL!).origin, 'x-forwarded-for': `203.0.113.${index}, 10.77.0.1` },
      data: 'firstName=Pat&lastName=Probe&email=shopper%40example.com&password=Password1',
      maxRedirects: 0,
    })
  for (let index = 0; index < 10; index++) expect((await create(index)).status(), `attempt ${index + 1}`).toBe(400)
  expect((await create(10)).status()).toBe(429)
})

test('static files carry nosniff; signed-in pages and their .data answers are never stored', async ({
  request,
  baseURL,
}) => {
  const html = await (await request.get('/signin')).text()
  const script =
    /<script[^>]+src="(\/build\/[^"]+\.js)"/.exec(html)?.[1] ?? /href="(\/build\/[^"]+\.js)"/.exec(html)?.[1]
  expect(script).toBeTruthy()
  const asset = await request.get(script!)
  expect(asset.status()).toBe(200)
  expect(asset.headers()['x-content-type-options']).toBe('nosniff')

  const signedIn = await request.post('/signin', {
    headers: { ...form, origin: new URL(baseURL!).origin },
    data: 'email=shopper%40example.com&password=Password1',
    maxRedirects: 0,
  })
  expect(signedIn.status()).toBe(302)
  for (const path of [
    '/account',
    '/account/wallet',
    '/rx/dashboard',
    '/account.data',
    '/rx/dashboard.data?_routes=routes%2Frx.dashboard',
  ]) {
    const response = await request.get(path, { maxRedirects: 0 })
    expect(response.status(), path).toBeLessThan(400)
    expect(response.headers()['cache-control'], path).toBe('private, no-store')
  }
})

test.describe('with mocks off and every upstream unreachable', () => {
  // One server for the group: its tests run in order on one worker.
  test.describe.configure({ mode: 'default' })
  // Beside the suite's own server, so parallel checkouts on one machine never share it.
  const PORT = Number(process.env.E2E_PORT ?? 3100) + 90
  const BASE = `http://localhost:${PORT}`
  const SECRET = 'production-secret-0123456789abcdef'
  let server: ChildProcess
  let log = ''

  test.beforeAll(async () => {
    const unreachable = 'https://upstream.unreachable.invalid'
    server = spawn('node', ['build/server.js'], {
      env: {
        ...process.env,
        MOCKS: 'false',
        NODE_ENV: 'production',
        PORT: String(PORT),
        PUBLIC_ORIGINS: BASE,
        SESSION_SECRET: SECRET,
        UPSTREAM_TIMEOUT_MS: '500',
        ...Object.fromEntries(
          ['AUTH', 'ATLAS', 'CONTENT', 'RX', 'STORES', 'WALLET', 'IDP', 'GOOGLE'].map((name) => [
            `${name}_API_BASE_URL`,
            unreachable,
          ]),
        ),
        CARD_FRAME_URL: `${unreachable}/frame`,
        FRAUD_SCRIPT_URL: `${unreachable}/fraud.js`,
        IDP_AUTHORIZE_URL: `${unreachable}/authorize`,
        GOOGLE_AUTHORIZE_URL: `${unreachable}/consent`,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    server.stdout!.on('data', (chunk: Buffer) => (log += chunk.toString()))
    server.stderr!.on('data', (chunk: Buffer) => (log += chunk.toString()))
    for (let attempt = 0; attempt < 100; attempt++) {
      if (
        await fetch(`${BASE}/healthcheck`).then(
          (response) => response.ok,
          () => false,
        )
      )
        return
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
    throw new Error('the mocks-off server did not start')
  })
  test.afterAll(() => {
    server.kill('SIGTERM')
  })

  test('every /mock page is a 404, whatever the method', async ({ request }) => {
    for (const path of [
      '/mock/inbox',
      '/mock/payframe?mode=card',
      '/mock/idp/authorize',
      '/mock/google/consent',
      '/mock/tracker-link?patientNumber=1001',
      '/mock/content/x.svg',
      '/mock/fraud-detection.js',
    ]) {
      expect((await request.get(`${BASE}${path}`)).status(), path).toBe(404)
    }
    for (const path of [
      '/mock/demo-wallet',
      '/mock/demo-pharmacy',
      '/mock/inbox',
      '/mock/payframe',
      '/mock/session-clock',
      '/mock/forget-flows',
    ]) {
      expect(
        (await request.post(`${BASE}${path}`, { headers: { ...form, origin: BASE }, data: 'a=1' })).status(),
        path,
      ).toBe(404)
    }
  })

  test('a page whose upstream is unreachable answers 503 with the error page, never a 500', async ({ request }) => {
    const link = await request.get(`${BASE}/rx/guest-verification?patientNumber=1001&timestamp=${Date.now()}`, {
      maxRedirects: 0,
    })
    expect(link.status()).toBe(503)
    expect(await link.text()).toContain('REFRESH')
    for (const path of ['/rx/guest-refill', '/rx/landing-page', '/signin']) {
      expect([200, 302, 503], path).toContain((await request.get(`${BASE}${path}`, { maxRedirects: 0 })).status())
    }
  })

  test('the access log keeps neither query strings nor identifiers', async ({ request }) => {
    await request.get(`${BASE}/account/reset-password?token=reset-token-4f9a&redirectUrl=%2Faccount`)
    await request.get(`${BASE}/rx/guest-verification?patientNumber=48151623&timestamp=1700000000042`)
    await request.get(`${BASE}/account/wallet/cards/card-visa-1111/edit`)
    await expect.poll(() => log).toContain('"path":"/account/wallet/cards/:id/edit"')
    expect(log).toContain('"path":"/account/reset-password"')
    for (const secret of ['reset-token-4f9a', '48151623', '1700000000042', 'card-visa-1111'])
      expect(log).not.toContain(secret)
  })

  test('a sealed cookie is no session unless the server keeps it: a user sealed with this instance\u2019s own secret, or an id sealed with the mocks\u2019 secret (decision 0089)', async ({
    request,
  }) => {
    const user = {
      userId: 'u-1',
      firstName: 'Mallory',
      emailVerified: true,
      authorities: 'legacy',
      accessToken: 't',
      rememberMe: false,
      sessionId: 's-1',
      issuedAt: Date.now(),
    }
    const sealed = async (secret: string, value: unknown) =>
      (await createSealedCookie('__session', { secrets: [secret] }).serialize(value)).split(';')[0]!
    for (const cookie of [
      await sealed(SECRET, { user }),
      await sealed('development-only-session-secret', 'AAAAAAAAAAAAAAAAAAAAAAAA'),
    ]) {
      const page = await request.get(`${BASE}/privacypolicy`, { headers: { cookie } })
      expect(page.status()).toBe(200)
      const html = await page.text()
      expect(html).not.toContain('Mallory')
      expect(html).toContain('Sign In')
    }
  })

  test('the client is the socket: a rotated X-Forwarded-For buys no more tries, and /mock stays 404 in any spelling', async ({
    request,
  }) => {
    const create = (index: number) =>
      request.post(`${BASE}/account/create`, {
        headers: { ...form, origin: BASE, 'x-forwarded-for': `198.51.100.${index}` },
        data: `firstName=Pat&lastName=Probe&email=probe-${index}%40example.com&password=Password1`,
        maxRedirects: 0,
      })
    for (let index = 0; index < 10; index++)
      expect((await create(index)).status(), `attempt ${index + 1}`).not.toBe(429)
    expect((await create(10)).status()).toBe(429)
    for (const path of ['/MOCK/inbox', '/%6Dock/inbox', '//mock/inbox']) {
      expect(
        (await request.post(`${BASE}${path}`, { headers: { ...form, origin: BASE }, data: 'a=1' })).status(),
        path,
      ).toBe(404)
    }
  })
})
