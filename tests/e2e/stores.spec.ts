import { chooseScenario, expect, test, waitForHydration } from './fixtures.ts'

test.describe('store search (issue 19)', () => {
  test("search stores, page through them, filter, and open a store's details", async ({ page }) => {
    await page.goto('/stores/search')
    await waitForHydration(page)
    await expect(page.getByRole('heading', { level: 1, name: 'Find a Store' })).toBeVisible()
    const searchBox = page.getByLabel('ZIP code, city or store name')
    await searchBox.fill('Ci')
    await page.getByRole('button', { name: 'Search' }).click()
    await expect(page.getByText('Enter at least the first three letters')).toBeVisible()
    await searchBox.fill('Cincinnati')
    await page.getByRole('button', { name: 'Search' }).click()
    await expect(page.getByRole('heading', { level: 2, name: '12 stores found' })).toBeVisible()
    const results = page
      .getByRole('list', { name: /stores? found$/ })
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { level: 3 }) })
    await expect(results).toHaveCount(10)
    await expect(page.getByRole('heading', { level: 2, name: 'Fuel Centers' })).toBeVisible()
    await page.getByRole('link', { name: 'More Stores' }).click()
    await expect(page).toHaveURL(/[?&]page=1/)
    await expect(results).toHaveCount(2)
    // A new search with the Pharmacy filter starts at page 0 again.
    await page.getByLabel('Pharmacy', { exact: true }).check()
    await page.getByRole('button', { name: 'Search' }).click()
    await expect(page.getByRole('heading', { level: 2, name: '2 stores found' })).toBeVisible()
    await expect(page).not.toHaveURL(/page=/)
    const hydePark = results.filter({ hasText: 'Kroger Pharmacy Hyde Park' })
    await expect(hydePark.getByText('513-555-0188')).toBeVisible()
    await hydePark.getByRole('link', { name: 'Store Details for Kroger Pharmacy Hyde Park' }).click()
    await expect(page).toHaveURL(/\/stores\/grocery\/st\/city\/store-name\/014\/00417$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Kroger Pharmacy Hyde Park' })).toBeVisible()
    await expect(page.getByText('3760 Paxton Ave')).toBeVisible()
    await page.getByRole('link', { name: 'Find Another Store' }).click()
    await expect(page.getByLabel('ZIP code, city or store name')).toHaveValue('')
  })

  test('a cleared search shows no results; a failed one says so', async ({ page }) => {
    await page.goto('/stores/search?searchText=45202')
    await waitForHydration(page)
    await expect(page.getByRole('heading', { level: 2, name: '2 stores found' })).toBeVisible()
    await page.getByRole('link', { name: 'Clear Search' }).click()
    await expect(page.getByLabel('ZIP code, city or store name')).toHaveValue('')
    await expect(page.getByRole('heading', { level: 2, name: /stores? found/ })).toHaveCount(0)
    await chooseScenario(page, 'store-search-graphql-error')
    await page.getByLabel('ZIP code, city or store name').fill('Kroger')
    await page.getByRole('button', { name: 'Search' }).click()
    await expect(page.getByRole('alert')).toHaveText(
      'We’re sorry, store location information cannot be found at this time.',
    )
    await chooseScenario(page, 'default')
  })
})
