import { DEMO, bannerUrl, expect, fieldError, fillSignIn, signIn, signInWithForm, signOut, test } from './fixtures.ts'

test.describe('sign-in page', () => {
  test('shows the classic form with the spec texts', async ({ page }) => {
    await page.goto('/signin')
    await expect(page.getByRole('heading', { level: 1, name: 'Sign In' })).toBeVisible()
    await expect(page.getByText('Sign in to your existing Kroger account')).toBeVisible()
    await expect(page.getByRole('link', { name: 'Forgot Password?' })).toBeVisible()
    await expect(page.getByLabel('Keep me signed in')).toBeChecked()
    await expect(page.getByText('New to Kroger?')).toBeVisible()
    await expect(page.getByRole('link', { name: 'Create an Account' })).toHaveAttribute('href', '/account/create')
    await expect(
      page.getByText('Having problems with your online account? Please read our FAQ or contact our call center'),
    ).toBeVisible()
    await expect(page.getByRole('link', { name: 'FAQ', exact: true }).first()).toHaveAttribute('href', '/hc/help/faqs')
    await expect(page.getByRole('link', { name: 'contact our call center' })).toHaveAttribute(
      'href',
      '/hc/help/contact-us',
    )
  })

  test('signs in and lands on the page that asked for it', async ({ page }) => {
    await page.goto('/account')
    await expect(page).toHaveURL(/\/signin\?redirectUrl=%2Faccount$/)
    await fillSignIn(page, DEMO.shopper)
    await page.getByRole('button', { name: 'Sign In', exact: true }).click()
    await expect(page).toHaveURL(/\/account$/)
    await expect(page.getByRole('heading', { name: 'My Account' })).toBeVisible()
    await expect(page.getByText('1014 Vine St, Apt 4B, Cincinnati, OH 45202')).toBeVisible()
    await expect(page.getByRole('link', { name: 'Hi, Sam' })).toBeVisible()
  })

  test('Forgot Password? carries the redirectUrl', async ({ page }) => {
    await page.goto('/signin?redirectUrl=/rx/dashboard')
    await expect(page.getByRole('link', { name: 'Forgot Password?' })).toHaveAttribute(
      'href',
      '/account/forgot-password?redirectUrl=%2Frx%2Fdashboard',
    )
  })

  test('shows each validation message and focuses the first invalid field', async ({ page }) => {
    await page.goto('/signin')
    await page.getByRole('button', { name: 'Sign In', exact: true }).click()
    await expect(fieldError(page, 'Please enter a valid email address')).toBeVisible()
    await expect(fieldError(page, 'Password is required')).toBeVisible()
    await expect(page.getByLabel('Email Address')).toBeFocused()

    await page.getByLabel('Email Address').fill('shopper@example.com')
    await page.getByLabel('Password', { exact: true }).fill('password')
    await page.getByRole('button', { name: 'Sign In', exact: true }).click()
    await expect(fieldError(page, 'Your password must have at least one letter and one number')).toBeVisible()
    await expect(page.getByLabel('Password', { exact: true })).toBeFocused()

    await page.getByLabel('Email Address').fill('shopper@example')
    await page.getByRole('button', { name: 'Sign In', exact: true }).click()
    await expect(fieldError(page, 'Please enter a valid email address')).toBeVisible()
  })

  test('a wrong password fails with a clear message and keeps the email', async ({ page }) => {
    await signInWithForm(page, { email: DEMO.shopper.email, password: 'Wrong1234' })
    await expect(page.getByRole('alert')).toHaveText(
      'The email or password you entered is incorrect. Please try again.',
    )
    await expect(page.getByLabel('Email Address')).toHaveValue(DEMO.shopper.email)
    await expect(page.getByLabel('Password', { exact: true })).toHaveValue('')
  })

  test('an unknown email fails with the same message', async ({ page }) => {
    await signInWithForm(page, { email: 'nobody@example.com', password: 'Password1' })
    await expect(page.getByRole('alert')).toHaveText(
      'The email or password you entered is incorrect. Please try again.',
    )
  })

  test('the legacy route keeps the query', async ({ page }) => {
    await page.goto('/account/sign-in?redirectUrl=/health-dashboard')
    await expect(page).toHaveURL(/\/signin\?redirectUrl=%2Fhealth-dashboard$|\/signin\?redirectUrl=\/health-dashboard$/)
  })

  test('sign-out is a POST and ends the session', async ({ page }) => {
    await signIn(page, DEMO.shopper, '/account')
    await expect(page.getByRole('heading', { name: 'My Account' })).toBeVisible()
    await signOut(page)
    await expect(page.getByRole('link', { name: 'Sign In' })).toBeVisible()
    await page.goto('/account')
    await expect(page).toHaveURL(/\/signin\?redirectUrl=%2Faccount$/)
  })

  test('cookies kept from before sign-out do not bring the session back', async ({ page, context }) => {
    await signIn(page, DEMO.shopper, '/account')
    await expect(page.getByRole('heading', { name: 'My Account' })).toBeVisible()
    const kept = await context.cookies()
    await signOut(page)
    // Sign-out revoked the token upstream: the old cookies meet a 401, which ends them.
    await context.addCookies(kept)
    await page.goto('/account')
    await expect(page).toHaveURL(/\/signin\?redirectUrl=%2Faccount$/)
    await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Hi, Sam' })).toHaveCount(0)
    await page.goto('/account')
    await expect(page).toHaveURL(/\/signin\?redirectUrl=%2Faccount$/)
  })
})

