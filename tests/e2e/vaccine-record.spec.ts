import { chooseScenario, expect, test, waitForHydration } from './fixtures.ts'

test.describe('digital vaccine record (issue 19)', () => {
  test('ask for the text message, open its link, verify, and view the record', async ({ page }) => {
    await page.goto('/rx/digital-vaccine-record')
    await waitForHydration(page)
    await expect(page.getByRole('heading', { level: 1, name: 'Digital Vaccine Record' })).toBeVisible()
    await page.getByLabel('First Name').fill('Sam')
    await page.getByLabel('Last Name').fill('Shopper')
    const birthDate = async () => {
      await page.getByLabel('Month (MM)').fill('03')
      await page.getByLabel('Day (DD)').fill('12')
      await page.getByLabel('Year (YYYY)').fill('1984')
    }
    await birthDate()
    await page.getByLabel('Mobile Phone Number').fill('513-555-0142')
    await page.getByRole('button', { name: 'Send Text Message' }).click()
    await expect(page.getByText('We sent a text message with a secure link.', { exact: false })).toBeVisible()

    // The text message, in the simulated inbox: its link leaves the address clean.
    await page.goto('/mock/inbox?email=513-555-0142')
    await page.getByRole('link', { name: 'Open link' }).first().click()
    await expect(page).toHaveURL(/\/rx\/digital-vaccine-record\/verify$/)
    await waitForHydration(page)
    await expect(page.getByRole('heading', { level: 1, name: 'Verify Your Identity' })).toBeVisible()
    await birthDate()
    await page.getByLabel('Mobile Phone Number').fill('513-555-0000')
    await page.getByRole('button', { name: 'View Record' }).click()
    await expect(
      page.getByText('The patient date of birth or phone number is incorrect. Please try again.'),
    ).toBeVisible()
    await page.getByLabel('Mobile Phone Number').fill('513-555-0142')
    await page.getByRole('button', { name: 'View Record' }).click()

    await expect(page).toHaveURL(/\/rx\/digital-vaccine-record\/result$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Digital Vaccine Record' })).toBeVisible()
    await expect(page.getByText('Sam Shopper')).toBeVisible()
    await expect(page.getByRole('heading', { level: 3, name: 'Tdap' })).toBeVisible()
    await expect(page.getByRole('img', { name: 'SMART Health Card QR code for Sam Shopper' })).toBeVisible()

    // The access runs out: back to ask again, in the spec's words.
    await chooseScenario(page, 'dvr-expired')
    await page.reload()
    await expect(page).toHaveURL(/\/rx\/digital-vaccine-record\?errorCode=expired$/)
    await expect(
      page.getByText('Access to your Digitial Vaccine Record has expired. Please request another text message.'),
    ).toBeVisible()
    await chooseScenario(page, 'default')
  })
})
