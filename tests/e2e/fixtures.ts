import { createHash } from 'node:crypto'
import AxeBuilder from '@axe-core/playwright'
import { test as base, expect, type Page } from '@playwright/test'

export const DEMO = {
  shopper: { email: 'shopper@example.com', password: 'Password1', firstName: 'Sam' },
  unverified: { email: 'unverified@example.com', password: 'Password1', firstName: 'Uma' },
  newcomer: { email: 'new@example.com', password: 'Password1', firstName: 'Nia' },
} as const

/** A banner's own host: Chromium resolves *.localhost to this machine. */
export function bannerUrl(baseURL: string | undefined, bannerKey: string, path: string) {
  const url = new URL(path, baseURL)
  url.hostname = `${bannerKey}.localhost`
  return url.href
}

export async function fillSignIn(
  page: Pick<Page, 'getByLabel'>,
  { email, password }: { email: string; password: string },
) {
  await page.getByLabel('Email Address').fill(email)
  await page.getByLabel('Password', { exact: true }).fill(password)
}

export async function signIn(page: Page, account: { email: string; password: string }, path = '/signin') {
  await page.goto(path)
  await fillSignIn(page, account)
  await page.getByRole('button', { name: 'Sign In', exact: true }).click()
}

/** With JavaScript on: wait until the page's scripts have loaded (and so hydrated) before acting on it. */
export async function waitForScripts(page: Page) {
  await page.waitForLoadState('networkidle')
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

/** A fresh account per test keeps tests independent of the shared simulated back office. */
export async function createAccount(
  page: Page,
  { prefix, firstName, lastName }: { prefix: string; firstName: string; lastName: string },
) {
  const email = `${prefix}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`
  await page.goto('/account/create')
  await page.getByLabel('First Name').fill(firstName)
  await page.getByLabel('Last Name').fill(lastName)
  await page.getByLabel('Email Address').fill(email)
  await page.getByLabel('Password').fill('Password1')
  await page.getByRole('button', { name: 'Create Account' }).click()
  await expect(page.getByText('Your account is ready. Sign in to continue.')).toBeVisible()
  return { email, password: 'Password1' }
}

/**
 * axe on a page that may still hand over to another by itself (the identity
 * provider's spinner leaves once hydrated, which a loaded machine can delay
 * past network idle): a check cut short by that navigation is run again on
 * the page it led to.
 */
async function analyzeSettled(probe: Page) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await new AxeBuilder({ page: probe }).analyze()
    } catch (error) {
      if (attempt === 3 || !String(error).includes('Execution context was destroyed')) throw error
      await probe.waitForLoadState('networkidle')
    }
  }
}

/** Pages axe has already checked in this worker (the suite runs on one worker). */
const checkedByAxe = new Set<string>()

/**
 * After each passing test in the js project, every page it visited that axe
 * has not seen yet is opened again with the test's cookies and checked: no
 * serious or critical violations. New pages are covered by being visited.
 * (axe needs JavaScript in the page, so the no-js project visits the same
 * pages without it.)
 */
async function checkVisitedPagesWithAxe(page: Page, visited: string[]) {
  const origin = new URL(page.url() === 'about:blank' ? (visited[0] ?? 'http://localhost') : page.url()).origin
  for (const href of visited) {
    const url = new URL(href)
    if (url.origin !== origin || checkedByAxe.has(url.pathname)) continue
    const probe = await page.context().newPage()
    try {
      await probe.goto(url.href)
      // Some pages hand over to another by themselves (the identity-provider spinner).
      await probe.waitForLoadState('networkidle')
      const landed = new URL(probe.url()).pathname
      checkedByAxe.add(url.pathname)
      if (landed !== url.pathname && checkedByAxe.has(landed)) continue
      checkedByAxe.add(landed)
      const { violations } = await analyzeSettled(probe)
      const serious = violations
        .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
        .map(
          (violation) =>
            `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
        )
      expect(serious, `axe on ${landed}`).toEqual([])
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

export const test = base.extend<{ jsEnabled: boolean; axe: void }>({
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
      if (jsEnabled && testInfo.status === 'passed') await checkVisitedPagesWithAxe(page, visited)
    },
    // The checks run after the test, on their own clock.
    { auto: true, timeout: 120_000 },
  ],
})

export { expect }
