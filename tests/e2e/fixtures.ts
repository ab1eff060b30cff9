import { createHash } from 'node:crypto'
import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import AxeBuilder from '@axe-core/playwright'
import { test as base, expect, type FrameLocator, type Locator, type Page } from '@playwright/test'

export const DEMO = {
  shopper: { email: 'shopper@example.com', password: 'Password1', firstName: 'Sam' },
  unverified: { email: 'unverified@example.com', password: 'Password1', firstName: 'Uma' },
  newcomer: { email: 'new@example.com', password: 'Password1', firstName: 'Nia' },
  /** The large account (issue 34): twelve patients, 400 prescriptions, 36 months of fills. */
  caregiver: { email: 'caregiver@example.com', password: 'Password1', firstName: 'Cora' },
} as const

/**
 * The one seeded pharmacy account (Sam's cart, orders, payments and
 * deliveries; the tracker links of his patients) is shared by every test that
 * uses it. They hold this lock, so no two of them run at once, on any worker
 * or project, while the rest of the suite runs beside them.
 */
export const DEMO_PHARMACY_LOCK = 'demo-pharmacy'

/** The tests that sign in as the README's unlinked customer (new@example.com) hold this one: they link and unlink her. */
export const NEWCOMER_LOCK = 'demo-newcomer'

/** A banner's own host: Chromium resolves *.localhost to this machine. */
export function bannerUrl(baseURL: string | undefined, bannerKey: string, path: string) {
  const url = new URL(path, baseURL)
  url.hostname = `${bannerKey}.localhost`
  return url.href
}

/**
 * A field's visible error message. With JavaScript a live region announces
 * the same text 250 ms later, so an unscoped getByText matches two elements
 * on a slow run (a strict-mode failure): assert on the error list itself.
 */
export const fieldError = (scope: Page | Locator | FrameLocator, text: string | RegExp) =>
  scope.locator('.field-errors').getByText(text)

export async function fillSignIn(
  page: Pick<Page, 'getByLabel'>,
  { email, password }: { email: string; password: string },
) {
  await page.getByLabel('Email Address').fill(email)
  await page.getByLabel('Password', { exact: true }).fill(password)
}

/** Types the sign-in form and sends it: for the tests of the form itself (sign-in.spec.ts and a few flows). */
export async function signInWithForm(page: Page, account: { email: string; password: string }, path = '/signin') {
  await page.goto(path)
  await fillSignIn(page, account)
  await page.getByRole('button', { name: 'Sign In', exact: true }).click()
}

/** The test server's origin, which a same-site post names (actions refuse any other). */
function serverOrigin() {
  return new URL(test.info().project.use.baseURL!).origin
}

/**
 * Signs in as the form would (a same-site POST to /signin, 'Keep me signed in'
 * ticked) through the page's own request context, so the session cookies land
 * in the browser, then opens where the sign-in leads. Each test gets a session
 * of its own in one request: sign-out revokes a sign-in upstream, so tests
 * never share one. The form itself is typed in sign-in.spec.ts.
 */
export async function signIn(page: Page, account: { email: string; password: string }, redirectUrl = '/') {
  const response = await page.request.post('/signin', {
    headers: { origin: serverOrigin() },
    form: { email: account.email, password: account.password, rememberMe: 'on', redirectUrl },
    maxRedirects: 0,
  })
  expect(response.status(), `sign-in of ${account.email}`).toBe(302)
  await page.goto(response.headers()['location']!)
  // As after typing the form: the page the sign-in led to, ready for a JavaScript user.
  await waitForHydration(page)
}

/** With JavaScript on, waits until React has hydrated the page (root marks it); without, there is nothing to wait for. */
export async function waitForHydration(page: Page) {
  if (test.info().project.use.javaScriptEnabled === false) return
  await expect(page.locator('html[data-hydrated]')).toBeAttached()
}

/**
 * Picks a mock scenario (mocks/scenarios.ts) for the rest of the browser session, without leaving the page:
 * the next request the page makes meets it. `default` puts the back office back to normal.
 */
export async function chooseScenario(page: Page, name: string) {
  await page.request.get(`/?mockScenario=${name}`, { maxRedirects: 0 })
}

