import type { Page } from '@playwright/test'
import { chooseScenario, DEMO, expect, fieldError, signIn, test } from './fixtures.ts'

/** The order type is a GET choice: sent on change with JavaScript, by 'Update' without. */
async function chooseOrderType(page: Page, label: string, type: string) {
  await page.getByRole('radio', { name: label }).check()
  const update = page.getByRole('button', { name: 'Update' })
  if (await update.isVisible()) await update.click()
  await expect(page).toHaveURL(new RegExp(`[?&]type=${type}(&|$)`))
}

/** The guest patient's details: Robin Hart, born 4 July 1979, as typed. */
async function fillGuest(
  page: Page,
  { lastName, month, day, phone }: { lastName: string; month: string; day: string; phone: string },
) {
  await page.getByLabel('First Name').fill('Robin')
  await page.getByLabel('Last Name').fill(lastName)
  await page.getByLabel('Month (MM)').fill(month)
  await page.getByLabel('Day (DD)').fill(day)
  await page.getByLabel('Year (YYYY)').fill('1979')
  await page.getByLabel('Phone Number', { exact: true }).fill(phone)
}

/** Submits while the pharmacy refuses every request: the spec's message shows and the form stays. */
async function submitRefused(page: Page) {
  await chooseScenario(page, 'transfer-request-error')
  await page.getByRole('button', { name: 'Submit Request' }).click()
  await expect(
    page
      .getByRole('alert')
      .filter({ hasText: 'We were unable to complete your request at this time, please try again.' }),
  ).toBeVisible()
}

async function search(page: Page, label: string, text: string) {
  const box = page.getByRole('searchbox', { name: label })
  await box.fill(text)
  await box.press('Enter')
}

