import { chooseScenario, DEMO, DEMO_PHARMACY_LOCK, expect, fieldError, signIn, test } from './fixtures.ts'
import { resetDemoPharmacy } from './wallet-helpers.ts'

// Sam's pharmacy account is shared: see DEMO_PHARMACY_LOCK.
test.describe.configure({ lock: DEMO_PHARMACY_LOCK })

test.describe('the patient profile (issue 18)', () => {
  test('edit an address: the pharmacy refuses a wrong combination, then saves it for that patient only', async ({
    page,
    baseURL,
  }) => {
    await resetDemoPharmacy(page, baseURL)
    await signIn(page, DEMO.shopper, '/rx/patient-profile')
    await expect(page.getByRole('heading', { level: 1, name: 'Patient Profile' })).toBeVisible()
    const sam = page.getByRole('region', { name: 'Sam Shopper' })
    await expect(sam.getByText('513-555-0142')).toBeVisible()
    await expect(sam.getByText('Shared with another patient')).toBeVisible()
    // Its name starts with what it shows (WCAG 2.5.3, issue 32).
    await expect(sam.getByRole('link', { name: 'Add Address for Sam Shopper', exact: true })).toHaveText('Add Address')
    await page.getByRole('link', { name: 'Edit 1014 Vine St for Sam Shopper' }).click()
    await expect(page).toHaveURL(/\/rx\/patient-profile\/addresses\/addr-1\/edit\?patient=1001$/)
    const panel = page.getByRole('dialog', { name: 'Edit Address' })
    await expect(panel.getByLabel('Address', { exact: true })).toHaveValue('1014 Vine St')
    await panel.getByLabel('Address', { exact: true }).fill('1016 Vine St')
    await panel.getByLabel('Zip Code').fill('4520')
    await panel.getByRole('button', { name: 'Save Address' }).click()
    await expect(fieldError(page, 'Invalid postal code')).toBeVisible()
    await chooseScenario(page, 'address-combination')
    await panel.getByLabel('Zip Code').fill('45202')
    await panel.getByRole('button', { name: 'Save Address' }).click()
    await expect(
      panel.getByRole('alert').filter({ hasText: 'Please enter a valid City, State, Postal Code combination.' }),
    ).toBeVisible()
    await chooseScenario(page, 'default')
    await panel.getByRole('button', { name: 'Save Address' }).click()
    await expect(page).toHaveURL(/\/rx\/patient-profile$/)
    await expect(page.getByRole('status').filter({ hasText: 'The address was saved.' })).toBeVisible()
    await expect(sam.getByText('1016 Vine St')).toBeVisible()
    await expect(page.getByRole('region', { name: 'Lily Shopper' }).getByText('1014 Vine St')).toBeVisible()
    await resetDemoPharmacy(page, baseURL)
  })

  test('change the loyalty card to an alternate ID: it shows as both', async ({ page, baseURL }) => {
    await resetDemoPharmacy(page, baseURL)
    await signIn(page, DEMO.shopper, '/rx/patient-profile')
    await page.getByRole('link', { name: 'Change the loyalty card of Sam Shopper' }).click()
    const panel = page.getByRole('dialog', { name: 'Loyalty Card' })
    await expect(panel.getByLabel('Loyalty Card or Alternate ID Number')).toHaveValue('49012345678')
    await panel.getByLabel('Loyalty Card or Alternate ID Number').fill('123-456-789')
    await panel.getByRole('button', { name: 'Save Number' }).click()
    await expect(
      fieldError(page, 'Alternate ID numbers must be 10 digits. Plus card numbers must be between 11 and 13 digits'),
    ).toBeVisible()
    await panel.getByLabel('Loyalty Card or Alternate ID Number').fill('123-456-7890')
    await panel.getByRole('button', { name: 'Save Number' }).click()
    await expect(page).toHaveURL(/\/rx\/patient-profile$/)
    const sam = page.getByRole('region', { name: 'Sam Shopper' })
    await expect(sam.getByText('1234567890')).toHaveCount(2)
    await resetDemoPharmacy(page, baseURL)
  })

  test('change communication preferences: a call needs the phone to call, and a refused save keeps the choices', async ({
    page,
    baseURL,
  }) => {
    await resetDemoPharmacy(page, baseURL)
    await signIn(page, DEMO.shopper, '/rx/patient-profile')
    await page.getByRole('main').getByRole('link', { name: 'Communication Preferences' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Communication Preferences' })).toBeVisible()
    await expect(page.getByLabel('Text message')).toBeChecked()
    await expect(page.getByText('Shipment texts include a tracking link from the carrier.')).toBeVisible()
    // Lily has chosen nothing yet.
    await page.getByLabel('Viewing Patient').selectOption({ label: 'Lily Shopper' })
    await page.getByRole('button', { name: 'Show' }).click()
    await expect(page).toHaveURL(/\/rx\/comm-prefs\?patient=1002$/)
    await expect(page.getByLabel('Text message')).not.toBeChecked()
    await page.getByLabel('Phone call').check()
    await page.getByLabel('Refills coming due').check()
    await page.getByRole('button', { name: 'Save Preferences' }).click()
    await expect(fieldError(page, 'Please choose the phone we should call.')).toBeVisible()
    await expect(page.getByLabel('Phone call')).toBeChecked()
    await expect(page.getByLabel('Refills coming due')).toBeChecked()
    await page.getByRole('group', { name: 'Phone to Call' }).getByLabel('Home phone').check()
    await page.getByRole('button', { name: 'Save Preferences' }).click()
    await expect(
      page.getByRole('status').filter({ hasText: 'Your communication preferences were saved.' }),
    ).toBeVisible()
    await expect(page.getByLabel('Phone call')).toBeChecked()
    await expect(page.getByRole('group', { name: 'Phone to Call' }).getByLabel('Home phone')).toBeChecked()
    await expect(page.getByLabel('Refills coming due')).toBeChecked()
    await resetDemoPharmacy(page, baseURL)
  })
})

test.describe('marketing consent (issue 18)', () => {
  test('accept the offers from the profile, then land on the seamlessRedirectUrl', async ({ page, baseURL }) => {
    await resetDemoPharmacy(page, baseURL)
    await signIn(page, DEMO.shopper, '/rx/patient-profile?seamlessRedirectUrl=%2Frx%2Frefills')
    const offers = page.getByRole('region', { name: 'Offers and News' })
    await expect(
      offers.getByText('Would you like to receive Health and Savings offers and news from your pharmacy?', {
        exact: false,
      }),
    ).toBeVisible()
    await offers.getByRole('link', { name: 'Review Your Choice' }).click()
    await expect(page).toHaveURL(/\/rx\/patient-profile\/marketing\?seamlessRedirectUrl=%2Frx%2Frefills$/)
    await page
      .getByRole('dialog', { name: 'Offers and News' })
      .getByRole('button', { name: 'Yes, Send Me Offers' })
      .click()
    await expect(page).toHaveURL(/\/rx\/refills$/)
    await expect(
      page.getByRole('status').filter({ hasText: 'Thank you: you will receive offers and news.' }),
    ).toBeVisible()
    await page.goto('/rx/patient-profile')
    await expect(offers.getByText('You receive these offers.')).toBeVisible()
    await resetDemoPharmacy(page, baseURL)
  })
})
