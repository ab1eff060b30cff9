import { DEMO, expect, fillSignIn, test } from './fixtures.ts'

test.describe('JavaScript comfort', () => {
  test.beforeEach(({ jsEnabled }) => {
    test.skip(!jsEnabled, 'pending states and focus moves are JavaScript comfort; without it the browser does a full page load')
  })

  test('after a client-side navigation, focus moves to the page heading', async ({ page }) => {
    await page.goto('/')
    await page.getByRole('main').getByRole('link', { name: 'Health Dashboard' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Health Dashboard' })).toBeFocused()
  })

  test('while a sign-in is in flight the button is busy and disabled, and the global indicator shows', async ({ page }) => {
    test.setTimeout(40_000)
    await page.goto('/signin?mockScenario=upstream-timeout')
    await fillSignIn(page, DEMO.shopper)
    const button = page.getByRole('button', { name: 'Sign In', exact: true })
    await button.click()
    await expect(button).toBeDisabled()
    await expect(button).toHaveAttribute('aria-busy', 'true')
    await expect(page.locator('.progress-bar-active')).toBeAttached()
    await expect(page.getByRole('alert')).toHaveText('We could not sign you in right now. Please try again in a few minutes.', { timeout: 15_000 })
    await expect(button).toBeEnabled()
  })
})
