import { DEMO, createAccount, expect, fieldError, fillSignIn, signIn, test } from './fixtures.ts'

test.describe('accounts', () => {
  test('create an account, then sign in with it', async ({ page }) => {
    await page.goto('/signin')
    await page.getByRole('link', { name: 'Create an Account' }).click()
    await expect(page).toHaveURL(/\/account\/create$/)
    await page.getByRole('button', { name: 'Create Account' }).click()
    await expect(fieldError(page, 'Input is required.').first()).toBeVisible()

    const email = `create-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`
    await page.getByLabel('First Name').fill('Cora')
    await page.getByLabel('Last Name').fill('Created')
    await page.getByLabel('Email Address').fill(email)
    await page.getByLabel('Password').fill('Password1')
    await page.getByRole('button', { name: 'Create Account' }).click()
    await expect(page.getByText('Your account is ready. Sign in to continue.')).toBeVisible()
    await fillSignIn(page, { email, password: 'Password1' })
    await page.getByRole('button', { name: 'Sign In', exact: true }).click()
    await expect(page.getByRole('link', { name: 'Hi, Cora' })).toBeVisible()
  })

  test('an email already in use is refused', async ({ page }) => {
    await page.goto('/account/create')
    await page.getByLabel('First Name').fill('Sam')
    await page.getByLabel('Last Name').fill('Again')
    await page.getByLabel('Email Address').fill(DEMO.shopper.email)
    await page.getByLabel('Password').fill('Password1')
    await page.getByRole('button', { name: 'Create Account' }).click()
    await expect(fieldError(page, 'An account already uses this email address.')).toBeVisible()
  })

  test('forgot password: the emailed link resets it and sign-in says so', async ({ page }) => {
    const { email } = await createAccount(page, { prefix: 'reset', firstName: 'Rex', lastName: 'Reset' })

    await page.goto('/signin?redirectUrl=/account')
    await page.getByRole('link', { name: 'Forgot Password?' }).click()
    await expect(page).toHaveURL(/\/account\/forgot-password\?redirectUrl=%2Faccount$/)
    await page.getByLabel('Email Address').fill(email)
    await page.getByRole('button', { name: 'Send Reset Link' }).click()
    await expect(
      page.getByText('If an account uses that email address, we have sent it a link to reset the password.'),
    ).toBeVisible()

    await page.getByRole('link', { name: 'Open the simulated inbox' }).click()
    // Wait for the inbox: the page being left has an 'Email Address' field too.
    await expect(page.getByRole('heading', { name: 'Inbox' })).toBeVisible()
    await page.getByLabel('Email address or mobile phone').fill(email)
    await page.getByRole('button', { name: 'Open Inbox' }).click()
    await page.getByRole('link', { name: 'Open link' }).click()

    await expect(page.getByRole('heading', { name: 'Reset Password' })).toBeVisible()
    await page.getByLabel('New Password', { exact: true }).fill('NewPassword2')
    await page.getByLabel('Confirm New Password').fill('Different3')
    await page.getByRole('button', { name: 'Reset Password' }).click()
    await expect(fieldError(page, 'Passwords must match.')).toBeVisible()
    await page.getByLabel('New Password', { exact: true }).fill('NewPassword2')
    await page.getByLabel('Confirm New Password').fill('NewPassword2')
    await page.getByRole('button', { name: 'Reset Password' }).click()

    await expect(page).toHaveURL(/\/signin\?redirectUrl=%2Faccount$/)
    await expect(page.getByText('Your password has been successfully reset.')).toBeVisible()
    await fillSignIn(page, { email, password: 'NewPassword2' })
    await page.getByRole('button', { name: 'Sign In', exact: true }).click()
    await expect(page).toHaveURL(/\/account$/)
    await expect(page.getByText('Rex Reset')).toBeVisible()
  })

  test('a used or forged reset link is refused before its form', async ({ page }) => {
    await page.goto('/account/reset-password?token=forged')
    await expect(page.getByRole('alert')).toHaveText(
      'This reset link is invalid or has expired. Please request a new one.',
    )
    await expect(page.getByLabel('New Password', { exact: true })).toHaveCount(0)
    await page.getByRole('link', { name: 'Request a new link' }).click()
    await expect(page).toHaveURL(/\/account\/forgot-password$/)
  })

  test('a remembered but not fresh sign-in must sign back in, with the persistent-user notice', async ({ page }) => {
    await signIn(page, DEMO.shopper)
    await expect(page.getByRole('link', { name: 'Hi, Sam' })).toBeVisible()
    // Closing the browser drops the browser-session marker; the remembered session stays.
    const context = page.context()
    const kept = (await context.cookies()).filter((cookie) => cookie.name !== '__session_live')
    await context.clearCookies()
    await context.addCookies(kept)

    await page.goto('/account')
    await expect(page).toHaveURL(/\/signin\?redirectUrl=%2Faccount&persistent=true$/)
    await expect(page.getByText('For your security, we need you to sign back in to your account.')).toBeVisible()
    await expect(page.getByRole('link', { name: 'Hi, Sam' })).toBeVisible()
    await fillSignIn(page, DEMO.shopper)
    await page.getByRole('button', { name: 'Sign In', exact: true }).click()
    await expect(page).toHaveURL(/\/account$/)
  })
})
