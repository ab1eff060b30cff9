import type { Page } from '@playwright/test'
import {
  chooseScenario,
  createAccount,
  DEMO,
  expect,
  fieldError,
  holdPosts,
  pauseClock,
  signIn,
  test,
  waitForHydration,
} from './fixtures.ts'
import {
  enterCard,
  enterGiftCard,
  giveDemoWallet,
  hostedEntry,
  luhnCard,
  openHostedEntry,
  saveBillingAddress,
  submitHostedEntry,
} from './wallet-helpers.ts'

async function openMyWallet(page: Page, account: { email: string; password: string } = DEMO.shopper) {
  await signIn(page, account, '/account/wallet')
  await expect(page).toHaveURL(/\/account\/wallet$/)
  await expect(page.getByRole('heading', { name: 'Wallet', level: 1 })).toBeVisible()
}

/** A fresh account given the demo wallet (mocks only), so tests that change cards never share them. */
async function openDemoWallet(page: Page, baseURL: string | undefined) {
  const account = await createAccount(page, { prefix: 'wallet', firstName: 'Wally', lastName: 'Wallet' })
  await openMyWallet(page, account)
  await giveDemoWallet(page, baseURL)
  await expect(section(page, 'Credit & Debit').getByRole('listitem')).toHaveCount(3)
  await waitForHydration(page)
}

const section = (page: Page, name: string) => page.getByRole('region', { name })
const bankRow = (page: Page, brand: string) =>
  section(page, 'Credit & Debit').getByRole('listitem').filter({ hasText: brand })

async function rowMenu(page: Page, cardName: string) {
  await page.getByLabel(`Options for ${cardName}`).click()
  return page.getByRole('listitem').filter({ has: page.getByLabel(`Options for ${cardName}`) })
}

/** A gift card number of 19 digits; ending in 0000 means an empty card in the simulated back office. */
function giftCardNumber(lastFour: string) {
  return `60364900${String(Date.now()).slice(-7)}${lastFour}`
}