/**
 * Stops the clock the test installed on the page: from here the page's timers
 * move only when the test moves them, so a count of seconds is exact however
 * slow the machine (a running clock also counts the time the test takes).
 * Resume it before the test ends: axe then opens pages in the same context.
 */
export async function pauseClock(page: Page) {
  await page.clock.pauseAt(Date.now() + 1_000)
}

/**
 * Holds the page's POSTs to `url` until the test releases them, so a busy
 * state can be seen for as long as the test looks at it, not for a guessed
 * delay. Each release lets one POST through: the one held, or the next one
 * when the page showed its busy state before its request reached the route.
 */
export async function holdPosts(page: Page, url: RegExp) {
  const held: Array<() => void> = []
  let released = 0
  await page.route(url, async (route) => {
    if (route.request().method() === 'POST') {
      if (released > 0) released -= 1
      else await new Promise<void>((resolve) => held.push(resolve))
    }
    await route.continue()
  })
  return {
    release() {
      const next = held.shift()
      if (next) next()
      else released += 1
    },
  }
}

/** Signs in on the simulated identity provider's page, once the browser has arrived there. */
export async function signInAtProvider(page: Page, { email, password }: { email: string; password: string }) {
  await expect(page.getByRole('heading', { name: 'Example ID' })).toBeVisible()
  await page.getByLabel('Email', { exact: true }).fill(email)
  await page.getByLabel('Password', { exact: true }).fill(password)
  await page.getByRole('button', { name: 'Continue' }).click()
}

/** Signs out and waits until the page shows it, so the next navigation starts signed out. */
export async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Sign Out' }).click()
  await expect(page.getByRole('link', { name: 'Sign In', exact: true })).toBeVisible()
}

/**
 * A fresh account per test keeps tests independent of the shared simulated
 * back office. Created as the form would post it (account.spec.ts types the
 * form); the sign-in page it leads to is opened too, which takes its notice.
 */
export async function createAccount(
  page: Page,
  { prefix, firstName, lastName }: { prefix: string; firstName: string; lastName: string },
) {
  const email = `${prefix}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`
  const response = await page.request.post('/account/create', {
    headers: { origin: serverOrigin() },
    form: { firstName, lastName, email, password: 'Password1' },
  })
  expect(new URL(response.url()).pathname, `account ${email}`).toBe('/signin')
  expect(await response.text()).toContain('Your account is ready. Sign in to continue.')
  return { email, password: 'Password1' }
}

/** A page opened for axe, once loaded and, if it ships scripts at all (static pages ship none), hydrated. */
async function settle(probe: Page) {
  await probe.waitForLoadState()
  if ((await probe.locator('script').count()) > 0) await waitForHydration(probe)
}

/** WCAG 2.5.3 Label in Name: axe-core ships the rule as experimental, off unless asked for (decision 0086). */
export const LABEL_IN_NAME_RULE = 'label-content-name-mismatch'

/** axe as every check of this suite runs it: its default rules and Label in Name. */
export function axeFor(page: Page) {
  return new AxeBuilder({ page }).options({ rules: { [LABEL_IN_NAME_RULE]: { enabled: true } } })
}

/**
 * axe on a page that may still hand over to another by itself (the identity
 * provider's spinner leaves once hydrated): a check cut short by that
 * navigation is run again on the page it led to.
 */
async function analyzeSettled(probe: Page) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await axeFor(probe).analyze()
    } catch (error) {
      if (attempt === 3 || !String(error).includes('Execution context was destroyed')) throw error
      await settle(probe)
    }
  }
}

/**
 * Claims a page for axe: true the first time any worker asks in this run. The
 * claims are files in the run's output folder, which Playwright empties when
 * a run starts; creating one fails if another worker made it first.
 */
function claimForAxe(outputDir: string, key: string) {
  const claims = path.join(outputDir, 'axe-checked')
  mkdirSync(claims, { recursive: true })
  try {
    writeFileSync(path.join(claims, createHash('sha256').update(key).digest('hex')), key, { flag: 'wx' })
    return true
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false
    throw error
  }
}

const REFLOW_WIDTH = 320

/**
 * After each passing test in the js project, every page it visited that axe
 * has not seen yet in this run (on any worker) is opened again with the test's cookies and checked: no
 * serious or critical violations, and no sideways scrolling at 320 CSS px. New pages are covered by being visited.
 * (axe needs JavaScript in the page, so the no-js project visits the same
 * pages without it.)
 */
