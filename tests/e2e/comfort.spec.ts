import { DEMO, expect, fieldError, fillSignIn, holdPosts, pauseClock, test, waitForHydration } from './fixtures.ts'

test.describe('JavaScript comfort', () => {
  test.beforeEach(({ jsEnabled }) => {
    test.skip(
      !jsEnabled,
      'pending states and focus moves are JavaScript comfort; without it the browser does a full page load',
    )
  })

  test('after a client-side navigation, focus moves to the page heading', async ({ page }) => {
    await page.goto('/')
    await waitForHydration(page)
    await page.getByRole('main').getByRole('link', { name: 'Health Dashboard' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Health Dashboard' })).toBeFocused()
  })

  test('a field the user focuses as the next page appears keeps the focus', async ({ page }) => {
    // The focus move waits for an animation frame, and frames run only when the test moves the page's clock:
    // the user reaches the field between the page appearing and that frame, every time.
    await page.clock.install()
    await page.goto('/rx/landing-page')
    await waitForHydration(page)
    await pauseClock(page)
    await page
      .getByRole('navigation', { name: 'Health Menu' })
      .getByRole('link', { name: 'Refill Without an Account' })
      .click()
    const phone = page.getByLabel('Pharmacy Phone Number')
    await phone.focus()
    await page.clock.runFor(1_000)
    await expect(phone).toBeFocused()
    await page.keyboard.type('513-555-0170')
    await expect(phone).toHaveValue('513-555-0170')
    await page.clock.resume()
  })

  test('before the client validator arrives, the server validates and focus still goes to the first invalid field', async ({
    page,
  }) => {
    // Hold back the lazily loaded validator chunk, as a slow phone would.
    await page.route('**/build/_shared/sign-in-schema-*.js', (route) => route.abort())
    await page.goto('/signin')
    await page.getByLabel('Password', { exact: true }).fill('letters')
    await page.getByRole('button', { name: 'Sign In', exact: true }).click()
    await expect(fieldError(page, 'Please enter a valid email address')).toBeVisible()
    await expect(fieldError(page, 'Your password must have at least one letter and one number')).toBeVisible()
    await expect(page.getByLabel('Email Address')).toBeFocused()
  })

  test('while a sign-in is in flight the button is busy and disabled, and the global indicator shows', async ({
    page,
  }) => {
    await page.goto('/signin?mockScenario=upstream-timeout')
    await waitForHydration(page)
    await fillSignIn(page, DEMO.shopper)
    // The sign-in is held until its busy state has been seen, then meets the upstream time-out.
    const signIn = await holdPosts(page, /\/signin/)
    const button = page.getByRole('button', { name: 'Sign In', exact: true })
    await button.click()
    await expect(button).toBeDisabled()
    await expect(button).toHaveAttribute('aria-busy', 'true')
    await expect(page.locator('.progress-bar-active')).toBeAttached()
    signIn.release()
    await expect(page.getByRole('alert')).toHaveText(
      'We could not sign you in right now. Please try again in a few minutes.',
    )
    await expect(button).toBeEnabled()
  })
})
