import { readFileSync } from 'node:fs'
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

test.describe('expense report (issue 19)', () => {
  test('create a report for two patients, print it and download it', async ({ page, jsEnabled }) => {
    await signIn(page, DEMO.shopper, '/rx/prescription-history')
    await page.getByRole('link', { name: 'Create Expense Report' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Create Expense Report' })).toBeVisible()
    await expect(page.getByLabel('Sam Shopper')).toBeChecked()
    await page.getByLabel('Sam Shopper').uncheck()
    await page.getByRole('button', { name: 'Create Expense Report' }).click()
    // Nobody chosen: the form says so, and stays.
    await expect(page.getByText('Choose at least one patient.')).toBeVisible()
    await page.getByLabel('Sam Shopper').check()
    await page.getByLabel('Lily Shopper').check()
    await page.getByRole('button', { name: 'Create Expense Report' }).click()
    await expect(page).toHaveURL(/\/rx\/prescription-history\/expense-report\?patient=1001&patient=1002&from=/)
    await expect(page.getByRole('heading', { level: 1, name: 'Expense Report' })).toBeVisible()
    await expect(page.getByRole('heading', { level: 2, name: 'Lily Shopper' })).toBeVisible()
    await expect(page.getByRole('rowheader', { name: 'Total for Sam Shopper' })).toBeVisible()
    await expect(page.getByText(/^Total: \$[\d,]+\.\d\d$/)).toBeVisible()
    await expect(page.getByRole('button', { name: 'Print' })).toHaveCount(jsEnabled ? 1 : 0)
    // On paper: the report without the site around it.
    await page.emulateMedia({ media: 'print' })
    await expect(page.locator('.site-header')).toBeHidden()
    await expect(page.getByRole('link', { name: 'Download (CSV)' })).toBeHidden()
    await expect(page.getByRole('rowheader', { name: 'Total for Lily Shopper' })).toBeVisible()
    await page.emulateMedia({ media: 'screen' })
    const download = page.waitForEvent('download')
    await page.getByRole('link', { name: 'Download (CSV)' }).click()
    const file = await download
    expect(file.suggestedFilename()).toMatch(/^expense-report-\d{4}-\d\d-\d\d-\d{4}-\d\d-\d\d\.csv$/)
    const text = readFileSync((await file.path())!, 'utf8')
    expect(text.split('\r\n')[0]).toBe('"Date","Patient","Prescription","Rx #","Pharmacy","Paid"')
    expect(text).toContain('"Total for Lily Shopper"')
    // 'Change Report' is the form again, with the report's choices.
    await page.getByRole('link', { name: 'Change Report' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Create Expense Report' })).toBeVisible()
    await expect(page.getByLabel('Lily Shopper')).toBeChecked()
  })
})
