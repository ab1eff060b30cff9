import type { Page } from '@playwright/test'
import { axeFor, DEMO, DEMO_PHARMACY_LOCK, expect, LABEL_IN_NAME_RULE, signIn, test } from './fixtures.ts'
import { verifyAsSam } from './guest-helpers.ts'

/** Issue 32, section 3: the WCAG 2.2 AA defects an audit found, each checked where a user meets it. */

/**
 * The pages of each kind of visitor where a control's name says more than its visible text (the refills' and
 * 90-Day Supply's Add to Cart, the history's drug links, the wallet's and profile's per-item links), and the
 * pages around them. Every other page a js test visits is checked with the same rule after it (fixtures.ts).
 */
const LABEL_IN_NAME_PAGES: Record<string, { enter: (page: Page) => Promise<void>; pages: string[] }> = {
  'the linked shopper': {
    enter: (page) => signIn(page, DEMO.shopper, '/rx/dashboard'),
    pages: [
      '/rx/dashboard',
      '/rx/refills',
      '/rx/ninety-day-supply',
      '/rx/refill-settings',
      '/rx/cart',
      '/rx/prescription-history',
      '/rx/patient-profile',
      '/rx/patient-access',
      '/rx/auto-refills',
      '/rx/manage/auto-refills',
      '/rx/tracker?patientNumber=1001',
      '/account',
      '/account/wallet',
      '/account/wallet/cards/card-visa/edit',
    ],
  },
  'a guest on a tracker link': {
    enter: verifyAsSam,
    pages: ['/rx/tracker', '/rx/tracker/pay-online', '/rx/tracker/order-delivery'],
  },
  'a visitor': {
    enter: async () => {},
    pages: [
      '/rx/landing-page',
      '/rx/guest-refill',
      '/rx/guest/transfer-prescriptions',
      '/stores/search?searchText=45202',
      '/health-dashboard',
    ],
  },
}

test.describe('2.5.3 Label in Name', () => {
  // Sam's pharmacy account and his tracker links are shared: see DEMO_PHARMACY_LOCK.
  test.describe.configure({ lock: DEMO_PHARMACY_LOCK })
  test.skip(({ jsEnabled }) => !jsEnabled, 'axe runs in the page: the js project checks the pages no-js also renders')

  for (const [visitor, { enter, pages }] of Object.entries(LABEL_IN_NAME_PAGES)) {
    test(`every accessible name contains the visible text, for ${visitor}`, async ({ page }) => {
      await enter(page)
      const mismatches: string[] = []
      for (const path of pages) {
        const response = await page.goto(path)
        expect(response?.status(), path).toBe(200)
        const { violations } = await axeFor(page).withRules([LABEL_IN_NAME_RULE]).analyze()
        for (const node of violations.flatMap((violation) => violation.nodes)) mismatches.push(`${path}: ${node.html}`)
      }
      expect(mismatches).toEqual([])
    })
  }

  test("Add to Cart's name starts with what it shows, then names the drug", async ({ page }) => {
    await signIn(page, DEMO.shopper, '/rx/ninety-day-supply')
    await expect(page.getByRole('button', { name: 'Add to Cart: Losartan 50 mg Tablet', exact: true })).toHaveText(
      'Add to Cart',
    )
  })
})
