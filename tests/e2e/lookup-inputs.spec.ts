import type { Page } from '@playwright/test'
import { createAccount, expect, fieldError, signIn, test, waitForHydration } from './fixtures.ts'

/**
 * The pharmacy's lookup inputs (issue 32, section 2; decisions 0079 and 0080): phones of 10 digits, the example
 * label on every prescription lookup, no pharmacy phone for mail order, and the address of 'Enter Patient Details'.
 */

/** Whose record a lookup finds: the customer's own, a child's, a pet's, another adult's, someone cared for, a managed adult's. */
const LOOKUP_TYPES = ['SELF', 'CHILD', 'PET', 'OTHER_ADULT', 'CAREGIVER', 'MANAGED_ADULT']

/** A customer without a pharmacy link: every lookup is open to them (decision 0062). */
async function signInUnlinked(page: Page) {
  await signIn(page, await createAccount(page, { prefix: 'lookup', firstName: 'Nia', lastName: 'New' }), '/')
}

const phoneInputs = (page: Page) => page.locator('input[type="tel"]')

/** Every phone input of the page holds 10 digits and their dashes, and no more. */
async function expectTenDigitPhones(page: Page, count: number) {
  await expect(phoneInputs(page)).toHaveCount(count)
  for (const input of await phoneInputs(page).all()) {
    await expect(input).toHaveAttribute('maxlength', '12')
    await input.fill('')
    await input.pressSequentially('513-555-01709')
    await expect(input).toHaveValue('513-555-0170')
  }
}

test.describe('prescription lookups', () => {
  test('each shows the example label, and its pharmacy phone takes 10 digits', async ({ page }) => {
    await signInUnlinked(page)
    for (const type of LOOKUP_TYPES) {
      await page.goto(`/rx/link/prescription/lookup?type=${type}`)
      await expect(page.locator('input[name="patientType"]')).toHaveValue(type)
      const label = page.getByRole('img', { name: /^Example prescription label:/ })
      await expect(label).toBeVisible()
      await expect(label).toHaveAccessibleName(/prescription number.*pharmacy phone number/)
      await expectTenDigitPhones(page, 1)
    }
    const src = await page.getByRole('img', { name: /^Example prescription label:/ }).getAttribute('src')
    const image = await page.request.get(src!)
    expect(image.status()).toBe(200)
    expect(image.headers()['content-type']).toContain('image/svg+xml')
  })

  test('mail order asks no pharmacy phone: hidden with JavaScript, ignored without', async ({ page, jsEnabled }) => {
    await signInUnlinked(page)
    await page.goto('/rx/link/prescription/lookup?type=CHILD')
    await waitForHydration(page)
    const phone = page.getByLabel('Pharmacy Phone Number')
    await expect(phone).toBeVisible()
    await page.getByLabel('Mail order').check()
    if (jsEnabled) {
      await expect(phone).toHaveCount(0)
      await page.getByLabel('Filled at a store pharmacy').check()
      await expect(phone).toBeVisible()
      await page.getByLabel('Mail order').check()
      await expect(phone).toHaveCount(0)
    } else {
      // The radio cannot hide it: what it holds is not read for mail order.
      await expect(phone).toBeVisible()
      await phone.fill('513-555')
    }
    await page.getByLabel('Prescription Number (Rx#)').fill('7300101')
    await page.getByLabel('First Name').fill('Milo')
    await page.getByLabel('Last Name').fill('New')
    await page.getByLabel('Month (MM)').fill('03')
    await page.getByLabel('Day (DD)').fill('02')
    await page.getByLabel('Year (YYYY)').fill('2018')
    await page.getByRole('button', { name: 'Next' }).click()
    // Milo's prescription is a store's: as mail order the pharmacy finds nobody, and the phone was no question.
    await expect(page.getByRole('alert').filter({ hasText: 'We could not find a patient who matches' })).toBeVisible()
    await expect(fieldError(page, 'Invalid phone number, must be 10 digits')).toHaveCount(0)
    await expect(page.getByLabel('Mail order')).toBeChecked()
  })
})

test.describe("'Enter Patient Details'", () => {
  test('asks the address and sends it: another ZIP code finds nobody, hers goes on to the quiz', async ({ page }) => {
    await signInUnlinked(page)
    await page.goto('/rx/link/patient/lookup')
    await expect(page.getByRole('heading', { level: 1, name: 'Enter Patient Details' })).toBeVisible()
    for (const section of ['About You', 'Address', 'How to Reach You'])
      await expect(page.getByRole('group', { name: section, exact: true })).toBeVisible()
    await page.getByRole('button', { name: 'Next' }).click()
    for (const message of ['Address is required', 'City is required', 'State is required', 'Zip Code is required'])
      await expect(fieldError(page, message)).toBeVisible()

    await page.getByLabel('First Name').fill('Nia')
    await page.getByLabel('Last Name').fill('New')
    await page.getByLabel('Month (MM)').fill('06')
    await page.getByLabel('Day (DD)').fill('15')
    await page.getByLabel('Year (YYYY)').fill('1990')
    await page.getByLabel('Address', { exact: true }).fill('200 Race St')
    await page.getByLabel('City').fill('Dayton')
    await page.getByLabel('State').selectOption('OH')
    await page.getByLabel('Zip Code').fill('45402')
    await expectTenDigitPhones(page, 1)
    await page.getByLabel('Phone Number (optional)').fill('513-555-0199')
    await page.getByRole('button', { name: 'Next' }).click()
    await expect(page.getByRole('alert').filter({ hasText: 'We could not find a patient who matches' })).toBeVisible()

    await page.getByLabel('City').fill('Cincinnati')
    await page.getByLabel('Zip Code').fill('45202')
    await page.getByRole('button', { name: 'Next' }).click()
    await expect(page).toHaveURL(/\/rx\/link\/patient\/verify$/)
    // A quiz left unanswered counts against her record (decision 0073): it is answered.
    await waitForHydration(page)
    await page
      .getByRole('group', { name: 'Which of these streets have you lived on?' })
      .getByLabel('Race Street')
      .check()
    await page.getByRole('group', { name: 'Which of these cities have you lived in?' }).getByLabel('Cincinnati').check()
    await page.getByRole('button', { name: 'Next' }).click()
    await expect(page).toHaveURL(/\/rx\/link\/prescription\/verify$/)
  })
})

test.describe('phone inputs of the guest pages', () => {
  test('take 10 digits: the input stops there, and 11 digits typed bare are refused', async ({ page }) => {
    await page.goto('/rx/guest-refill')
    await waitForHydration(page)
    await expectTenDigitPhones(page, 2)
    await page.getByLabel('Pharmacy Phone Number').fill('51355501709')
    await page.getByLabel('Prescription Number 1').fill('7200001')
    await page.getByLabel('Your Phone Number').fill('513-555-0142')
    await page.getByRole('button', { name: 'Find Prescriptions' }).click()
    await expect(fieldError(page, 'Please enter a valid 10-digit phone number')).toBeVisible()
    await expect(page.getByLabel('Pharmacy Phone Number')).toHaveAttribute('aria-invalid', 'true')

    await page.goto('/rx/digital-vaccine-record')
    await expectTenDigitPhones(page, 1)
  })
})
