import { DEMO, expect, signIn, test } from './fixtures.ts'

/** The large account's long lists, a page at a time (issue 34, decision 0094): plain links, with or without JavaScript. */
test.describe('the large account (issue 34)', () => {
  test('goes to the next page of the history and back', async ({ page }) => {
    await signIn(page, DEMO.caregiver, '/rx/prescription-history')
    await expect(page.getByRole('heading', { level: 1, name: 'Prescription History' })).toBeVisible()
    const pages = page.getByRole('navigation', { name: 'Pages of Prescription History' })
    await expect(pages.getByText(/^Page 1 of \d+\. Showing 1 to 50 of \d+\.$/)).toBeVisible()
    await expect(pages.getByRole('link', { name: 'Previous page' })).toHaveCount(0)
    const firstRow = await page.getByRole('table').getByRole('row').nth(1).textContent()

    await pages.getByRole('link', { name: 'Next page' }).click()
    await expect(page).toHaveURL(/\/rx\/prescription-history\?page=2$/)
    await expect(pages.getByText(/^Page 2 of \d+\. Showing 51 to \d+ of \d+\.$/)).toBeVisible()
    await expect(page.getByRole('table').getByRole('row').nth(1)).not.toHaveText(firstRow ?? '')

    await pages.getByRole('link', { name: 'Previous page' }).click()
    await expect(page).toHaveURL(/\/rx\/prescription-history$/)
    await expect(pages.getByText(/^Page 1 of \d+\./)).toBeVisible()
    await expect(page.getByRole('table').getByRole('row').nth(1)).toHaveText(firstRow ?? '')
  })

  test("keeps a patient's filter on the refills' pages", async ({ page }) => {
    await signIn(page, DEMO.caregiver, '/rx/refills?patient=5002')
    const pages = page.getByRole('navigation', { name: 'Pages of Refills' })
    await pages.getByRole('link', { name: 'Next page' }).click()
    await expect(page).toHaveURL(/\/rx\/refills\?patient=5002&page=2$/)
    await expect(page.getByRole('region', { name: 'Ruth Carter' })).toBeVisible()
    await expect(page.getByRole('region', { name: 'Cora Carter' })).toHaveCount(0)
    await expect(pages.getByText(/^Page 2 of \d+\. Showing 26 to 50 of \d+\.$/)).toBeVisible()
  })
})