async function checkVisitedPagesWithAxe(page: Page, visited: string[], outputDir: string) {
  const origin = new URL(page.url() === 'about:blank' ? (visited[0] ?? 'http://localhost') : page.url()).origin
  // The probes open each page in the language the test ended in: a Spanish page is a page of its own for axe (issue 36).
  const language = (await page.context().cookies(origin)).find((cookie) => cookie.name === 'lang')?.value ?? 'en'
  const claim = (pathname: string) => claimForAxe(outputDir, language === 'en' ? pathname : `${language} ${pathname}`)
  for (const href of visited) {
    const url = new URL(href)
    if (url.origin !== origin || !claim(url.pathname)) continue
    const probe = await page.context().newPage()
    try {
      await probe.goto(url.href)
      await settle(probe)
      const landed = new URL(probe.url()).pathname
      if (landed !== url.pathname && !claim(landed)) continue
      const { violations } = await analyzeSettled(probe)
      const serious = violations
        .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
        .map(
          (violation) =>
            `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
        )
      expect(serious, `axe on ${landed}`).toEqual([])
      // WCAG 1.4.10 Reflow: at 320 CSS px nothing may need scrolling sideways.
      await probe.setViewportSize({ width: REFLOW_WIDTH, height: 640 })
      const width = await probe.evaluate(() => document.documentElement.scrollWidth)
      expect(width, `page width of ${landed} at ${REFLOW_WIDTH} px`).toBeLessThanOrEqual(REFLOW_WIDTH)
    } finally {
      await probe.close()
    }
  }
}

/**
 * Each test (and each retry) is a client of its own, as the test server's one
 * trusted proxy reports it (TRUSTED_PROXY_HOPS=1, decision 0038): the
 * per-client limits count one shopper's tries, not the whole suite's.
 */
function clientAddressFor(testId: string, retry: number) {
  const hash = createHash('sha256').update(`${testId}#${retry}`).digest()
  return `10.${hash[0]}.${hash[1]}.${hash[2]}`
}

/**
 * The most a browser sends as its Cookie header to this site (issue 33): a cookie holds at most a sealed id, a marker
 * or a one-time message, whatever a journey enters (decision 0089); the state lives on the server.
 */
const COOKIE_HEADER_BUDGET = 1_536

export const test = base.extend<{ jsEnabled: boolean; axe: void; cookieBudget: void }>({
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use, testInfo) =>
    use({ ...extraHTTPHeaders, 'x-forwarded-for': clientAddressFor(testInfo.testId, testInfo.retry) }),
  jsEnabled: async ({ javaScriptEnabled }, use) => use(javaScriptEnabled !== false),
  axe: [
    async ({ page, jsEnabled }, use, testInfo) => {
      const visited: string[] = []
      page.on('framenavigated', (frame) => {
        if (frame === page.mainFrame()) visited.push(frame.url())
      })
      await use()
      if (jsEnabled && testInfo.status === 'passed')
        await checkVisitedPagesWithAxe(page, visited, testInfo.project.outputDir)
    },
    // The checks run after the test, on their own clock.
    { auto: true, timeout: 120_000 },
  ],
  // Every request of every test to the site: the largest Cookie header stays within the budget.
  cookieBudget: [
    async ({ context, baseURL }, use) => {
      let largest = { bytes: 0, url: '' }
      const measured: Array<Promise<void>> = []
      // The site under any of its hosts (a banner's `<key>.localhost` too): the server's port says it is ours.
      const port = baseURL ? new URL(baseURL).port : undefined
      context.on('request', (request) => {
        if (!port || new URL(request.url()).port !== port) return
        measured.push(
          request.headerValue('cookie').then(
            (cookie) => {
              if (cookie && cookie.length > largest.bytes) largest = { bytes: cookie.length, url: request.url() }
            },
            // A request the page dropped before it was sent has no headers to read.
            () => undefined,
          ),
        )
      })
      await use()
      await Promise.all(measured)
      expect(largest.bytes, `the largest Cookie header, sent to ${largest.url}`).toBeLessThanOrEqual(
        COOKIE_HEADER_BUDGET,
      )
    },
    { auto: true },
  ],
})

export { expect }
