import { chooseScenario, DEMO_PHARMACY_LOCK, expect, fieldError, test } from './fixtures.ts'
import { verifyAsSam } from './guest-helpers.ts'
import { addFirstCard, resetDemoPharmacy } from './wallet-helpers.ts'

// Sam's pharmacy account is shared: see DEMO_PHARMACY_LOCK.
test.describe.configure({ lock: DEMO_PHARMACY_LOCK })

test.describe('pay online from a tracker link', () => {
  test('a guest pays for a ready prescription with a new card; a declined card says so', async ({
    page,
    jsEnabled,
    baseURL,
  }) => {
    await resetDemoPharmacy(page, baseURL)
    await verifyAsSam(page)
    await page.getByRole('link', { name: 'Pay Online' }).click()
    await expect(page).toHaveURL(/\/rx\/tracker\/pay-online$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Pay Online' })).toBeVisible()
    await expect(
      page.getByRole('checkbox', { name: 'Atorvastatin 20 mg Tablet (Rx #6100001) for Sam Shopper: $12.50' }),
    ).toBeChecked()
    const box = page.getByRole('region', { name: 'Payment Method' })
    await expect(box).toContainText('Please add a new Credit/Debit card to continue.')

    // Nothing chosen yet: the card and the terms are asked for.
    await page.getByRole('button', { name: 'Pay Now' }).click()
    await expect(box.locator('.field-errors')).toHaveText('Please add a new Credit/Debit card to continue.')
    await expect(fieldError(page, 'Please accept the card usage terms to continue.')).toBeVisible()

    const number = await addFirstCard(page, jsEnabled, '/rx/tracker/pay-online')
    await expect(box).toContainText(`Visa ending in ${number.slice(-4)}`)

    await page.getByLabel('I agree to the card usage terms.').check()
    await chooseScenario(page, 'online-pay-decline')
    await page.getByRole('button', { name: 'Pay Now' }).click()
    await expect(
      page
        .getByRole('alert')
        .filter({ hasText: 'Your card was declined. Please use another card or pay at the pharmacy.' }),
    ).toBeVisible()
    await chooseScenario(page, 'default')
    await page.getByLabel('I agree to the card usage terms.').check()
    await page.getByRole('button', { name: 'Pay Now' }).click()

    await expect(page).toHaveURL(/\/rx\/tracker\/pay-online\/confirmation$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Payment Received' })).toBeVisible()
    await expect(page.getByRole('status').filter({ hasText: 'You paid' })).toHaveText(
      `You paid $12.50 with Visa ending in ${number.slice(-4)}. Your prescriptions are waiting at Kroger Pharmacy Vine Street.`,
    )
    await page.getByRole('link', { name: 'Back to Prescription Status' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Prescription Status Tracker' })).toBeVisible()
    // Paid: nothing is left to pay for online.
    await expect(page.getByRole('link', { name: 'Pay Online' })).toHaveCount(0)
    await resetDemoPharmacy(page, baseURL)
  })
})
