import type { Page } from '@playwright/test'
import { createAccount, expect, fieldError, signIn, test } from './fixtures.ts'

/**
 * Linking one's own pharmacy record (spec 2 'Link and new-patient flows'). Each test links a fresh account to the
 * seeded record of Nia New (README 'Demo accounts'), so no test waits on another.
 */
async function startLinking(page: Page) {
  const account = await createAccount(page, { prefix: 'link', firstName: 'Nia', lastName: 'New' })
  await signIn(page, account, '/rx/landing-page')
  await page.getByRole('link', { name: 'Link My Pharmacy Account' }).click()
  await expect(page).toHaveURL(/\/rx\/link\/prescription\/lookup$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Enter Your Details' })).toBeVisible()
}

async function findNia(page: Page, rxNumber = '7300001') {
  await page.getByLabel('Prescription Number (Rx#)').fill(rxNumber)
  await page.getByLabel('Pharmacy Phone Number').fill('513-555-0170')
  await page.getByLabel('First Name').fill('Nia')
  await page.getByLabel('Last Name').fill('New')
  await page.getByLabel('Month (MM)').fill('06')
  await page.getByLabel('Day (DD)').fill('15')
  await page.getByLabel('Year (YYYY)').fill('1990')
  await page.getByRole('button', { name: 'Next' }).click()
}

async function answerQuiz(page: Page, answers: { streets: string; cities: string }) {
  await expect(page).toHaveURL(/\/rx\/link\/patient\/verify$/)
  await expect(page.getByText('All fields are required.')).toBeVisible()
  await page
    .getByRole('group', { name: 'Which of these streets have you lived on?' })
    .getByLabel(answers.streets)
    .check()
  await page.getByRole('group', { name: 'Which of these cities have you lived in?' }).getByLabel(answers.cities).check()
  await page.getByRole('button', { name: 'Next' }).click()
}

test.describe('linking my own pharmacy record', () => {
  test('by prescription number and the identity quiz, to my prescriptions', async ({ page }) => {
    await startLinking(page)
    // The form says what is missing before it asks the pharmacy.
    await page.getByRole('button', { name: 'Next' }).click()
    await expect(fieldError(page, 'Prescription Number is required')).toBeVisible()
    // A number the pharmacy does not know for Nia finds nobody.
    await findNia(page, '7399999')
    await expect(page.getByRole('alert').filter({ hasText: 'We could not find a patient who matches' })).toBeVisible()
    await findNia(page)
    await answerQuiz(page, { streets: 'Race Street', cities: 'Cincinnati' })

    await expect(page).toHaveURL(/\/rx\/patient-profile$/)
    await expect(
      page.getByText('Congratulations! You have added Online Prescription Management to your Pharmacy account.'),
    ).toBeVisible()
    await expect(page.getByText('Nia New')).toBeVisible()
    await page.getByRole('link', { name: 'Go to My Prescriptions' }).click()
    await expect(page).toHaveURL(/\/rx\/dashboard$/)
    await expect(page.getByRole('heading', { name: 'Nia New' })).toBeVisible()
  })

  test('a failed quiz ends on the failure page with the support phone', async ({ page }) => {
    await startLinking(page)
    await findNia(page)
    await answerQuiz(page, { streets: 'Elm Street', cities: 'Dayton' })
    await expect(page).toHaveURL(/\/rx\/idm\/failure$/)
    await expect(
      page.getByText(
        'We are sorry. We could not verify your identity at this time. Please contact Customer Support at 1-800-555-0142.',
      ),
    ).toBeVisible()
  })
})
