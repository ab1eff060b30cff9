import { DEMO, expect, fieldError, fillSignIn, test, waitForHydration } from './fixtures.ts'

test.describe('sign-in from the header', () => {
  test('without JavaScript the header link opens /signin for the current page', async ({ page, jsEnabled }) => {
    test.skip(jsEnabled, 'the dialog replaces the link when JavaScript runs (next test)')
    await page.goto('/hc/help/faqs')
    await page.getByRole('link', { name: 'Sign In', exact: true }).click()
    await expect(page).toHaveURL(/\/signin\?redirectUrl=%2Fhc%2Fhelp%2Ffaqs$/)
  })

  test('with JavaScript a dialog signs in and stays on the page', async ({ page, jsEnabled }) => {
    test.skip(!jsEnabled, 'the dialog needs JavaScript; without it the link goes to /signin (previous test)')
    await page.goto('/health-dashboard')
    await waitForHydration(page)
    await page.getByRole('link', { name: 'Sign In', exact: true }).click()
    const dialog = page.getByRole('dialog', { name: 'Sign In' })
    await expect(dialog).toBeVisible()
    await expect(dialog.getByText('Sign in to see your account, offers and prescriptions.')).toBeVisible()

    await dialog.getByRole('button', { name: 'Sign In', exact: true }).click()
    await expect(fieldError(dialog, 'Please enter a valid email address')).toBeVisible()

    await fillSignIn(dialog, { email: DEMO.shopper.email, password: 'Wrong1234' })
    await dialog.getByRole('button', { name: 'Sign In', exact: true }).click()
    await expect(dialog.getByRole('alert')).toHaveText(
      'The email or password you entered is incorrect. Please try again.',
    )

    await dialog.getByLabel('Password', { exact: true }).fill(DEMO.shopper.password)
    await dialog.getByRole('button', { name: 'Sign In', exact: true }).click()
    await expect(dialog).toBeHidden()
    await expect(page).toHaveURL(/\/health-dashboard$/)
    await expect(page.getByRole('link', { name: 'Hi, Sam' })).toBeVisible()
  })

  test('with JavaScript Escape closes the dialog', async ({ page, jsEnabled }) => {
    test.skip(!jsEnabled, 'the dialog needs JavaScript')
    await page.goto('/')
    await waitForHydration(page)
    await page.getByRole('link', { name: 'Sign In', exact: true }).click()
    await expect(page.getByRole('dialog', { name: 'Sign In' })).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(page.getByRole('dialog', { name: 'Sign In' })).toBeHidden()
  })
})
