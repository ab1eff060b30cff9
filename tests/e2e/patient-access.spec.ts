import { chooseScenario, DEMO, DEMO_PHARMACY_LOCK, expect, fieldError, signIn, test } from './fixtures.ts'
import { resetDemoPharmacy } from './wallet-helpers.ts'
import { dateIn } from './access-helpers.ts'

// Sam's pharmacy account is shared: see DEMO_PHARMACY_LOCK.
test.describe.configure({ lock: DEMO_PHARMACY_LOCK })

test.describe('patient access (issue 18)', () => {
  test('grant a request, give it an end date, then remove the access', async ({ page, baseURL }) => {
    await resetDemoPharmacy(page, baseURL)
    await signIn(page, DEMO.shopper, '/rx/patient-access')
    await expect(page.getByRole('heading', { level: 1, name: 'Patient Access' })).toBeVisible()
    const pending = page.getByRole('region', { name: 'Pending Requests' })
    const caregivers = page.getByRole('region', { name: 'Caregivers' })
    await expect(pending.getByText('Rosa Shopper asks to see your prescriptions.')).toBeVisible()
    await expect(caregivers.getByText('Ike Lopez')).toBeVisible()
    await expect(caregivers.getByText('Expired', { exact: true })).toBeVisible()

    await pending.getByRole('button', { name: 'Grant access to Rosa Shopper' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'You gave Rosa Shopper access.' })).toBeVisible()
    await expect(pending.getByText('You have no requests waiting for approval.')).toBeVisible()
    await expect(caregivers.getByText('Rosa Shopper')).toBeVisible()

    await caregivers.getByRole('link', { name: 'Set End Date for Rosa Shopper' }).click()
    await expect(page).toHaveURL(/\/rx\/patient-access\/from-c-2201-1001\/expiry$/)
    const panel = page.getByRole('dialog', { name: 'Access End Date' })
    const today = dateIn(0)
    await panel.getByLabel('Month (MM)').fill(today.month)
    await panel.getByLabel('Day (DD)').fill(today.day)
    await panel.getByLabel('Year (YYYY)').fill(today.year)
    await panel.getByRole('button', { name: 'Save End Date' }).click()
    await expect(fieldError(page, /^Date must be on or after \d\d\/\d\d\/\d{4}$/)).toBeVisible()
    const later = dateIn(30)
    await panel.getByLabel('Month (MM)').fill(later.month)
    await panel.getByLabel('Day (DD)').fill(later.day)
    await panel.getByLabel('Year (YYYY)').fill(later.year)
    await panel.getByRole('button', { name: 'Save End Date' }).click()
    await expect(page).toHaveURL(/\/rx\/patient-access$/)
    const until = `${later.month.padStart(2, '0')}/${later.day.padStart(2, '0')}/${later.year}`
    await expect(caregivers.getByText(`Access until ${until}`)).toHaveCount(1)

    await caregivers.getByRole('link', { name: 'Remove access of Rosa Shopper' }).click()
    const remove = page.getByRole('dialog', { name: 'Remove Access' })
    await expect(remove.getByText('Remove the access between you and Rosa Shopper?')).toBeVisible()
    await remove.getByRole('button', { name: 'Remove' }).click()
    await expect(
      page.getByRole('status').filter({ hasText: 'The access between you and Rosa Shopper was removed.' }),
    ).toBeVisible()
    await expect(caregivers.getByText('Rosa Shopper')).toHaveCount(0)
    await resetDemoPharmacy(page, baseURL)
  })

  test('answer a request and dismiss a notification from the dashboard', async ({ page, baseURL }) => {
    await resetDemoPharmacy(page, baseURL)
    await signIn(page, DEMO.shopper, '/rx/dashboard?patient=1001')
    const notifications = page.getByRole('region', { name: 'Notifications for Sam Shopper' })
    await expect(notifications.getByText('Rosa Shopper has requested access to your prescriptions.')).toBeVisible()
    // The pharmacy fails first: the request stays, with the news.
    await chooseScenario(page, 'relationship-update-error')
    await notifications.getByRole('button', { name: 'Decline the request of Rosa Shopper' }).click()
    await expect(
      page.getByRole('alert').filter({ hasText: 'We could not update patient access. Please try again.' }),
    ).toBeVisible()
    await chooseScenario(page, 'default')
    await notifications.getByRole('button', { name: 'Decline the request of Rosa Shopper' }).click()
    await expect(
      page.getByRole('status').filter({ hasText: 'You declined the request of Rosa Shopper.' }),
    ).toBeVisible()
    await expect(notifications.getByText('Rosa Shopper has requested access to your prescriptions.')).toHaveCount(0)

    const shipped = 'Your order of Omeprazole 20 mg Capsule has shipped.'
    await notifications.getByRole('button', { name: `Dismiss: ${shipped}` }).click()
    await expect(page.getByRole('status').filter({ hasText: 'The notification was dismissed.' })).toBeVisible()
    await expect(page).toHaveURL(/\/rx\/dashboard\?patient=1001$/)
    await expect(notifications.getByText(shipped)).toHaveCount(0)
    await resetDemoPharmacy(page, baseURL)
  })
})
