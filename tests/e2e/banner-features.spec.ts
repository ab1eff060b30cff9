import { bannerUrl, DEMO, DEMO_PHARMACY_LOCK, expect, signInWithForm, test } from './fixtures.ts'

// Sam's pharmacy account is shared: see DEMO_PHARMACY_LOCK.
test.describe.configure({ lock: DEMO_PHARMACY_LOCK })

test.describe("the mail-order banner's pharmacy pages (issue 18, decision 0068)", () => {
  test('the dashboard has quick links and no tracker; auto refill, the loyalty card and offers are not there', async ({
    page,
    baseURL,
  }) => {
    // Only the browser resolves `<key>.localhost`: the sign-in is typed there, and its cookies are that host's.
    await signInWithForm(page, DEMO.shopper, bannerUrl(baseURL, 'ppsrx', '/signin?redirectUrl=%2Frx%2Fdashboard'))
    await expect(page).toHaveURL(/ppsrx\.localhost:\d+\/rx\/dashboard$/)
    const quickLinks = page.getByRole('navigation', { name: 'Quick Links' })
    await expect(quickLinks.getByRole('link', { name: 'Refill Prescriptions' })).toBeVisible()
    await expect(quickLinks.getByRole('link', { name: 'Auto Refill' })).toHaveCount(0)
    await expect(page.getByRole('heading', { name: 'Prescription Status' })).toHaveCount(0)
    await expect(page.getByRole('heading', { name: 'Notifications' }).first()).toBeVisible()
    await expect(page.getByRole('link', { name: 'Never Run Out' })).toHaveCount(0)

    await page.goto(bannerUrl(baseURL, 'ppsrx', '/rx/auto-refills'))
    await expect(page).toHaveURL(/\/rx\/dashboard$/)

    await page.goto(bannerUrl(baseURL, 'ppsrx', '/rx/patient-profile'))
    await expect(page.getByRole('heading', { level: 1, name: 'Patient Profile' })).toBeVisible()
    await expect(page.getByText('Loyalty Card Number')).toHaveCount(0)
    await expect(page.getByRole('heading', { name: 'Offers and News' })).toHaveCount(0)
  })
})
