import { chooseScenario, DEMO, DEMO_PHARMACY_LOCK, expect, signIn, test } from './fixtures.ts'
import { resetDemoPharmacy } from './wallet-helpers.ts'

// Sam's pharmacy account is shared: see DEMO_PHARMACY_LOCK.
test.describe.configure({ lock: DEMO_PHARMACY_LOCK })

test.describe('auto refill (issue 18)', () => {
  test('enrol a patient, add a prescription, then pause it', async ({ page, baseURL }) => {
    await resetDemoPharmacy(page, baseURL)
    await signIn(page, DEMO.shopper, '/rx/auto-refills')
    await expect(page.getByRole('heading', { level: 1, name: 'Auto Refill' })).toBeVisible()
    const sam = page.getByRole('region', { name: 'Sam Shopper' })
    await expect(sam.getByText('Expiring', { exact: true })).toBeVisible()
    await expect(sam.getByText(/^Auto refill for Sam Shopper ends \d\d\/\d\d\/\d{4}\./)).toBeVisible()

    await page.getByRole('link', { name: 'Enroll Biscuit Shopper in Auto Refill' }).click()
    await expect(page).toHaveURL(/\/rx\/auto-refills\?patient=1003$/)
    const form = page.getByRole('region', { name: 'Enroll Biscuit Shopper in Auto Refill' })
    await form.getByRole('radio', { name: /Vine/ }).check()
    await form.getByRole('button', { name: 'Enroll in Auto Refill' }).click()
    await expect(page).toHaveURL(/\/rx\/auto-refills\/manage-prescriptions\?patient=1003$/)
    await expect(
      page.getByRole('status').filter({ hasText: 'Biscuit Shopper is enrolled in Auto Refill.' }),
    ).toBeVisible()
    const subheader = page.getByText(
      'If you need any of your prescriptions sooner, please visit Refills or call your store.',
    )
    await expect(subheader).toBeVisible()
    await expect(subheader.getByRole('link', { name: 'Refills' })).toHaveAttribute('href', '/rx/refills')

    const biscuit = page.getByRole('region', { name: 'Biscuit Shopper' })
    await biscuit.getByLabel('Apoquel 16 mg Tablet (Not on Auto Refill)').check()
    await biscuit.getByRole('button', { name: 'Add Selected Prescriptions' }).click()
    await expect(page.getByRole('status').filter({ hasText: '1 prescription was added to Auto Refill.' })).toBeVisible()
    await expect(biscuit.getByText('Auto Refill On')).toBeVisible()

    await biscuit.getByRole('button', { name: 'Pause auto refill of Apoquel 16 mg Tablet' }).click()
    await expect(
      page.getByRole('status').filter({ hasText: 'Auto refill of Apoquel 16 mg Tablet is paused.' }),
    ).toBeVisible()
    await expect(biscuit.getByLabel('Apoquel 16 mg Tablet (Not on Auto Refill)')).toBeVisible()
    await resetDemoPharmacy(page, baseURL)
  })

  test('Unenroll on Manage Auto Refill, pressed as rendered: back on Auto Refill, the patient no longer enrolled', async ({
    page,
    baseURL,
  }) => {
    await resetDemoPharmacy(page, baseURL)
    await signIn(page, DEMO.shopper, '/rx/manage/auto-refills')
    await page.getByRole('button', { name: 'Unenroll Sam Shopper from Auto Refill' }).click()
    await expect(page).toHaveURL(/\/rx\/auto-refills$/)
    await expect(
      page.getByRole('status').filter({ hasText: 'Sam Shopper is no longer enrolled in Auto Refill.' }),
    ).toBeVisible()
    await expect(page.getByRole('link', { name: 'Enroll Sam Shopper in Auto Refill' })).toBeVisible()
    await page.goto('/rx/manage/auto-refills')
    await expect(page.getByRole('button', { name: 'Unenroll Sam Shopper from Auto Refill' })).toHaveCount(0)
    await resetDemoPharmacy(page, baseURL)
  })

  test('add two prescriptions at once: one fails, Try Again adds it', async ({ page, baseURL }) => {
    await resetDemoPharmacy(page, baseURL)
    await signIn(page, DEMO.shopper, '/rx/auto-refills/manage-prescriptions?patient=1001')
    await chooseScenario(page, 'auto-refill-bulk-fail-once')
    const sam = page.getByRole('region', { name: 'Sam Shopper' })
    await sam.getByLabel('Amlodipine 5 mg Tablet (Not on Auto Refill)').check()
    await sam.getByLabel('Losartan 50 mg Tablet (Not on Auto Refill)').check()
    await sam.getByRole('button', { name: 'Add Selected Prescriptions' }).click()
    await expect(
      sam.getByRole('alert').filter({
        hasText: 'We could not add Losartan 50 mg Tablet to Auto Refill. Please try again. Tried once.',
      }),
    ).toBeVisible()
    await expect(sam.getByLabel('Losartan 50 mg Tablet (Not on Auto Refill)')).toBeChecked()
    await expect(sam.getByLabel('Amlodipine 5 mg Tablet (Not on Auto Refill)')).toHaveCount(0)
    await sam.getByRole('button', { name: 'Try Again' }).click()
    await expect(page.getByRole('status').filter({ hasText: '1 prescription was added to Auto Refill.' })).toBeVisible()
    await expect(sam.getByText('Auto Refill On')).toHaveCount(3)
    await chooseScenario(page, 'default')
    await resetDemoPharmacy(page, baseURL)
  })

  test('from Refill Settings to 90-Day Supply: join, and add the eligible prescription to the cart', async ({
    page,
    baseURL,
  }) => {
    await resetDemoPharmacy(page, baseURL)
    await signIn(page, DEMO.shopper, '/rx/refill-settings')
    await expect(page.getByText('View and manage your eligible refill programs.')).toBeVisible()
    await page.getByRole('link', { name: 'Manage 90-Day Supply for Sam Shopper' }).click()
    await expect(page).toHaveURL(/\/rx\/ninety-day-supply\?patient=1001$/)
    const sam = page.getByRole('region', { name: 'Sam Shopper' })
    await sam.getByRole('button', { name: 'Join 90-Day Supply for Sam Shopper' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Sam Shopper joined 90-Day Supply.' })).toBeVisible()
    await expect(sam.getByText('Enrolled', { exact: true })).toBeVisible()
    await sam.getByRole('button', { name: 'Add to Cart: Losartan 50 mg Tablet' }).click()
    await expect(sam.getByText('In cart', { exact: true })).toBeVisible()
    await resetDemoPharmacy(page, baseURL)
  })
})
