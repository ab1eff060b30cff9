import { DEMO, expect, signIn, test } from './fixtures.ts'

test.describe('prescription history (issue 19)', () => {
  test('filter the history to one prescription and open its details', async ({ page }) => {
    await signIn(page, DEMO.shopper, '/rx/prescription-history')
    await expect(page.getByRole('heading', { level: 1, name: 'Prescription History' })).toBeVisible()
    await expect(page.getByText('Fills in the last 4 weeks: Sold')).toBeVisible()
    await page.getByLabel('Prescription', { exact: true }).selectOption({ label: 'Losartan 50 mg Tablet (Rx 7200002)' })
    await page.getByRole('button', { name: 'Show History' }).click()
    await expect(page).toHaveURL(/[?&]prescription=7200002/)
    const rows = page.getByRole('table').getByRole('row')
    // A header row and Losartan's fills only.
    await expect(rows.filter({ hasText: 'Amlodipine' })).toHaveCount(0)
    await rows.filter({ hasText: 'Losartan' }).first().getByRole('link').click()
    await expect(page).toHaveURL(/\/rx\/prescription-history\/detail\?patientNumber=1001&rxRecordNum=R7200002$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Prescription Details' })).toBeVisible()
    await expect(page.getByText('7200002', { exact: true })).toBeVisible()
    await expect(page.getByRole('cell', { name: 'Returned' })).toBeVisible()
    // The drug's leaflet, with its picture, and in Spanish.
    await page.getByRole('link', { name: 'Drug Information' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Prescription Information' })).toBeVisible()
    await expect(page.getByRole('img', { name: 'Losartan 50 mg Tablet' })).toBeVisible()
    await page.getByRole('link', { name: 'Español' }).click()
    await expect(page.getByRole('heading', { level: 2, name: 'Usos' })).toBeVisible()
  })
})

test.describe('prescription receipts (issue 19)', () => {
  test('list the receipts, then only one pharmacy’s', async ({ page }) => {
    await signIn(page, DEMO.shopper, '/rx/prescription-receipt')
    await expect(page.getByRole('heading', { level: 1, name: 'Prescription Receipts' })).toBeVisible()
    await expect(page.getByText('Amlodipine 5 mg Tablet, Sam Shopper, $10.00').first()).toBeVisible()
    await page.getByLabel('Pharmacy').selectOption({ label: 'Kroger Pharmacy Hyde Park, Cincinnati' })
    await page.getByRole('button', { name: 'Show Receipts' }).click()
    await expect(page).toHaveURL(/[?&]location=01400417/)
    await expect(page.getByText('Amlodipine 5 mg Tablet, Sam Shopper, $10.00')).toHaveCount(0)
    await expect(page.getByText(/^Losartan 50 mg Tablet, Sam Shopper/).first()).toBeVisible()
  })
})
