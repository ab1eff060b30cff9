import type { Page } from '@playwright/test'
import { DEMO, expect, signIn } from './fixtures.ts'

/** Signs the pharmacy demo shopper in, straight to an /rx page. */
export async function signInToRx(page: Page, path = '/rx/dashboard') {
  await signIn(page, DEMO.shopper, path)
  await expect(page).toHaveURL(new RegExp(`${path.replace(/[?]/g, '\\?')}$`))
}

/** The cart is a collapsed `<details>` until opened. */
export async function openCart(page: Page) {
  const cart = page.getByRole('complementary', { name: 'Pharmacy Cart' })
  if ((await cart.locator('details').getAttribute('open')) === null) await cart.locator('summary').click()
  return cart
}

/** The simulated back office outlives a test: start each cart test from an empty cart. */
export async function emptyCart(page: Page) {
  await page.goto('/rx/refills')
  let cart = await openCart(page)
  while ((await cart.getByRole('button', { name: /^Remove / }).count()) > 0) {
    await cart
      .getByRole('button', { name: /^Remove / })
      .first()
      .click()
    await expect(cart.getByText(/was removed from your cart/)).toBeVisible()
    cart = await openCart(page)
  }
}

/**
 * Takes the signed-in customer's pharmacy link away (mocks only), so a test starts unlinked whatever an earlier test
 * or run made. Not from a pharmacy page: one would remember the link (decision 0052).
 */
export async function unlinkPharmacy(page: Page, baseURL: string | undefined) {
  const unlinked = await page.request.post('/mock/unlink-pharmacy', {
    headers: { origin: new URL(baseURL!).origin },
    form: {},
    maxRedirects: 0,
  })
  expect(unlinked.status()).toBe(302)
}
