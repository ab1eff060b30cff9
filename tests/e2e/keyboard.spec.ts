import type { Locator, Page } from '@playwright/test'
import {
  DEMO,
  DEMO_PHARMACY_LOCK,
  createAccount,
  expect,
  fieldError,
  signIn,
  test,
  waitForHydration,
} from './fixtures.ts'
import { resetDemoPharmacy } from './wallet-helpers.ts'

// Sam's pharmacy account is shared: see DEMO_PHARMACY_LOCK.
test.describe.configure({ lock: DEMO_PHARMACY_LOCK })

/**
 * Whether the focused element shows a focus indicator: its own outline or shadow, or, for a control hidden for
 * styling (the health menu's toggle), its label's or the element drawn after it.
 */
async function expectVisibleFocus(page: Page) {
  const shown = await page.evaluate(() => {
    const focused = document.activeElement
    if (!focused || focused === document.body) return 'nothing focused'
    if (focused instanceof HTMLIFrameElement) return 'yes' // the frame's own page draws it
    const isDrawn = (element: Element) => {
      const style = getComputedStyle(element)
      const box = element.getBoundingClientRect()
      return style.opacity !== '0' && box.width > 1 && box.height > 1
    }
    const hasIndicator = (element: Element) => {
      const style = getComputedStyle(element)
      return (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) || style.boxShadow !== 'none'
    }
    const labels = focused instanceof HTMLInputElement ? [...(focused.labels ?? [])] : []
    const candidates = isDrawn(focused) ? [focused] : [...labels, focused.nextElementSibling].filter(Boolean)
    return candidates.some((element) => element && isDrawn(element) && hasIndicator(element))
      ? 'yes'
      : `no indicator on ${focused.outerHTML.slice(0, 120)}`
  })
  expect(shown).toBe('yes')
}

/** Presses Tab until `target` has the focus, checking a focus indicator at every stop; the number of presses. */
async function tabTo(page: Page, target: Locator, max = 60) {
  for (let presses = 1; presses <= max; presses++) {
    await page.keyboard.press('Tab')
    await expectVisibleFocus(page)
    if (await target.evaluate((element) => element === document.activeElement)) return presses
  }
  throw new Error(`${target} not reached in ${max} Tab presses`)
}

