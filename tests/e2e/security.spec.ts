import { DEMO, expect, signIn, test } from './fixtures.ts'

test.describe('security gates', () => {
  test.beforeEach(({ jsEnabled }) => {
    test.skip(!jsEnabled, 'HTTP-level checks do not depend on the browser: they run once, in the js project')
  })

  test('every document carries the security headers, and every inline script has the nonce', async ({ request }) => {
    for (const path of ['/', '/signin', '/hc/help/faqs', '/health-dashboard', '/does-not-exist']) {
      const response = await request.get(path)
      const headers = response.headers()
      const csp = headers['content-security-policy'] ?? ''
      expect(csp, path).toContain("frame-ancestors 'none'")
      expect(csp, path).not.toContain('unsafe-inline')
      expect(headers['x-content-type-options'], path).toBe('nosniff')
      expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin')
      const nonce = /'nonce-([^']+)'/.exec(csp)?.[1]
      expect(nonce, path).toBeTruthy()
      const html = await response.text()
      const scripts = [...html.matchAll(/<script\b([^>]*)>/g)].map((match) => match[1] ?? '')
      for (const attributes of scripts) {
        if (/\bsrc=/.test(attributes)) continue
        expect(attributes, `${path}: inline script without the nonce`).toContain(`nonce="${nonce}"`)
      }
    }
  })

  test('pages that need no JavaScript ship none', async ({ request }) => {
    for (const path of ['/termsandconditions', '/privacypolicy', '/hc/help/faqs', '/hc/help/contact-us']) {
      const html = await (await request.get(path)).text()
      expect(html, path).not.toMatch(/<script\b/)
      expect(html, path).not.toMatch(/rel="modulepreload"/)
    }
  })

  test('a cross-site form post is refused with a 403 page before the action runs', async ({ request, baseURL }) => {
    const response = await request.post('/signin', {
      headers: { origin: 'https://evil.example', 'content-type': 'application/x-www-form-urlencoded' },
      data: `email=${encodeURIComponent(DEMO.shopper.email)}&password=${DEMO.shopper.password}`,
      maxRedirects: 0,
    })
    expect(response.status()).toBe(403)
    expect(await response.text()).toContain('This form was sent from another site, so it was not accepted.')
    expect(response.headers()['set-cookie'] ?? '').not.toContain('__session=')
    const sameSite = await request.post('/signin', {
      headers: { origin: new URL(baseURL!).origin, 'content-type': 'application/x-www-form-urlencoded' },
      data: `email=${encodeURIComponent(DEMO.shopper.email)}&password=${DEMO.shopper.password}`,
      maxRedirects: 0,
    })
    expect(sameSite.status()).toBe(302)
  })

  test('redirect targets from the URL stay on the site as the real server sees them (decision 0033)', async ({
    request,
    baseURL,
  }) => {
    const origin = new URL(baseURL!).origin
    const cases = [
      `${origin}/redirect/v2?redirectUrl=${encodeURIComponent('/.//evil.example')}`,
      `${origin}/redirect/v2?redirectUrl=${encodeURIComponent('/%2e%2e//evil.example')}`,
      `${origin}/rx?redirectUrl=${encodeURIComponent('/.//evil.example')}`,
      // The mock-scenario clean-up sends the request's own path back: here it starts with two slashes.
      `${origin}//evil.example/?mockScenario=default`,
      `${origin}/mock/payframe?mode=cvv&returnUrl=${encodeURIComponent('/.//evil.example')}`,
    ]
    for (const url of cases) {
      const response = await request.get(url, { maxRedirects: 0 })
      expect(response.status(), url).toBeLessThan(500)
      const location = response.headers()['location']
      if (location === undefined) continue
      expect(location, url).toMatch(/^\/(?![/\\])/)
      expect(new URL(location, origin).origin, url).toBe(origin)
    }
  })

  test('session cookies are httpOnly and SameSite=Lax', async ({ page }) => {
    await signIn(page, DEMO.shopper)
    await expect(page.getByRole('link', { name: 'Hi, Sam' })).toBeVisible()
    const cookies = await page.context().cookies()
    for (const name of ['__session', '__session_live', '__device']) {
      const cookie = cookies.find((candidate) => candidate.name === name)
      expect(cookie, name).toBeDefined()
      expect(cookie?.httpOnly, name).toBe(true)
      expect(cookie?.sameSite, name).toBe('Lax')
    }
  })
})
