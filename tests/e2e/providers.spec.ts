import { DEMO, createAccount, expect, fillSignIn, signIn, signInAtProvider, signOut, test } from './fixtures.ts'

const LINK_TEXT =
  'Great! We found your email. Please sign in to your existing Kroger account to finish linking it to your Google account. This is a one-time step that will make logging in easier in the future.'
const CREATE_TEXT =
  "Hmmm, it doesn't look like that email matches your Kroger account. Try another email or create an account using Google"

test.describe('Google sign-in (simulated Google)', () => {
  test('social link: the demo Google account matches a store account, so the email is locked for linking', async ({
    page,
  }) => {
    await page.goto('/signin?redirectUrl=/account')
    await page.getByRole('button', { name: 'Sign in with Google' }).click()
    await expect(page.getByRole('heading', { name: 'Choose an account' })).toBeVisible()
    await page.getByRole('button', { name: 'google-link@example.com' }).click()

    await expect(page).toHaveURL(/\/signin\?redirectUrl=%2Faccount$/)
    await expect(page.getByText(LINK_TEXT)).toBeVisible()
    const email = page.getByLabel('Email Address')
    await expect(email).toHaveValue('google-link@example.com')
    await expect(email).toHaveAttribute('readonly', '')
    await expect(page.getByRole('button', { name: 'Sign in with Google' })).toHaveCount(0)
    await page.getByRole('button', { name: 'Sign in with a different account' }).click()
    await expect(page.getByText(LINK_TEXT)).toHaveCount(0)
    await expect(page.getByLabel('Email Address')).not.toHaveAttribute('readonly', '')
  })

  test('social link: the password links the accounts, and Google then signs in directly', async ({ page }) => {
    const { email } = await createAccount(page, { prefix: 'link', firstName: 'Lee', lastName: 'Linker' })

    const signInWithGoogle = async () => {
      await page.goto('/signin?redirectUrl=/account')
      await page.getByRole('button', { name: 'Sign in with Google' }).click()
      await page.getByLabel('Use another account').fill(email)
      await page.getByRole('button', { name: 'Next' }).click()
    }
    await signInWithGoogle()
    await expect(page.getByText(LINK_TEXT)).toBeVisible()
    await expect(page.getByLabel('Email Address')).toHaveValue(email)
    await page.getByLabel('Password', { exact: true }).fill('Password1')
    await page.getByRole('button', { name: 'Sign In', exact: true }).click()
    await expect(page).toHaveURL(/\/account$/)
    await expect(page.getByRole('link', { name: 'Hi, Lee' })).toBeVisible()

    // On another device (no cookies at all), Google alone now signs in.
    await page.context().clearCookies()
    await signInWithGoogle()
    await expect(page).toHaveURL(/\/account$/)
    await expect(page.getByRole('link', { name: 'Hi, Lee' })).toBeVisible()
  })

  test('social create: no matching account shows the create alert', async ({ page }) => {
    await page.goto('/signin')
    await page.getByRole('button', { name: 'Sign in with Google' }).click()
    await page.getByRole('button', { name: 'google-new@example.com' }).click()
    await expect(page).toHaveURL(/\/signin$/)
    await expect(page.getByText(CREATE_TEXT)).toBeVisible()
    await expect(page.getByRole('link', { name: 'Create an Account' })).toBeVisible()
  })

  test('cancelling at Google says Failed to sign in', async ({ page }) => {
    await page.goto('/signin')
    await page.getByRole('button', { name: 'Sign in with Google' }).click()
    await page.getByRole('button', { name: 'Cancel' }).click()
    await expect(page.getByRole('alert')).toHaveText('Failed to sign in')
  })

  test('the Google button is hidden on the account-deletion route and on banners without it', async ({
    page,
    baseURL,
  }) => {
    await page.goto('/signin?redirectUrl=/account/delete')
    await expect(page.getByRole('button', { name: 'Sign in with Google' })).toHaveCount(0)
    await expect(page.getByText('OR', { exact: true })).toHaveCount(0)
    const dillons = new URL('/signin', baseURL)
    dillons.hostname = 'dillons.localhost'
    await page.goto(dillons.href)
    await expect(page.getByRole('heading', { name: 'Sign In' })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Sign in with Google' })).toHaveCount(0)
  })
})

/** The first sign-in tells this browser that the account is on the newer model. */
async function rememberNewerModel(page: Parameters<typeof signIn>[0]) {
  await signIn(page, DEMO.newcomer)
  await expect(page.getByRole('link', { name: 'Hi, Nia' })).toBeVisible()
  await signOut(page)
}

test.describe('external identity provider', () => {
  test('a user on the newer model is sent to the provider and comes back to the original page', async ({ page }) => {
    await rememberNewerModel(page)

    await page.goto('/signin?redirectUrl=/account')
    await expect(page.getByRole('heading', { name: 'Example ID' })).toBeVisible()
    await expect(page.getByTestId('idp-prompt')).toHaveText('select_account')
    await expect(page.getByTestId('idp-original-url')).toHaveText('/account')
    await signInAtProvider(page, DEMO.newcomer)
    await expect(page).toHaveURL(/\/account$/)
    await expect(page.getByRole('heading', { name: 'My Account' })).toBeVisible()
    await expect(page.getByText('Nia Newman')).toBeVisible()
  })

  test('a prescription page keeps the classic form even on the newer model', async ({ page }) => {
    await rememberNewerModel(page)
    await page.goto('/signin?redirectUrl=/rx/dashboard')
    await expect(page.getByRole('heading', { name: 'Sign In' })).toBeVisible()
    await expect(page.getByLabel('Email Address')).toBeVisible()
  })

  test('a wrong password at the provider stays there', async ({ page }) => {
    await rememberNewerModel(page)
    await page.goto('/signin')
    await signInAtProvider(page, { email: DEMO.newcomer.email, password: 'Wrong1234' })
    await expect(page.getByRole('alert')).toHaveText('Incorrect email or password.')
  })

  test('step-up: forces prompt=login, carries calledFrom and returns signed in', async ({ page }) => {
    await signIn(page, DEMO.shopper)
    await expect(page.getByRole('link', { name: 'Hi, Sam' })).toBeVisible()
    await page.goto('/signin?stepupLoginRedirect=true&callRxStepupAuth=true&calledFrom=rx&redirectUrl=/account')
    await expect(page.getByText('Confirm it is you to continue.')).toBeVisible()
    await expect(page.getByTestId('idp-prompt')).toHaveText('login')
    await expect(page.getByTestId('idp-called-from')).toHaveText('rx')
    await signInAtProvider(page, DEMO.shopper)
    await expect(page).toHaveURL(/\/account$/)
    await expect(page.getByRole('heading', { name: 'My Account' })).toBeVisible()
  })

  test('a callback without its flow in the session fails safely', async ({ page }) => {
    await page.goto('/auth/idp/callback?code=forged&state=forged')
    await expect(page).toHaveURL(/\/signin$/)
    await expect(page.getByRole('alert')).toHaveText('Failed to sign in')
  })
})

test('the password form still signs in a classic user on the newer-model browser after sign-out of another account', async ({
  page,
}) => {
  await page.goto('/signin')
  await fillSignIn(page, DEMO.shopper)
  await page.getByRole('button', { name: 'Sign In', exact: true }).click()
  await expect(page.getByRole('link', { name: 'Hi, Sam' })).toBeVisible()
})