test.describe('keyboard only', () => {
  test.skip(
    ({ jsEnabled }) => !jsEnabled,
    'the focus moves under test are the JavaScript ones; without it each step is a page load',
  )

  test('sign in, add a refill, and check out with pickup and pay at store to the order id', async ({
    page,
    baseURL,
  }) => {
    await resetDemoPharmacy(page, baseURL)
    await page.goto('/signin?redirectUrl=%2Frx%2Frefills')
    await waitForHydration(page)
    await tabTo(page, page.getByLabel('Email'))
    await page.keyboard.type(DEMO.shopper.email)
    await tabTo(page, page.getByLabel('Password', { exact: true }))
    await page.keyboard.type(DEMO.shopper.password)
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/rx\/refills$/)
    await waitForHydration(page)

    await tabTo(page, page.getByRole('button', { name: 'Add to Cart: Amlodipine 5 mg Tablet' }))
    await page.keyboard.press('Enter')
    await expect(page.getByText('Amlodipine 5 mg Tablet was added to your cart.')).toBeVisible()
    // The cart is where the next step is: one Tab to its toggle.
    const cart = page.getByRole('complementary', { name: 'Pharmacy Cart' })
    await expect(cart).toBeFocused()
    expect(await tabTo(page, cart.locator('summary'))).toBe(1)
    await page.keyboard.press('Enter')
    await tabTo(page, cart.getByRole('link', { name: 'Check Out' }))
    await page.keyboard.press('Enter')

    await expect(page).toHaveURL(/\/rx\/checkout\/fulfilment$/)
    await expect(page.getByRole('heading', { name: 'Pickup or Delivery' })).toBeFocused()
    // Continue with no pickup date names what is missing, and focus goes to it.
    await tabTo(page, page.getByRole('button', { name: 'Continue' }))
    await page.keyboard.press('Enter')
    const dates = page.getByRole('group', { name: 'Pickup Date' })
    await expect(fieldError(dates, 'Please choose a pickup date.')).toBeVisible()
    await expect(dates).toHaveAttribute('aria-invalid', 'true')
    await expect(dates.getByRole('radio').first()).toBeFocused()
    // Choosing a date refreshes the times and keeps the focus on the date.
    await page.keyboard.press('Space')
    await expect(page).toHaveURL(/date=\d{4}-\d{2}-\d{2}/)
    await expect(page.getByRole('group', { name: 'Pickup Time' })).toBeVisible()
    await expect(dates).not.toHaveAttribute('aria-invalid', 'true')
    await expect(dates.getByRole('radio').first()).toBeFocused()
    await page.keyboard.press('ArrowDown')
    await expect(dates.getByRole('radio').nth(1)).toBeChecked()
    await expect(page).toHaveURL(new RegExp(`date=${await dates.getByRole('radio').nth(1).getAttribute('value')}`))
    await expect(dates.getByRole('radio').nth(1)).toBeFocused()
    const times = page.getByRole('group', { name: 'Pickup Time' }).getByRole('radio')
    await tabTo(page, times.first())
    await page.keyboard.press('Space')
    await tabTo(page, page.getByRole('button', { name: 'Continue' }))
    await page.keyboard.press('Enter')

    await expect(page).toHaveURL(/\/rx\/checkout\/payment$/)
    await expect(page.getByRole('heading', { name: 'Payment', exact: true })).toBeFocused()
    await tabTo(page, page.getByRole('radio', { name: 'Pay Now' }))
    await page.keyboard.press('ArrowDown')
    await expect(page.getByRole('radio', { name: 'Pay at Store' })).toBeChecked()
    await tabTo(page, page.getByRole('button', { name: 'Continue' }))
    await page.keyboard.press('Enter')

    await expect(page).toHaveURL(/\/rx\/checkout\/review$/)
    await tabTo(page, page.getByRole('button', { name: 'Place Order' }))
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/rx\/checkout\/confirmation$/)
    await expect(page.getByRole('heading', { name: 'Confirmation', exact: true })).toBeFocused()
    await expect(page.getByText(/^Order Number: RX\d{8}$/)).toBeVisible()
  })

  test('a wallet panel opens from its link and, closed with Escape, gives the focus back to it', async ({ page }) => {
    const account = await createAccount(page, { prefix: 'keys', firstName: 'Kay', lastName: 'Keys' })
    await signIn(page, account, '/account/wallet')
    const opener = page.getByRole('link', { name: 'Add Credit/Debit Card' })
    await tabTo(page, opener)
    await page.keyboard.press('Enter')
    const panel = page.getByRole('dialog', { name: 'Add Credit/Debit Card' })
    await expect(panel).toBeVisible()
    await expect(panel.locator(':focus')).toHaveCount(1)
    await page.keyboard.press('Escape')
    await expect(page.getByRole('dialog')).toHaveCount(0)
    await expect(opener).toBeFocused()

    // Escape inside the processor's card-entry frame closes the panel too: the frame says so to the page.
    await opener.press('Enter')
    await expect(panel).toBeVisible()
    const frame = panel.frameLocator('iframe')
    // The frame tells the page about Escape once its own script runs: under load that can come after its field shows.
    await expect(frame.locator('html[data-hydrated]')).toBeAttached()
    await frame.getByLabel('Card Number').focus()
    await expect(frame.getByLabel('Card Number')).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(page.getByRole('dialog')).toHaveCount(0)
    await expect(opener).toBeFocused()
  })
})

test.describe('pickup time', () => {
  test.skip(
    ({ jsEnabled }) => !jsEnabled,
    'without JavaScript a new date is a page load, which clears the time already',
  )

  test('choosing another pickup date clears the chosen time (spec 2 section 4)', async ({ page, baseURL }) => {
    await resetDemoPharmacy(page, baseURL)
    await signIn(page, DEMO.shopper, '/rx/refills')
    await page.getByRole('button', { name: 'Add to Cart: Amlodipine 5 mg Tablet' }).click()
    await expect(page.getByText('Amlodipine 5 mg Tablet was added to your cart.')).toBeVisible()
    await page.goto('/rx/checkout/fulfilment')
    await waitForHydration(page)
    const group = page.getByRole('group', { name: 'Pickup Date' })
    // Two whole weekdays ahead (not today) offer the same times, so the time list itself does not change.
    const today = await group.getByRole('radio').first().getAttribute('value')
    const weekdays = group
      .getByRole('radio', { name: /^(Monday|Tuesday|Wednesday|Thursday|Friday),/ })
      .and(page.locator(`:not([value="${today}"])`))
    await weekdays.nth(0).check()
    await page.getByRole('group', { name: 'Pickup Time' }).getByRole('radio', { name: '9:30 AM' }).check()
    await weekdays.nth(1).check()
    await expect(page).toHaveURL(new RegExp(`date=${await weekdays.nth(1).getAttribute('value')}`))
    await expect(page.getByRole('group', { name: 'Pickup Time' }).locator(':checked')).toHaveCount(0)
    await page.getByRole('button', { name: 'Continue' }).click()
    await expect(fieldError(page, 'A selection is required.')).toBeVisible()
    await expect(page).toHaveURL(/\/rx\/checkout\/fulfilment/)
  })
})
