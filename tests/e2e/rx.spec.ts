import {
  chooseScenario,
  DEMO,
  DEMO_PHARMACY_LOCK,
  expect,
  fieldError,
  pauseClock,
  signIn,
  test,
  waitForHydration,
} from './fixtures.ts'
import { emptyCart, openCart, signInToRx } from './rx-helpers.ts'

// Sam's pharmacy account is shared: see DEMO_PHARMACY_LOCK.
test.describe.configure({ lock: DEMO_PHARMACY_LOCK })

test.describe('pharmacy dashboard', () => {
  test('shows each patient with status counts and notifications, and the patient selector keeps its choice in the URL', async ({
    page,
    jsEnabled,
  }) => {
    await signInToRx(page)
    await expect(page.getByRole('heading', { level: 1, name: 'My Prescriptions' })).toBeVisible()
    await expect(page.getByText('Flu shots are available at your pharmacy. No appointment needed.')).toBeVisible()
    const sam = page.getByRole('region', { name: 'Prescription status for Sam Shopper' })
    await expect(sam.getByRole('heading', { name: 'Pick Up' })).toBeVisible()
    await expect(sam.getByRole('term')).toHaveText('Est Total Cost')
    await expect(sam.getByRole('definition')).toHaveText('$12.50')
    await expect(page.getByText('Atorvastatin 20 mg Tablet is ready for pickup.')).toBeVisible()
    // The first patient is expanded, the others collapsed (Lily and Biscuit have no notifications).
    const noNotifications = page.getByText('There are no notifications for this patient.')
    await expect(noNotifications).toHaveCount(2)
    for (const text of await noNotifications.all()) await expect(text).toBeHidden()

    await waitForHydration(page)
    await page.getByLabel('Viewing Patient').selectOption({ label: 'Biscuit Shopper' })
    if (!jsEnabled) await page.getByRole('button', { name: 'View' }).click()
    await expect(page).toHaveURL(/\/rx\/dashboard\?patient=1003$/)
    // The address changes as the navigation commits, a moment before the page shows Biscuit alone: wait for that.
    await expect(page.getByRole('heading', { name: 'Sam Shopper' })).toHaveCount(0)
    await expect(page.getByText('There are no notifications for this patient.')).toBeVisible()
  })

  test('patient section parts collapse; with JavaScript closing the last open part closes the section', async ({
    page,
    jsEnabled,
  }) => {
    await signInToRx(page)
    await waitForHydration(page)
    const sam = page.locator('details.dashboard-section').first()
    await expect(sam).toHaveAttribute('open', '')
    await sam.locator('summary', { hasText: 'Prescription Status' }).click()
    await expect(sam).toHaveAttribute('open', '')
    await sam.locator('summary', { hasText: 'Notifications' }).click()
    // Without JavaScript each part just closes on its own.
    if (jsEnabled) await expect(sam).not.toHaveAttribute('open')
    else await expect(sam).toHaveAttribute('open', '')
  })

  test('an area that fails says so and the rest of the page still works', async ({ page }) => {
    await signInToRx(page)
    await page.goto('/rx/dashboard?mockScenario=notifications-error')
    await expect(page.getByText('We could not load notifications. Please try again.').first()).toBeVisible()
    await expect(
      page.getByRole('region', { name: 'Prescription status for Sam Shopper' }).getByRole('definition'),
    ).toHaveText('$12.50')
    await page.goto('/rx/dashboard?mockScenario=default')
  })
})

