import type { Page } from '@playwright/test'
import { axeFor, DEMO, DEMO_PHARMACY_LOCK, expect, LABEL_IN_NAME_RULE, signIn, test } from './fixtures.ts'
import { verifyAsSam } from './guest-helpers.ts'
import { resetDemoPharmacy } from './wallet-helpers.ts'

/** Issue 32, section 3: the WCAG 2.2 AA defects an audit found, each checked where a user meets it. */

/** A wide screen, where the health menu is always open beside the page. */
const WIDE = { width: 1280, height: 800 }
/** The narrowest screen WCAG 1.4.10 asks for, where the menu collapses behind its toggle. */
const NARROW = { width: 320, height: 640 }

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

test.describe('2.4.1 Bypass Blocks', () => {
  test('Skip to content goes past the Health Menu to the page itself', async ({ page }) => {
    await page.setViewportSize(WIDE)
    await page.goto('/rx/landing-page')
    const menu = page.getByRole('navigation', { name: 'Health Menu' })
    await page.keyboard.press('Tab')
    await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused()
    await page.keyboard.press('Enter')
    const content = page.locator('#content')
    await expect(content).toBeFocused()
    await expect(content.getByRole('heading', { level: 1, name: 'My Prescriptions' })).toBeVisible()
    await expect(content.getByRole('navigation', { name: 'Health Menu' })).toHaveCount(0)
    // The next stop is the page's own first control, not the menu's.
    await page.keyboard.press('Tab')
    await expect(content.locator(':focus')).toHaveCount(1)
    await expect(menu.locator(':focus')).toHaveCount(0)
  })

  test('a page without the menu skips to main', async ({ page }) => {
    await page.goto('/account/create')
    await page.keyboard.press('Tab')
    await page.keyboard.press('Enter')
    await expect(page.getByRole('main')).toBeFocused()
  })

  test('where the menu is always open, its toggle is neither a tab stop nor announced', async ({ page }) => {
    await page.setViewportSize(WIDE)
    await page.goto('/rx/landing-page')
    const menu = page.getByRole('navigation', { name: 'Health Menu' })
    await expect(menu.getByRole('link').first()).toBeVisible()
    await expect(page.getByRole('checkbox', { name: 'Health Menu' })).toHaveCount(0)
    // Tab from the top of the page to the menu's first link: the toggle is never a stop on the way.
    const stops: string[] = []
    for (let presses = 0; presses < 30; presses++) {
      await page.keyboard.press('Tab')
      const stop = await page.evaluate(() => {
        const focused = document.activeElement
        return focused?.closest('nav.health-menu') ? `menu:${focused.id || focused.tagName}` : 'page'
      })
      stops.push(stop)
      if (stop.startsWith('menu:A')) break
    }
    expect(stops.at(-1)).toBe('menu:A')
    expect(stops).not.toContain('menu:health-menu-open')
  })

  test('on a narrow screen the toggle opens the menu from the keyboard, without JavaScript too', async ({ page }) => {
    await page.setViewportSize(NARROW)
    await page.goto('/rx/landing-page')
    const menu = page.getByRole('navigation', { name: 'Health Menu' })
    const toggle = page.getByRole('checkbox', { name: 'Health Menu' })
    await expect(menu.getByRole('link', { name: 'Refill Without an Account' })).toBeHidden()
    for (let presses = 0; presses < 10 && !(await toggle.evaluate((box) => box === document.activeElement)); presses++)
      await page.keyboard.press('Tab')
    await expect(toggle).toBeFocused()
    await page.keyboard.press('Space')
    await expect(menu.getByRole('link', { name: 'Refill Without an Account' })).toBeVisible()
  })
})

test.describe('4.1.3 Status Messages', () => {
  // Sam's pharmacy account is shared: see DEMO_PHARMACY_LOCK.
  test.describe.configure({ lock: DEMO_PHARMACY_LOCK })
  test.skip(
    ({ jsEnabled }) => !jsEnabled,
    'without JavaScript each answer is a new page, which a screen reader reads from its start',
  )

  /** Marks the page's status regions as they are now: a message must land in one of them, not arrive with its own. */
  const markRegions = (page: Page) =>
    page.evaluate(() => {
      for (const region of document.querySelectorAll<HTMLElement>('[role="status"]')) region.dataset.onLoad = 'true'
    })

  test('the State error and "The address was saved." are written into regions already on the page', async ({
    page,
    baseURL,
  }) => {
    await resetDemoPharmacy(page, baseURL)
    await signIn(page, DEMO.shopper, '/rx/patient-profile')
    await page
      .getByRole('region', { name: 'Sam Shopper' })
      .getByRole('link', { name: 'Add Address for Sam Shopper' })
      .click()
    const panel = page.getByRole('dialog', { name: 'Add Address' })
    await expect(panel.getByLabel('State')).toBeVisible()
    await markRegions(page)
    await panel.getByRole('button', { name: 'Save Address' }).click()
    await expect(panel.getByRole('status').filter({ hasText: 'State is required' })).toHaveAttribute(
      'data-on-load',
      'true',
    )

    await panel.getByLabel('Address', { exact: true }).fill('200 Race St')
    await panel.getByLabel('City').fill('Cincinnati')
    await panel.getByLabel('State').selectOption('OH')
    await panel.getByLabel('Zip Code').fill('45202')
    await markRegions(page)
    await panel.getByRole('button', { name: 'Save Address' }).click()
    await expect(page).toHaveURL(/\/rx\/patient-profile$/)
    await expect(page.getByRole('status').filter({ hasText: 'The address was saved.' })).toHaveAttribute(
      'data-on-load',
      'true',
    )
    await resetDemoPharmacy(page, baseURL)
  })
})
