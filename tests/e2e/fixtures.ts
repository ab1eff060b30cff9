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

export const test = base.extend<{ jsEnabled: boolean }>({
  jsEnabled: async ({ javaScriptEnabled }, use) => use(javaScriptEnabled !== false),
})

export { expect }