test.describe('status tracker', () => {
  test('groups by status then store, with store cards and pharmacy hours', async ({ page }) => {
    await signInToRx(page, '/rx/tracker')
    await expect(page.getByRole('heading', { level: 1, name: 'Prescription Status Tracker' })).toBeVisible()
    const ready = page.locator('#READY_FOR_PICKUP')
    await expect(ready.getByRole('heading', { name: 'Ready' })).toBeVisible()
    await expect(ready.getByRole('heading', { name: 'Kroger Pharmacy Vine Street' })).toBeVisible()
    await expect(ready.getByRole('heading', { name: 'Kroger Pharmacy Hyde Park' })).toBeVisible()
    await expect(ready.getByText('No Hours Found')).toBeVisible()
    await expect(ready.getByText('(Closed 1:30 PM - 2:00 PM)').first()).toBeVisible()
    await expect(ready.getByRole('link', { name: 'View Store Details' }).first()).toHaveAttribute(
      'href',
      '/stores/grocery/st/city/store-name/014/00352',
    )
    const onHold = page.locator('#ON_HOLD')
    await expect(onHold.getByText('Awaiting Restock')).toBeVisible()
    await expect(onHold.getByText('We expect this medication back in stock within two days.')).toBeVisible()
    await page.getByRole('navigation', { name: 'Tracker sections' }).getByRole('link', { name: 'Shipped' }).click()
    await expect(page).toHaveURL(/#SHIPPED$/)
    await page.goto('/rx/tracker?patientNumber=1003')
    await expect(page.getByText('Carprofen 75 mg Chewable')).toBeVisible()
    await expect(page.getByText('Atorvastatin 20 mg Tablet')).toHaveCount(0)
  })
})

test.describe('refills and the pharmacy cart', () => {
  test('add to cart, the mixed-cart 409, remove and undo', async ({ page }) => {
    await signInToRx(page, '/rx/refills')
    await emptyCart(page)
    await waitForHydration(page)
    const cart = await openCart(page)
    await expect(cart.getByText('Your cart contains 0 items')).toBeVisible()
    await expect(cart.getByRole('link', { name: 'Add Refills' })).toHaveAttribute('href', '/rx/refills')

    await page.getByRole('button', { name: 'Add to Cart: Amlodipine 5 mg Tablet' }).click()
    await expect(page.getByText('Amlodipine 5 mg Tablet was added to your cart.')).toBeVisible()
    await page.getByRole('button', { name: 'Add to Cart: Apoquel 16 mg Tablet' }).click()
    await expect(page.getByText('Apoquel 16 mg Tablet was added to your cart.')).toBeVisible()
    await openCart(page)
    await expect(cart.getByRole('heading', { name: 'Biscuit Shopper' })).toBeVisible()
    await expect(cart.getByText('Estimated Total: $55.99*')).toBeVisible()
    await expect(
      cart.getByText('*The final amount at pickup may change based on insurance co-pays and deductibles.'),
    ).toBeVisible()
    await expect(cart.getByRole('link', { name: 'Check Out' })).toHaveAttribute('href', '/rx/checkout')

    await page.getByRole('button', { name: 'Add to Cart: Simvastatin 40 mg Tablet' }).click()
    await expect(
      page.getByText(
        'You can only add mail order refills or in-store refills to your order, not both. Please remove the item(s) in your cart or finish checking out before adding this refill.',
      ),
    ).toBeVisible()

    await openCart(page)
    await page.getByRole('button', { name: 'Remove Amlodipine 5 mg Tablet' }).click()
    await expect(cart.getByText('Amlodipine 5 mg Tablet was removed from your cart.')).toBeVisible()
    await expect(page).toHaveURL(/removed=7200001%3A1001/)
    await cart.getByRole('button', { name: 'Undo removing Amlodipine 5 mg Tablet' }).click()
    await expect(cart.getByText('was removed from your cart')).toHaveCount(0)
    await expect(page.getByText('In Cart')).toHaveCount(2)

    // The undo offer lasts one page.
    await openCart(page)
    await page.getByRole('button', { name: 'Remove Apoquel 16 mg Tablet' }).click()
    await expect(cart.getByText('Apoquel 16 mg Tablet was removed from your cart.')).toBeVisible()
    await page.goto('/rx/refills')
    await expect(cart.getByText('was removed from your cart')).toHaveCount(0)
  })

  test('search needs three letters and matches drug, prescriber, number and status', async ({ page }) => {
    await signInToRx(page, '/rx/refills')
    const search = page.getByLabel('Search by Rx number, prescriber, drug or status')
    await search.fill('lo')
    await page.getByRole('button', { name: 'Search', exact: true }).click()
    await expect(page).toHaveURL(/q=lo$/)
    await expect(fieldError(page, 'Enter at least the first three letters')).toBeVisible()
    await search.fill('reyes')
    await page.getByRole('button', { name: 'Search', exact: true }).click()
    await expect(page).toHaveURL(/q=reyes/)
    await expect(page.getByRole('heading', { level: 3, name: 'Apoquel 16 mg Tablet' })).toBeVisible()
    await expect(page.getByRole('heading', { level: 3, name: 'Amlodipine 5 mg Tablet' })).toHaveCount(0)
    await expect(page.getByText('Prednisone 10 mg Tablet is not refillable at this time.')).toHaveCount(0)
    await page.goto('/rx/refills?q=prednisone')
    await expect(page.getByText('Prednisone 10 mg Tablet is not refillable at this time.')).toBeVisible()
  })
})

test.describe('the patients a customer acts for (issue 32)', () => {
  test("Theo, who approved Sam's access, has his prescriptions; another account's patient is the spec's 404", async ({
    page,
  }) => {
    await signInToRx(page, '/rx/refills?patient=1004')
    await expect(page.getByLabel('Viewing Patient')).toHaveValue('1004')
    await expect(page.getByRole('heading', { level: 2, name: 'Theo Shopper' })).toBeVisible()
    await expect(page.getByText('Fluticasone 50 mcg Nasal Spray')).toBeVisible()
    await page.goto('/rx/dashboard?patient=1004')
    await expect(
      page.getByText("Theo is now 18. To keep managing Theo's prescriptions, ask Theo to grant you access."),
    ).toBeVisible()
    for (const path of ['/rx/refills?patient=2001', '/rx/tracker?patientNumber=2001', '/rx/comm-prefs?patient=2001']) {
      const response = await page.goto(path)
      expect(response?.status(), path).toBe(404)
      await expect(page.getByText('No patient could be found with patientNumber 2001')).toBeVisible()
      await expect(page.getByText('Sam Shopper')).toHaveCount(0)
    }
  })
})

test.describe('the /rx area', () => {
  test('unknown /rx paths go to the dashboard, and /rx/error offers a way back', async ({ page }) => {
    await signInToRx(page)
    await page.goto('/rx/no-such-page')
    await expect(page).toHaveURL(/\/rx\/dashboard$/)
    await page.goto('/rx/error')
    await expect(page.getByRole('heading', { name: 'Technical Difficulties' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'REFRESH' })).toBeVisible()
    await page.getByRole('link', { name: 'Back to My Prescriptions Home' }).click()
    await expect(page).toHaveURL(/\/rx\/dashboard$/)
  })

  test('a page the pharmacy cannot serve is Technical Difficulties (503) with REFRESH, which loads it once the pharmacy is back', async ({
    page,
  }) => {
    await signInToRx(page)
    // Every pharmacy data call answers 500: pay online cannot know the fills (decision 0034).
    await chooseScenario(page, 'rx-500')
    const response = await page.goto('/rx/tracker/pay-online')
    expect(response?.status()).toBe(503)
    await expect(page.getByRole('heading', { level: 1, name: 'Technical Difficulties' })).toBeVisible()
    await expect(
      page.getByText("We're sorry, our site is having technical difficulties. Please try again."),
    ).toBeVisible()
    // The /rx shell still shows around it.
    await expect(page.locator('.rx-area')).toBeVisible()
    await chooseScenario(page, 'default')
    await page.getByRole('link', { name: 'REFRESH' }).click()
    await expect(page).toHaveURL(/\/rx\/tracker\/pay-online$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Pay Online' })).toBeVisible()
  })

  test('a customer without a pharmacy link is sent to find their record (their customer status)', async ({ page }) => {
    await signIn(page, DEMO.unverified, '/rx/dashboard')
    await expect(page).toHaveURL(/\/rx\/link\/patient\/lookup$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Enter Patient Details' })).toBeVisible()
  })

  test('the server ends a session idle for ten minutes, with or without JavaScript', async ({ page, baseURL }) => {
    await signInToRx(page)
    // The last request of this sign-in, moved 601 s into the past where the server keeps it (mocks only).
    const aged = await page.request.post('/mock/session-clock', {
      form: { idleSeconds: '601' },
      headers: { origin: new URL(baseURL!).origin },
    })
    expect(aged.status()).toBe(204)
    await page.goto('/rx/refills')
    await expect(page).toHaveURL(/\/signin\?redirectUrl=%2Frx%2Fdashboard&errorCode=sessionTimeout$/)
    await expect(page.getByText('You were logged out due to inactivity, please log in and try again')).toBeVisible()
    await page.goto('/rx/landing-page?errorCode=sessionTimeout')
    await expect(page.getByText('You were logged out due to inactivity, please log in and try again')).toBeVisible()
  })

  test('the Session Timeout modal counts down and signs out (controlled clock)', async ({ page, jsEnabled }) => {
    test.skip(!jsEnabled, 'The modal needs JavaScript; the no-JS half is the server-side timeout test.')
    await page.clock.install()
    // The idle count starts when the page does, and moves only with the test.
    await pauseClock(page)
    await signInToRx(page)
    // The modal's code loads after the page (decision 0097); its idle count starts once it is there.
    await expect(page.locator('dialog.session-timeout')).toBeAttached()
    await page.clock.fastForward('08:59')
    await expect(page.getByRole('dialog', { name: 'Session Timeout' })).toBeHidden()
    await page.clock.fastForward('00:02')
    const modal = page.getByRole('dialog', { name: 'Session Timeout' })
    await expect(modal).toBeVisible()
    await expect(modal.getByText(/signed out in 60 seconds/)).toBeVisible()
    await page.clock.runFor('00:05')
    await expect(modal.getByText(/signed out in 55 seconds/)).toBeVisible()
    // Keeping the session closes the modal and restarts the idle clock.
    await modal.getByRole('button', { name: 'Yes, keep me signed in' }).click()
    await expect(modal).toBeHidden()
    await page.clock.fastForward('09:01')
    await expect(modal).toBeVisible()
    await page.clock.runFor('01:01')
    await expect(page).toHaveURL(/\/signin\?redirectUrl=%2Frx%2Fdashboard&errorCode=sessionTimeout$/)
    await expect(page.getByText('You were logged out due to inactivity, please log in and try again')).toBeVisible()
    // axe then opens the pages visited in this context, whose clock this is: let it run again.
    await page.clock.resume()
  })
})
