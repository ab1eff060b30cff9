import { chooseScenario, DEMO_PHARMACY_LOCK, expect, fieldError, holdPosts, test } from './fixtures.ts'
import { verifyAsSam } from './guest-helpers.ts'
import { addFirstCard, resetDemoPharmacy } from './wallet-helpers.ts'

// Sam's pharmacy account is shared: see DEMO_PHARMACY_LOCK.
test.describe.configure({ lock: DEMO_PHARMACY_LOCK })

test.describe('order delivery from a tracker link', () => {
  test('a guest orders a ready prescription delivered, paying with a new card', async ({
    page,
    jsEnabled,
    baseURL,
  }) => {
    await resetDemoPharmacy(page, baseURL)
    await verifyAsSam(page)
    await page.getByRole('link', { name: 'Order Delivery' }).click()
    await expect(page).toHaveURL(/\/rx\/tracker\/order-delivery$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Order Delivery' })).toBeVisible()
    await expect(
      page.getByRole('checkbox', { name: 'Atorvastatin 20 mg Tablet (Rx #6100001) for Sam Shopper: $12.50' }),
    ).toBeChecked()
    const dates = page.getByRole('group', { name: 'Delivery Date' })
    // The first date the store offers is chosen; each shows spec 9's window.
    await expect(dates.getByRole('radio').first()).toBeChecked()
    await expect(dates.getByRole('radio').first()).toHaveAccessibleName(/^\w+day, \w+ \d{1,2}, 2-6 PM$/)
    await expect(page.getByText('Deliveries arrive between 2-6 PM.')).toBeVisible()
    await expect(page.getByRole('region', { name: 'Delivery Address' })).toContainText('1014 Vine St')

    await page.getByRole('button', { name: 'Order Delivery' }).click()
    await expect(fieldError(page, 'Please confirm that someone can sign for the delivery.')).toBeVisible()
    await expect(fieldError(page, 'Please accept the card usage terms to continue.')).toBeVisible()

    // The second date, kept while the wallet is open.
    const second = await dates.getByRole('radio').nth(1).getAttribute('value')
    await dates.getByRole('radio').nth(1).check()
    const number = await addFirstCard(page, jsEnabled, '/rx/tracker/order-delivery')
    await expect(page.getByRole('region', { name: 'Payment Method' })).toContainText(
      `Visa ending in ${number.slice(-4)}`,
    )
    await expect(page.getByRole('group', { name: 'Delivery Date' }).locator(`input[value="${second}"]`)).toBeChecked()

    await page.getByLabel('Someone 18 or older will be there to sign for this delivery.').check()
    // The terms name the button that pays.
    await expect(
      page.getByText(/^By selecting Order Delivery, you authorize the pharmacy to charge the selected card/),
    ).toBeVisible()
    await page.getByLabel('I agree to the card usage terms.').check()
    // While the order is sent, the button says so (spec 2 'submitting'): the post waits until that has been seen.
    const order = jsEnabled ? await holdPosts(page, /\/rx\/tracker\/order-delivery/) : undefined
    await page.getByRole('button', { name: 'Order Delivery' }).click()
    if (order) {
      await expect(page.getByRole('button', { name: 'Submitting...' })).toBeDisabled()
      order.release()
    }
    await expect(page).toHaveURL(/\/rx\/tracker\/order-delivery\/confirmation$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Delivery Ordered' })).toBeVisible()
    await expect(page.getByRole('status').filter({ hasText: 'will arrive on' })).toHaveText(
      /^Your prescriptions from Kroger Pharmacy Vine Street will arrive on \w+day, \w+ \d{1,2}, 2-6 PM\.$/,
    )
    await expect(page.getByText(/^DL\d{8}$/)).toBeVisible()

    // On its way: the tracker shows it under Delivery, and there is nothing left to deliver or pay for.
    await page.getByRole('link', { name: 'Back to Prescription Status' }).click()
    await expect(page.getByRole('region', { name: 'Delivery' })).toContainText('Atorvastatin 20 mg Tablet')
    await expect(page.getByRole('link', { name: 'Order Delivery' })).toHaveCount(0)
    await resetDemoPharmacy(page, baseURL)
  })

  test('with the delivery feature off the page goes to the dashboard', async ({ page }) => {
    await verifyAsSam(page)
    await chooseScenario(page, 'delivery-off')
    await page.goto('/rx/tracker/order-delivery')
    // A guest has no dashboard of their own: the customer gate sends them to sign in from there.
    await expect(page).toHaveURL(/\/signin\?redirectUrl=%2Frx%2Fdashboard$/)
    await chooseScenario(page, 'default')
  })
})