test.describe('banners', () => {
  test('the terms banner requires the terms box', async ({ page, baseURL, jsEnabled }) => {
    await page.goto(bannerUrl(baseURL, 'harristeeter', '/signin'))
    await expect(page.getByText('Sign in to your existing Harris Teeter account')).toBeVisible()
    const terms = page.getByRole('checkbox', { name: /I agree to the Terms and Conditions/ })
    await expect(terms).toBeChecked()
    await expect(page.getByRole('link', { name: 'contact our call center' })).toHaveAttribute('href', /^https:\/\//)
    await fillSignIn(page, DEMO.shopper)
    await terms.uncheck()
    if (jsEnabled) {
      await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toBeDisabled()
      await terms.check()
      await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toBeEnabled()
    } else {
      await page.getByRole('button', { name: 'Sign In', exact: true }).click()
      await expect(fieldError(page, 'A selection is required.')).toBeVisible()
      await fillSignIn(page, DEMO.shopper)
      await page.getByRole('checkbox', { name: /I agree to the Terms and Conditions/ }).check()
    }
    await page.getByRole('button', { name: 'Sign In', exact: true }).click()
    await expect(page).toHaveURL(/harristeeter\.localhost:\d+\/$/)
    await expect(page.getByRole('link', { name: 'Hi, Sam' })).toBeVisible()
  })

  test('the first-visit banner shows the create-account notice', async ({ page, baseURL }) => {
    await page.goto(bannerUrl(baseURL, 'vitacost', '/signin'))
    await expect(page.getByText(/First-time visitors must create a new account/)).toBeVisible()
    await expect(page.getByRole('link', { name: 'Create Account', exact: true })).toHaveAttribute(
      'href',
      '/account/create',
    )
  })

  test('a banner that requires email verification detours unverified users', async ({ page, baseURL }) => {
    await page.goto(bannerUrl(baseURL, 'harristeeter', '/signin?redirectUrl=/health-dashboard'))
    await fillSignIn(page, DEMO.unverified)
    await page.getByRole('button', { name: 'Sign In', exact: true }).click()
    await expect(page.getByRole('heading', { name: 'Verify Your Email' })).toBeVisible()
    await page.getByRole('link', { name: 'Continue' }).click()
    await expect(page).toHaveURL(/\/health-dashboard$/)
  })
})