test.describe('transfer prescriptions', () => {
  test('a guest transfers two prescriptions from another chain, found by search', async ({ page }) => {
    await page.goto('/rx/guest/transfer-prescriptions')
    await expect(page.getByRole('heading', { level: 1, name: 'Transfer Prescriptions' })).toBeVisible()
    // Transfer all is the default (spec 2 section 9).
    await expect(page.getByRole('radio', { name: 'Transfer all my prescriptions from another pharmacy' })).toBeChecked()
    await chooseOrderType(page, 'Transfer specific prescriptions from another pharmacy', 'TRANSFER')

    // The request form comes once both pharmacies are settled: nothing typed is lost to a search.
    await expect(
      page.getByText('Find your current pharmacy above, or choose to type it yourself, to continue.'),
    ).toBeVisible()
    await expect(page.getByLabel('First Name')).toHaveCount(0)
    await search(page, 'Search by name, ZIP code or city', 'wa')
    await expect(fieldError(page, 'Enter at least the first three letters')).toBeVisible()
    await search(page, 'Search by name, ZIP code or city', 'walgreens')
    await page.getByRole('link', { name: 'Use This Pharmacy: Walgreens #4411' }).click()
    await expect(page.getByText('Search for your new pharmacy above to continue.')).toBeVisible()
    await search(page, 'Search by ZIP code or city', '45202')
    await expect(page.getByRole('radio', { name: /Kroger Pharmacy Vine Street/ })).toBeChecked()
    await expect(page.getByLabel('Pharmacy Name', { exact: true })).toHaveValue('Walgreens #4411')
    await expect(page.getByLabel('Pharmacy Phone Number', { exact: true })).toHaveValue('513-555-0300')

    // Nothing typed yet: the spec's messages, per field.
    await page.getByRole('button', { name: 'Submit Request' }).click()
    await expect(fieldError(page, 'First Name is required')).toBeVisible()
    await expect(fieldError(page, 'You must enter a month.')).toBeVisible()
    await expect(fieldError(page, 'Medication Name is required')).toBeVisible()
    await expect(fieldError(page, 'Prescription Number is required')).toBeVisible()

    await fillGuest(page, { lastName: 'Hart!', month: '07', day: '04', phone: '513-555-0199' })
    await page.getByLabel('Medication Name 1').fill('Metformin 500 mg')
    await page.getByLabel('Prescription Number 1').fill('123')
    await page.getByRole('button', { name: 'Add Another Prescription' }).click()
    await page.getByLabel('Medication Name 2').fill('Sertraline 50 mg')
    await page.getByLabel('Prescription Number 2').fill('4455667')
    await page.getByRole('button', { name: 'Submit Request' }).click()
    await expect(fieldError(page, 'No special characters allowed.')).toBeVisible()
    await expect(fieldError(page, 'Invalid Prescription Number: Must be between 5 and 8 digits')).toBeVisible()

    await page.getByLabel('Last Name').fill('Hart')
    await page.getByLabel('Prescription Number 1').fill('3344556')
    // A send the server refuses keeps the pharmacy the search filled in, as every other field.
    await submitRefused(page)
    await expect(page.getByLabel('Pharmacy Name', { exact: true })).toHaveValue('Walgreens #4411')
    await expect(page.getByLabel('Pharmacy Phone Number', { exact: true })).toHaveValue('513-555-0300')
    await expect(page.getByLabel('Last Name')).toHaveValue('Hart')
    await chooseScenario(page, 'default')
    await page.getByRole('button', { name: 'Submit Request' }).click()
    await expect(page).toHaveURL(/\/rx\/guest\/transfer-prescriptions\/confirmation$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Request Received' })).toBeVisible()
    await expect(
      page.getByRole('status').filter({ hasText: 'Kroger Pharmacy Vine Street has your request.' }),
    ).toBeVisible()
    await expect(page.getByText(/^TR\d{8}$/)).toBeVisible()
    // Shown once: a reload starts a new request.
    await page.reload()
    await expect(page).toHaveURL(/\/rx\/guest\/transfer-prescriptions$/)
  })

  test('a paper prescription needs the acknowledgement; a failed send keeps the form with the spec message', async ({
    page,
  }) => {
    await page.goto('/rx/guest/transfer-prescriptions?toQuery=Cincinnati')
    await chooseOrderType(page, 'I have a paper prescription', 'PAPER')
    await expect(page.getByRole('heading', { name: 'Your Current Pharmacy' })).toHaveCount(0)
    await page.getByRole('radio', { name: /Kroger Pharmacy Hyde Park/ }).check()
    await fillGuest(page, { lastName: 'Hart', month: '7', day: '4', phone: '5135550199' })
    await page.getByRole('button', { name: 'Submit Request' }).click()
    await expect(fieldError(page, 'Please confirm that you will bring your paper prescription.')).toBeVisible()

    await page.getByLabel('I will bring my paper prescription to the pharmacy.').check()
    await submitRefused(page)
    await expect(page.getByLabel('First Name')).toHaveValue('Robin')
    await expect(page.getByRole('radio', { name: /Kroger Pharmacy Hyde Park/ })).toBeChecked()
    await chooseScenario(page, 'default')
    await page.getByRole('button', { name: 'Submit Request' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Request Received' })).toBeVisible()
  })

  test('a customer asks for a new prescription at a recently used pharmacy; the guest page sends them here', async ({
    page,
  }) => {
    await signIn(page, DEMO.shopper, '/rx/guest/transfer-prescriptions')
    await expect(page).toHaveURL(/\/rx\/transfer-prescriptions$/)
    await chooseOrderType(page, 'My doctor is sending a new prescription', 'NEW')
    const pharmacy = page.getByRole('group', { name: 'Pharmacy' })
    await expect(pharmacy.getByRole('radio').first()).toBeChecked()
    await expect(pharmacy).toContainText('Recently used')
    await page.getByRole('group', { name: 'Patient' }).getByRole('radio', { name: 'Lily Shopper' }).check()
    await page.getByLabel("Doctor's Name").fill('Dr. Ana Ruiz')
    await page.getByLabel("Doctor's Phone Number").fill('513 555 0400')
    await page.getByLabel('Medication Name 1').fill('Amoxicillin 250 mg')
    await page.getByRole('button', { name: 'Submit Request' }).click()
    await expect(page).toHaveURL(/\/rx\/transfer-prescriptions\/confirmation$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Request Received' })).toBeVisible()
    await expect(page.getByText('My doctor is sending a new prescription')).toBeVisible()
  })
})
