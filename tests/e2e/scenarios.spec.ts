import { chooseScenario, DEMO, expect, signIn, signInWithForm, test } from './fixtures.ts'
import { signInToRx } from './rx-helpers.ts'

test.describe('upstream error scenarios', () => {
  test('profile-error shows the customer-facing error with its code and status', async ({ page }) => {
    await signIn(page, DEMO.shopper, '/account')
    await expect(page.getByRole('heading', { name: 'My Account' })).toBeVisible()
    await page.goto('/account?mockScenario=profile-error')
    await expect(page).toHaveURL(/\/account$/)
    await expect(page.getByRole('alert')).toContainText(
      'We could not load your profile right now. Please try again later.',
    )
    await expect(page.getByText('Reference: PROFILE-5001 / 500')).toBeVisible()
  })

  test('profile-network-error shows the network message', async ({ page }) => {
    await signIn(page, DEMO.shopper, '/account')
    await page.goto('/account?mockScenario=profile-network-error')
    await expect(page.getByRole('alert')).toContainText('We could not connect to load your profile.')
  })

  test('forbidden ends the session and asks to sign in again', async ({ page }) => {
    await signIn(page, DEMO.shopper, '/account')
    await expect(page.getByRole('heading', { name: 'My Account' })).toBeVisible()
    // Chosen first: a page asked with the scenario in its address is also reloaded without it, and its own 403 would
    // end the session before the reload could show why (decision 0089: the end is the server's).
    await chooseScenario(page, 'forbidden')
    await page.goto('/account')
    await expect(page).toHaveURL(/\/signin\?redirectUrl=%2Faccount&errorCode=forbidden$/)
    await expect(page.getByText('Your session has ended. Please sign in again to continue.')).toBeVisible()
    await expect(page.getByRole('link', { name: 'Hi, Sam' })).toHaveCount(0)
    // The session really ended: with the scenario cleared, /account still asks for sign-in.
    await page.goto('/account?mockScenario=default')
    await expect(page).toHaveURL(/\/signin\?redirectUrl=%2Faccount$/)
  })

  test('rx-401 ends the session and asks to sign in once, with no redirect loop', async ({ page }) => {
    await signInToRx(page)
    await page.goto('/rx/dashboard?mockScenario=rx-401')
    await expect(page).toHaveURL(/\/signin\?redirectUrl=%2Frx%2Fdashboard$/)
    await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Hi, Sam' })).toHaveCount(0)
    // The session really ended: with the scenario cleared, the dashboard still asks for sign-in.
    await page.goto('/rx/dashboard?mockScenario=default')
    await expect(page).toHaveURL(/\/signin\?redirectUrl=%2Frx%2Fdashboard$/)
  })

  test('upstream-timeout: the request time-out fires and the page says so', async ({ page }) => {
    await page.goto('/signin?mockScenario=upstream-timeout')
    await signInWithForm(page, DEMO.shopper)
    // The e2e server's time-out is short (playwright.config.ts); the product's is 10 s.
    await expect(page.getByRole('alert')).toHaveText(
      'We could not sign you in right now. Please try again in a few minutes.',
    )
  })
})

test.describe('health menu', () => {
  test('signed out: the unauthenticated menu', async ({ page }) => {
    await page.goto('/health-dashboard')
    const menu = page.getByRole('navigation', { name: 'Health Menu' })
    await expect(menu.getByRole('link', { name: 'Refill Without an Account' })).toBeAttached()
    await expect(menu.getByRole('link', { name: 'Profile & Settings' })).toHaveCount(0)
  })

  test('signed in on a known machine: the authenticated menu with the Profile & Settings drill-down', async ({
    page,
  }) => {
    await signIn(page, DEMO.shopper, '/health-dashboard')
    await expect(page).toHaveURL(/\/health-dashboard$/)
    const menu = page.getByRole('navigation', { name: 'Health Menu' })
    await expect(menu.getByRole('link', { name: 'My Prescriptions' })).toBeVisible()
    await menu.getByRole('link', { name: 'Profile & Settings' }).click()
    await expect(menu.getByRole('heading', { name: 'Profile & Settings' })).toBeVisible()
    await expect(menu.getByRole('link', { name: 'My Wallet' })).toBeVisible()
    await menu.getByRole('link', { name: 'Back' }).click()
    await expect(menu.getByRole('link', { name: 'Profile & Settings' })).toBeVisible()
  })

  test('navigation-error: the page stays usable and the menu says it is unavailable', async ({ page }) => {
    await page.goto('/health-dashboard?mockScenario=navigation-error')
    await expect(page.getByRole('heading', { name: 'Health Dashboard' })).toBeVisible()
    await expect(
      page.getByRole('navigation', { name: 'Health Menu' }).getByText('The health menu is not available right now.'),
    ).toBeAttached()
  })

  test('collapses behind its title on a narrow screen, without JavaScript too', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 })
    await page.goto('/health-dashboard')
    const menu = page.getByRole('navigation', { name: 'Health Menu' })
    await expect(menu.getByRole('link', { name: 'Health Dashboard' })).toBeHidden()
    await page.getByText('Health Menu', { exact: true }).click()
    await expect(menu.getByRole('link', { name: 'Health Dashboard' })).toBeVisible()
  })
})
