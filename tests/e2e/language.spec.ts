import { expect, test, waitForHydration } from './fixtures.ts'

/** The language switch (issue 36, decision 0108): a post that works without JavaScript, remembered by a cookie. */
test('the switch turns the site to Spanish and back, and the choice is remembered', async ({ page }) => {
  await page.goto('/signin?redirectUrl=%2Frx%2Fdashboard')
  await waitForHydration(page)
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-US')
  const spanish = page.getByRole('button', { name: 'Español', exact: true })
  await expect(spanish).toHaveAttribute('lang', 'es-US')
  await spanish.click()
  // Back on the same page, query and all.
  await expect(page).toHaveURL(/\/signin\?redirectUrl=%2Frx%2Fdashboard$/)
  await expect(page.locator('html')).toHaveAttribute('lang', 'es-US')
  const english = page.getByRole('button', { name: 'English', exact: true })
  await expect(english).toHaveAttribute('lang', 'en-US')

  // Remembered on the next pages (a static one, which ships no scripts, switches back as a plain post).
  await page.goto('/stores/search')
  await expect(page.locator('html')).toHaveAttribute('lang', 'es-US')
  await page.goto('/hc/help/faqs')
  await expect(page.locator('html')).toHaveAttribute('lang', 'es-US')
  await page.getByRole('button', { name: 'English', exact: true }).click()
  await expect(page).toHaveURL(/\/hc\/help\/faqs$/)
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-US')
  await expect(page.getByRole('button', { name: 'Español', exact: true })).toBeVisible()
})

test.describe('a browser that asks for Spanish', () => {
  test.use({ locale: 'es-MX' })

  test('gets US Spanish until it chooses English', async ({ page }) => {
    await page.goto('/signin')
    await expect(page.locator('html')).toHaveAttribute('lang', 'es-US')
    await waitForHydration(page)
    await page.getByRole('button', { name: 'English', exact: true }).click()
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-US')
    await page.goto('/signin')
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-US')
  })
})
