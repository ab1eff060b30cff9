import { test as base, expect, type Page } from '@playwright/test'

export const DEMO = {
  shopper: { email: 'shopper@example.com', password: 'Password1', firstName: 'Sam' },
  unverified: { email: 'unverified@example.com', password: 'Password1', firstName: 'Uma' },
  newcomer: { email: 'new@example.com', password: 'Password1', firstName: 'Nia' },
} as const

/** A banner's own host: Chromium resolves *.localhost to this machine. */
export function bannerUrl(baseURL: string | undefined, bannerKey: string, path: string) {
  const url = new URL(path, baseURL)
  url.hostname = `${bannerKey}.localhost`
  return url.href
}

export async function fillSignIn(page: Pick<Page, 'getByLabel'>, { email, password }: { email: string; password: string }) {
  await page.getByLabel('Email Address').fill(email)
  await page.getByLabel('Password', { exact: true }).fill(password)
}

export async function signIn(page: Page, account: { email: string; password: string }, path = '/signin') {
  await page.goto(path)
  await fillSignIn(page, account)
  await page.getByRole('button', { name: 'Sign In', exact: true }).click()
}

/** Signs out and waits until the page shows it, so the next navigation starts signed out. */
export async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Sign Out' }).click()
  await expect(page.getByRole('link', { name: 'Sign In', exact: true })).toBeVisible()
}

/** A fresh account per test keeps tests independent of the shared simulated back office. */
export async function createAccount(page: Page, { prefix, firstName, lastName }: { prefix: string; firstName: string; lastName: string }) {
  const email = `${prefix}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`
  await page.goto('/account/create')
  await page.getByLabel('First Name').fill(firstName)
  await page.getByLabel('Last Name').fill(lastName)
  await page.getByLabel('Email Address').fill(email)
  await page.getByLabel('Password').fill('Password1')
  await page.getByRole('button', { name: 'Create Account' }).click()
  await expect(page.getByText('Your account is ready. Sign in to continue.')).toBeVisible()
  return { email, password: 'Password1' }
}

export const test = base.extend<{ jsEnabled: boolean }>({
  jsEnabled: async ({ javaScriptEnabled }, use) => use(javaScriptEnabled !== false),
})

export { expect }