test.describe('My Wallet', () => {
  test("lists the shopper's cards by section with expiry, the expired warning and balances", async ({ page }) => {
    await openMyWallet(page)
    const visa = bankRow(page, 'Visa').filter({ hasText: '*1111' })
    await expect(visa).toContainText('*1111')
    await expect(visa).toContainText(/Exp\. 08\/\d\d/)
    await expect(visa).toContainText('★ Preferred')
    await expect(bankRow(page, 'Mastercard')).toContainText('Exp. 03/24')
    await expect(bankRow(page, 'Mastercard')).toContainText('Expired. Please update your payment info.')
    await expect(section(page, 'SNAP EBT').getByRole('listitem')).toContainText('*7788')
    await expect(section(page, 'SNAP EBT')).toContainText(
      'You can only save one SNAP EBT card. To use a different EBT card, delete the current one.',
    )
    const gifts = section(page, 'Gift Card').getByRole('listitem')
    await expect(gifts.filter({ hasText: '*4321' })).toContainText('$25.00 Remaining')
    await expect(gifts.filter({ hasText: '*9876' })).toContainText('$0.00 Remaining')
    await expect(page.getByRole('link', { name: 'Close' })).toHaveAttribute('href', '/account')
  })

  test('make preferred moves the preferred mark and says Card Updated!', async ({ page, baseURL }) => {
    await openDemoWallet(page, baseURL)
    const amex = await rowMenu(page, 'American Express ending in 0005')
    await amex.getByRole('button', { name: 'Make Preferred' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Card Updated!' })).toBeVisible()
    const first = section(page, 'Credit & Debit').getByRole('listitem').first()
    await expect(first).toContainText('American Express')
    await expect(first).toContainText('★ Preferred')
    await expect(bankRow(page, 'Visa')).not.toContainText('★ Preferred')
  })

  test('add a gift card and a SNAP EBT card, refuse an empty or duplicate gift card, then delete', async ({
    page,
    jsEnabled,
  }) => {
    const account = await createAccount(page, { prefix: 'wallet', firstName: 'Wally', lastName: 'Wallet' })
    await openMyWallet(page, account)
    await waitForHydration(page)
    await expect(section(page, 'Gift Card').getByRole('listitem')).toHaveCount(0)

    await page.getByRole('link', { name: 'Add Gift Card' }).click()
    await expect(page).toHaveURL(/\/account\/wallet\/add-gift-card$/)
    const panel = page.getByRole('dialog', { name: 'Add Gift Card' })
    await expect(panel).toContainText('Keep your gift card! You will need it for any refunds or additional charges.')
    // The number and PIN go into the processor's hosted entry, which checks them with the spec's messages.
    const hosted = await openHostedEntry(page, jsEnabled, 'Gift Card Details')
    await hosted.getByLabel('Card Number').fill('1234')
    await hosted.getByLabel('PIN').fill('12')
    await submitHostedEntry(hosted, jsEnabled)
    await expect(fieldError(hosted, 'Card Number must be exactly 19 characters long.')).toBeVisible()
    await expect(fieldError(hosted, 'PIN must be exactly 4 characters long.')).toBeVisible()
    const number = giftCardNumber('0000')
    await hosted.getByLabel('Card Number').fill(number)
    if (jsEnabled)
      await expect(hosted.getByLabel('Card Number')).toHaveValue(
        `${number.slice(0, 10)}-${number.slice(10, 13)}-${number.slice(13, 16)}-${number.slice(16)}`,
      )
    await hosted.getByLabel('PIN').fill('4321')
    await submitHostedEntry(hosted, jsEnabled)
    await expect(panel).toContainText('Gift Card ending in 0000')
    await panel.getByRole('button', { name: 'Submit' }).click()
    await expect(panel.getByRole('alert')).toContainText('This gift card has a zero balance and cannot be added.')

    const good = giftCardNumber('2468')
    await enterGiftCard(page, jsEnabled, { number: good, pin: '4321' })
    await expect(panel).toContainText('Gift Card ending in 2468')
    const posted = page.waitForRequest(
      (request) =>
        request.method() === 'POST' && new URL(request.url()).pathname.startsWith('/account/wallet/add-gift-card'),
    )
    await panel.getByRole('button', { name: 'Submit' }).click()
    // Spec 3 section 7: with JavaScript the fraud script's profile rides along and the bot telemetry is in a cookie; without, neither exists.
    expect(new URLSearchParams((await posted).postData() ?? '').has('fraudTransactionId')).toBe(jsEnabled)
    expect((await page.context().cookies()).some((cookie) => cookie.name === 'bot_telemetry')).toBe(jsEnabled)
    await expect(page).toHaveURL(/\/account\/wallet$/)
    await expect(page.getByRole('status').filter({ hasText: 'Card Added!' })).toBeVisible()
    await expect(section(page, 'Gift Card').getByRole('listitem')).toContainText('*2468')
    await expect(section(page, 'Gift Card').getByRole('listitem')).toContainText('$50.00 Remaining')

    // The same card again is a duplicate (409).
    await page.getByRole('link', { name: 'Add Gift Card' }).click()
    await enterGiftCard(page, jsEnabled, { number: good, pin: '4321' })
    await page.getByRole('button', { name: 'Submit' }).click()
    await expect(page.getByRole('alert')).toContainText(
      'The card you are trying to add is already in your wallet, please add a different card.',
    )
    await page.getByRole('link', { name: 'Back' }).click()

    await page.getByRole('link', { name: 'Add SNAP EBT Card' }).click()
    const snap = page.getByRole('dialog', { name: 'Add SNAP EBT Card' })
    const snapEntry = await openHostedEntry(page, jsEnabled, 'SNAP EBT Card Details')
    await snapEntry.getByLabel('Card Number').fill('5077 1234')
    await submitHostedEntry(snapEntry, jsEnabled)
    await expect(
      fieldError(snapEntry, 'Card Number must be at least 16 characters long and at most 19 characters long.'),
    ).toBeVisible()
    await snapEntry.getByLabel('Card Number').fill('5077123456789012')
    await submitHostedEntry(snapEntry, jsEnabled)
    await expect(snap).toContainText('SNAP EBT ending in 9012')
    await snap.getByRole('button', { name: 'Submit' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Card Added!' })).toBeVisible()
    await expect(section(page, 'SNAP EBT').getByRole('listitem')).toContainText('*9012')
    // One SNAP card at most: the add link gives way to the limit message.
    await expect(page.getByRole('link', { name: 'Add SNAP EBT Card' })).toHaveCount(0)

    const gift = await rowMenu(page, 'Gift Card ending in 2468')
    await gift.getByRole('link', { name: 'Delete' }).click()
    const deleting = page.getByRole('dialog', { name: 'Deleting Payment' })
    await expect(deleting).toContainText('Gift Card ending in 2468')
    await deleting.getByRole('button', { name: 'Delete' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Card Deleted!' })).toBeVisible()
    await expect(section(page, 'Gift Card').getByRole('listitem')).toHaveCount(0)
  })

  test("busy buttons read 'Submitting Card' and 'Saving...', the success title clears itself after 5 s, and leaving a form is reported", async ({
    page,
    jsEnabled,
    baseURL,
  }) => {
    test.skip(
      !jsEnabled,
      'Busy labels and the timed clearing are what JavaScript adds; without it the title shows once (the other tests)',
    )
    await page.clock.install()
    await openDemoWallet(page, baseURL)
    // Each post waits until its busy label has been seen.
    const posts = await holdPosts(page, /\/account\/wallet\//)

    await page.getByRole('link', { name: 'Add Gift Card' }).click()
    await enterGiftCard(page, jsEnabled, { number: giftCardNumber('1357'), pin: '4321' })
    const panel = page.getByRole('dialog', { name: 'Add Gift Card' })
    await expect(panel).toContainText('Gift Card ending in 1357')
    await panel.getByRole('button', { name: 'Submit' }).click()
    await expect(panel.getByRole('button', { name: 'Submitting Card' })).toBeVisible()
    // The title's 5 s count from when it shows.
    await pauseClock(page)
    posts.release()
    const added = page.getByRole('status').filter({ hasText: 'Card Added!' })
    await expect(added).toBeVisible()
    await page.clock.fastForward(4_000)
    await expect(added).toBeVisible()
    await page.clock.fastForward(1_500)
    await expect(added).toBeHidden()
    await page.clock.resume()

    await page.goto('/account/wallet/addresses/new?returnTo=%2Faccount%2Fwallet%2Fadd-card')
    const address = await saveBillingAddress(page, { line1: '12 Oak Ave', postalCode: '45202' })
    await expect(address.getByRole('button', { name: 'Saving...' })).toBeVisible()
    posts.release()
    await expect(page).toHaveURL(/\/account\/wallet\/add-card$/)

    // Leaving a form after typing in it reports the field names (spec 3 'form field abandonment'), never what was typed.
    const report = page.waitForRequest(
      (request) => request.method() === 'POST' && new URL(request.url()).pathname === '/wallet/analytics',
    )
    await page.getByRole('dialog', { name: 'Add Credit/Debit Card' }).getByLabel('First Name').fill('Wally')
    await page.getByRole('link', { name: 'Back' }).click()
    const body = (await report).postData() ?? ''
    expect(body).toContain('add card')
    expect(body).toContain('firstName')
    expect(body).not.toContain('Wally')
  })

  test('a screen is a side panel: Escape and the back button return to the list', async ({ page, jsEnabled }) => {
    await openMyWallet(page)
    await page.getByRole('link', { name: 'Add Gift Card' }).click()
    const panel = page.getByRole('dialog', { name: 'Add Gift Card' })
    await expect(panel).toBeVisible()
    // The page behind stays.
    await expect(page.getByRole('heading', { name: 'Wallet', level: 1 })).toBeVisible()
    if (jsEnabled) {
      // The panel opened by a client-side navigation: the page is hydrated. Focus moves into the panel and stays there.
      await expect(panel.locator(':focus')).toHaveCount(1)
      await page.keyboard.press('Shift+Tab')
      await page.keyboard.press('Shift+Tab')
      await expect(panel.locator(':focus')).toHaveCount(1)
      await page.keyboard.press('Escape')
    } else {
      await page.getByRole('link', { name: 'Back' }).click()
    }
    await expect(page).toHaveURL(/\/account\/wallet$/)
    await expect(page.getByRole('dialog')).toHaveCount(0)
    await page.goBack()
    await expect(page.getByRole('dialog', { name: 'Add Gift Card' })).toBeVisible()
    await page.goBack()
    await expect(page).toHaveURL(/\/account\/wallet$/)
    await expect(page.getByRole('dialog')).toHaveCount(0)
  })

  test('a wallet that fails to load says so with Retry', async ({ page }) => {
    await openMyWallet(page)
    await page.goto('/account/wallet?mockScenario=wallet-load-error')
    await expect(page.getByRole('alert')).toContainText('We could not load your payment methods. Please try again.')
    await expect(page.getByRole('link', { name: 'Retry' })).toBeVisible()
    await page.goto('/account/wallet?mockScenario=default')
    await expect(bankRow(page, 'Visa').first()).toBeVisible()
  })

  test('the hosted card entry reports a bad number and CVV inline, then hands back the card', async ({
    page,
    jsEnabled,
  }) => {
    const account = await createAccount(page, { prefix: 'card', firstName: 'Cora', lastName: 'Card' })
    await openMyWallet(page, account)
    await page.getByRole('link', { name: 'Add Credit/Debit Card' }).click()
    const panel = page.getByRole('dialog', { name: 'Add Credit/Debit Card' })
    const entry = await enterCard(page, jsEnabled, { number: '4111 1111 1111 1112', cvv: '123' })
    await expect(entry.getByRole('alert')).toHaveText('Please enter a valid credit or debit card.')
    await enterCard(page, jsEnabled, { number: '4242424242424242', cvv: '12' })
    await expect(entry.getByRole('alert')).toHaveText('CVV too short.')
    await enterCard(page, jsEnabled, { number: '4242424242424242', cvv: '123' })
    await expect(panel.getByText(/^Visa ending in 4242, Exp\. 01\/\d\d$/)).toBeVisible()
  })

  test('without its ready signal in 10 s the card frame gives way to the full secure page', async ({
    page,
    jsEnabled,
  }) => {
    test.skip(
      !jsEnabled,
      'The frame and its time-out exist only with JavaScript; without it the full secure page is the only way (tested above)',
    )
    await page.clock.install()
    const account = await createAccount(page, { prefix: 'card', firstName: 'Cora', lastName: 'Card' })
    await openMyWallet(page, account)
    // The processor's page never answers inside the frame; its 10 s count from when the frame is put in.
    await page.route(/\/mock\/payframe\?.*embedded=1/, () => undefined)
    await pauseClock(page)
    await page.getByRole('link', { name: 'Add Credit/Debit Card' }).click()
    const entry = page
      .getByRole('dialog', { name: 'Add Credit/Debit Card' })
      .getByRole('group', { name: 'Card Details' })
    await expect(entry.locator('iframe')).toBeAttached()
    await page.clock.fastForward(9_000)
    await expect(entry.getByRole('alert')).toHaveCount(0)
    await page.clock.fastForward(1_500)
    await expect(entry.getByRole('alert')).toContainText(
      'The secure card form did not load. Please try again, or continue on the secure card page.',
    )
    await page.clock.resume()
    await page.unroute(/\/mock\/payframe/)
    await entry.getByRole('link', { name: 'Continue on the secure card page' }).click()
    await expect(page.getByRole('heading', { name: 'Card details' })).toBeVisible()
  })

  test('an add the wallet refuses keeps the form: fraud, the most bank cards, a billing-address decline, a time-out', async ({
    page,
    jsEnabled,
    baseURL,
  }) => {
    await openDemoWallet(page, baseURL)
    await page.getByRole('link', { name: 'Add Credit/Debit Card' }).click()
    const panel = page.getByRole('dialog', { name: 'Add Credit/Debit Card' })
    await enterCard(page, jsEnabled, { number: luhnCard(`4000 0012 ${String(Date.now()).slice(-6)}`), cvv: '737' })
    await panel.getByLabel('First Name').fill('Wally')
    await panel.getByLabel('Last Name').fill('Wallet')
    await panel.getByRole('radio', { name: /1014 Vine St/ }).check()
    const refusals = [
      [
        'wallet-fraud',
        "We're sorry, the payment information you entered is invalid. Please contact Customer Service at 1-800-555-0199.",
      ],
      [
        'wallet-max-bank-cards',
        'You have reached the maximum number of credit and debit cards in your wallet. Please delete a card or contact Customer Service at 1-800-555-0199.',
      ],
      [
        'wallet-decline-address',
        'Your card was declined because the billing address does not match the card. Please check the billing address and try again.',
      ],
    ] as const
    for (const [scenario, message] of refusals) {
      await chooseScenario(page, scenario)
      await panel.getByRole('button', { name: 'Submit' }).click()
      await expect(panel.getByRole('alert').first()).toHaveText(message)
      await expect(panel.getByLabel('First Name')).toHaveValue('Wally')
    }
    // The wallet does not answer: after the request time-out the spec's technical-difficulties text, with My Wallet's number.
    await chooseScenario(page, 'wallet-timeout')
    await panel.getByRole('button', { name: 'Submit' }).click()
    await expect(panel.getByRole('alert').first()).toHaveText(
      "We're sorry, we are currently experiencing technical difficulties. Please try again. If the problem persists, please contact Customer Service at 1-800-555-0140.",
    )
  })

  test('add a preferred card with a billing address; an invalid address and a decline are refused', async ({
    page,
    jsEnabled,
    baseURL,
  }) => {
    await openDemoWallet(page, baseURL)
    await page.getByRole('link', { name: 'Add Credit/Debit Card' }).click()
    const panel = page.getByRole('dialog', { name: 'Add Credit/Debit Card' })
    await enterCard(page, jsEnabled, { number: luhnCard('5555 4444 3333 222'), cvv: '321' })
    await expect(panel.getByText(/^Mastercard ending in \d{4}, Exp\. 01\/\d\d$/)).toBeVisible()
    await panel.getByLabel('First Name').fill('Wally')
    await panel.getByLabel('Last Name').fill('Wallet')
    await panel.getByRole('radio', { name: /55 Elm St \*Rear\*/ }).check()
    await panel.getByLabel('Make this my preferred card').check()
    await expect(panel.getByLabel('Save this card to my wallet')).toBeChecked()
    await panel.getByRole('button', { name: 'Submit' }).click()
    await expect(panel.locator('.field-errors')).toContainText(
      "We're sorry, but your billing address has invalid characters. Please select a new address or edit your currently selected address to continue.",
    )
    await panel.getByRole('radio', { name: /1014 Vine St/ }).check()
    await panel.getByLabel('Make this my preferred card').check()

    // The issuer declines (scenario); the form stays, with the card, for another try.
    await chooseScenario(page, 'wallet-decline-issuer')
    await panel.getByRole('button', { name: 'Submit' }).click()
    await expect(panel.getByRole('alert').first()).toContainText(
      'Your card was declined by the card issuer. Please use a different card or contact your card issuer.',
    )
    await chooseScenario(page, 'default')
    await panel.getByRole('button', { name: 'Submit' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Card Added!' })).toBeVisible()
    const first = section(page, 'Credit & Debit').getByRole('listitem').first()
    await expect(first).toContainText('Mastercard')
    await expect(first).toContainText('★ Preferred')
    await expect(section(page, 'Credit & Debit').getByRole('listitem')).toHaveCount(4)
  })

  test("edit an expired card's expiry and billing address, with a new address and the CVV", async ({
    page,
    jsEnabled,
    baseURL,
  }) => {
    await openDemoWallet(page, baseURL)
    const mastercard = await rowMenu(page, 'Mastercard ending in 4444')
    await mastercard.getByRole('link', { name: 'Edit' }).click()
    const panel = page.getByRole('dialog', { name: 'Edit Credit/Debit Card' })
    await expect(panel).toContainText('Expired. Please update your payment info.')
    await expect(panel.getByLabel('Expiration Month')).toHaveValue('03')

    // A new billing address first: the address screen comes back here.
    await panel.getByRole('link', { name: 'Add Billing Address' }).click()
    const address = await saveBillingAddress(page, { line1: '500 Main St', postalCode: '4520' })
    await expect(fieldError(address, 'Please enter a valid postal code.')).toBeVisible()
    await address.getByLabel('Postal Code').fill('45202-1234')
    await address.getByRole('button', { name: 'Save Changes' }).click()
    await expect(panel).toBeVisible()

    await panel.getByLabel('Expiration Month').fill('3')
    await panel.getByLabel('Expiration Year').fill('2024')
    await panel.getByRole('radio', { name: /500 Main St/ }).check()
    await panel.getByRole('button', { name: 'Save Changes' }).click()
    await expect(fieldError(panel, 'Expiration Month needs to be in a 2-digit format. (ex: 06).')).toBeVisible()
    await panel.getByLabel('Expiration Month').fill('03')
    await panel.getByRole('button', { name: 'Save Changes' }).click()
    await expect(fieldError(panel, 'Expiration Date must be after the current date.')).toBeVisible()

    const year = String(new Date().getFullYear() + 2)
    await hostedEntry(page, jsEnabled, 'Security Code', async (scope) => scope.getByLabel('CVV').fill('456'))
    await panel.getByLabel('Expiration Month').fill('09')
    await panel.getByLabel('Expiration Year').fill(year)
    await panel.getByRole('radio', { name: /500 Main St/ }).check()
    await panel.getByRole('button', { name: 'Save Changes' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Card Edited!' })).toBeVisible()
    await expect(bankRow(page, 'Mastercard')).toContainText(`Exp. 09/${year.slice(-2)}`)
    await expect(bankRow(page, 'Mastercard')).not.toContainText('Expired.')
  })

  test('check the SNAP EBT balance with the PIN in the hosted entry; a wrong PIN is refused', async ({
    page,
    jsEnabled,
    baseURL,
  }) => {
    await openDemoWallet(page, baseURL)
    await section(page, 'SNAP EBT').getByRole('link', { name: 'Check Balance' }).click()
    const panel = page.getByRole('dialog', { name: 'Check Balance' })
    await hostedEntry(page, jsEnabled, 'SNAP EBT PIN', async (scope) => scope.getByLabel('PIN').fill('9999'))
    await panel.getByRole('button', { name: 'Check Balance' }).click()
    await expect(page.getByRole('dialog', { name: 'Check Balance' }).getByRole('alert')).toContainText(
      'Invalid PIN, please try again.',
    )
    await hostedEntry(page, jsEnabled, 'SNAP EBT PIN', async (scope) => scope.getByLabel('PIN').fill('1234'))
    await page.getByRole('dialog', { name: 'Check Balance' }).getByRole('button', { name: 'Check Balance' }).click()
    await expect(page).toHaveURL(/\/account\/wallet$/)
    await expect(section(page, 'SNAP EBT').getByRole('listitem')).toContainText('$42.17 Remaining')
  })
})
