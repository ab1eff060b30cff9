import type { Page } from '@playwright/test'
import { expect, test } from './fixtures.ts'
import { verifyAsSam } from './guest-helpers.ts'
import { signInToRx } from './rx-helpers.ts'
import { englishOfOurs } from './spanish-helpers.ts'

/**
 * Issue 36: no page a patient or a guest can reach by a link shows English of the app's own in Spanish. A crawl, so
 * a page added tomorrow is checked without a line here: from each start it follows the links of every page it opens
 * (one address per path, the pharmacy's, the wallet's and the store pages'), as a signed-in customer, as a guest
 * from a tracker link and signed out. The journeys of `spanish-*.spec.ts` reach the pages a link does not (a form's
 * answers, a quiz); in the js project, axe checks each page crawled here, in Spanish (fixtures).
 */

/** What upstream services send, shown as sent (the allow-list of issue 36). */
const UPSTREAM = [
  '.tracker-status-detail',
  '.store-card h4',
  '.store-card address',
  // What the pharmacy says of a notification type (its warning, under its checkbox on the communication preferences).
  '.field-list p.field-hint[id$="-warning"]',
]

const CRAWLED = /^\/(rx|account\/wallet|stores|signin)(\/|$)/
/** Leaves: a file download, and the pages that only hand over to another site. */
const NOT_CRAWLED = /\.csv$|^\/rx\/session$|^\/rx\/account\/update$|^\/account\/wallet\/cards\/[^/]+\/balance$/
const MOST_PAGES = 150

async function crawl(page: Page, starts: string[]) {
  const origin = new URL(page.url()).origin
  const opened = new Set<string>()
  const queue = [...starts]
  const english: string[] = []
  const refused: string[] = []
  while (queue.length > 0 && opened.size < MOST_PAGES) {
    const address = queue.shift()!
    const { pathname } = new URL(address, origin)
    if (opened.has(pathname)) continue
    opened.add(pathname)
    // A link of ours that answers an error is a fault of its own: its error page would pass for a Spanish page.
    const response = await page.goto(address)
    if (!response || response.status() >= 400) refused.push(`${address}: ${response?.status()}`)
    const { found } = await englishOfOurs(page, 'body', UPSTREAM)
    if (found) english.push(`${address} -> ${new URL(page.url()).pathname}: ${[...new Set(found)].join(', ')}`)
    const links = await page
      .locator('a[href]')
      .evaluateAll((anchors) => anchors.map((a) => (a as HTMLAnchorElement).href))
    for (const link of links) {
      const url = new URL(link)
      if (url.origin !== origin || !CRAWLED.test(url.pathname) || NOT_CRAWLED.test(url.pathname)) continue
      if (!opened.has(url.pathname)) queue.push(url.pathname + url.search)
    }
  }
  // The crawl ran out of links, not of pages: none was left unchecked.
  const left = queue.filter((address) => !opened.has(new URL(address, origin).pathname))
  return { opened, english, refused, left }
}

/** Every page reached answered, none holds English of ours, and the crawl reached its end. */
function expectAllSpanish({ english, refused, left }: Awaited<ReturnType<typeof crawl>>) {
  expect({ english, refused, left }).toEqual({ english: [], refused: [], left: [] })
}

/**
 * Many pages in one test, and in the js project axe on each of them after it (fixtures): three times the usual time,
 * so a busy machine does not cut it short.
 */
test.slow()

async function inSpanish(page: Page, baseURL: string | undefined) {
  await page.context().addCookies([{ name: 'lang', value: 'es', url: baseURL! }])
}

test('signed in: every page a link reaches is Spanish', async ({ page, baseURL }) => {
  await signInToRx(page)
  await inSpanish(page, baseURL)
  const crawled = await crawl(page, [
    '/rx/dashboard',
    '/rx/patient-profile',
    '/rx/refill-settings',
    '/rx/patient-access',
    '/rx/comm-prefs',
    '/account/wallet',
    '/stores/search',
  ])
  expectAllSpanish(crawled)
  expect(crawled.opened.size).toBeGreaterThan(30)
})

test('a guest from a tracker link: every page a link reaches is Spanish', async ({ page, baseURL }) => {
  await verifyAsSam(page)
  await inSpanish(page, baseURL)
  const crawled = await crawl(page, [new URL(page.url()).pathname + new URL(page.url()).search])
  expectAllSpanish(crawled)
  expect(crawled.opened.size).toBeGreaterThan(3)
})

test('signed out: every page a link reaches is Spanish', async ({ page, baseURL }) => {
  await inSpanish(page, baseURL)
  await page.goto('/rx/landing-page')
  const crawled = await crawl(page, [
    '/rx/landing-page',
    '/signin',
    '/rx/guest-refill',
    '/rx/guest/transfer-prescriptions',
    '/rx/expired-tracker-link',
  ])
  expectAllSpanish(crawled)
  expect(crawled.opened.size).toBeGreaterThan(5)
})
