import type { Page } from '@playwright/test'
import { DEMO, createAccount, expect, signIn, test, waitForScripts } from './fixtures.ts'

async function openMyWallet(page: Page, account: { email: string; password: string } = DEMO.shopper) {
  await signIn(page, account, `/signin?redirectUrl=${encodeURIComponent('/account/wallet')}`)
  await expect(page).toHaveURL(/\/account\/wallet$/)
  await expect(page.getByRole('heading', { name: 'Wallet', level: 1 })).toBeVisible()
}

const section = (page: Page, name: string) => page.getByRole('region', { name })

/** A gift card number of 19 digits; ending in 0000 means an empty card in the simulated back office. */
function giftCardNumber(lastFour: string) {
  return `60364900${String(Date.now()).slice(-7)}${lastFour}`
}

test.describe('My Wallet', () => {
  test("lists the shopper's cards by section with expiry, the expired warning and balances", async ({ page }) => {
    await openMyWallet(page)
    const bank = section(page, 'Credit & Debit')
    await expect(bank.getByRole('listitem')).toHaveCount(3)
    const visa = bank.getByRole('listitem').filter({ hasText: 'Visa' })
    await expect(visa).toContainText('*1111')
    await expect(visa).toContainText(/Exp\. 08\/\d\d/)
    await expect(visa).toContainText('★ Preferred')
    const mastercard = bank.getByRole('listitem').filter({ hasText: 'Mastercard' })
    await expect(mastercard).toContainText('Exp. 03/24')
    await expect(mastercard).toContainText('Expired. Please update your payment info.')
    await expect(section(page, 'SNAP EBT').getByRole('listitem')).toContainText('*7788')
    await expect(section(page, 'SNAP EBT')).toContainText('You can only save one SNAP EBT card. To use a different EBT card, delete the current one.')
    const gifts = section(page, 'Gift Card').getByRole('listitem')
    await expect(gifts.filter({ hasText: '*4321' })).toContainText('$25.00 Remaining')
    await expect(gifts.filter({ hasText: '*9876' })).toContainText('$0.00 Remaining')
    await expect(page.getByRole('link', { name: 'Close' })).toHaveAttribute('href', '/account')
  })

  test('make preferred moves the preferred mark and says Card Updated!', async ({ page }) => {
    await openMyWallet(page)
    const bank = section(page, 'Credit & Debit')
    const choosePreferred = async (name: string) => {
      await bank.getByLabel(`Options for ${name}`).click()
      await bank.getByRole('listitem').filter({ hasText: name.split(' ')[0] }).getByRole('button', { name: 'Make Preferred' }).click()
      await expect(page.getByRole('status').filter({ hasText: 'Card Updated!' })).toBeVisible()
    }
    // The shared back office may hold an earlier run's choice: start from the demo's preferred Visa.
    if (!(await bank.getByRole('listitem').first().textContent())?.includes('Visa')) await choosePreferred('Visa ending in 1111')
    await choosePreferred('American Express ending in 0005')
    await expect(bank.getByRole('listitem').first()).toContainText('American Express')
    await expect(bank.getByRole('listitem').first()).toContainText('★ Preferred')
    await expect(bank.getByRole('listitem').filter({ hasText: 'Visa' })).not.toContainText('★ Preferred')
    // Put the shared demo wallet back as it was.
    await choosePreferred('Visa ending in 1111')
    await expect(bank.getByRole('listitem').first()).toContainText('Visa')
  })

  test('add a gift card and a SNAP EBT card, refuse an empty or duplicate gift card, then delete', async ({ page, jsEnabled }) => {
    const account = await createAccount(page, { prefix: 'wallet', firstName: 'Wally', lastName: 'Wallet' })
    await openMyWallet(page, account)
    if (jsEnabled) await waitForScripts(page)
    await expect(section(page, 'Gift Card').getByRole('listitem')).toHaveCount(0)

    await page.getByRole('link', { name: 'Add Gift Card' }).click()
    await expect(page).toHaveURL(/\/account\/wallet\/add-gift-card$/)
    const panel = page.getByRole('dialog', { name: 'Add Gift Card' })
    await expect(panel).toBeVisible()
    await expect(panel).toContainText('Keep your gift card! You will need it for any refunds or additional charges.')
    await panel.getByLabel('Card Number').fill('1234')
    await panel.getByLabel('PIN').fill('12')
    await panel.getByRole('button', { name: 'Submit' }).click()
    await expect(panel.getByText('Card Number must be exactly 19 characters long.')).toBeVisible()
    await expect(panel.getByText('PIN must be exactly 4 characters long.')).toBeVisible()

    await panel.getByLabel('Card Number').fill(giftCardNumber('0000'))
    await panel.getByLabel('PIN').fill('4321')
    await panel.getByRole('button', { name: 'Submit' }).click()
    await expect(panel.getByRole('alert')).toContainText('This gift card has a zero balance and cannot be added.')

    const number = giftCardNumber('2468')
    await panel.getByLabel('Card Number').fill(number)
    if (jsEnabled) await expect(panel.getByLabel('Card Number')).toHaveValue(`${number.slice(0, 10)}-${number.slice(10, 13)}-${number.slice(13, 16)}-${number.slice(16)}`)
    await panel.getByLabel('PIN').fill('4321')
    await panel.getByRole('button', { name: 'Submit' }).click()
    await expect(page).toHaveURL(/\/account\/wallet$/)
    await expect(page.getByRole('status').filter({ hasText: 'Card Added!' })).toBeVisible()
    await expect(section(page, 'Gift Card').getByRole('listitem')).toContainText('*2468')
    await expect(section(page, 'Gift Card').getByRole('listitem')).toContainText('$50.00 Remaining')

    // The same card again is a duplicate (409).
    await page.getByRole('link', { name: 'Add Gift Card' }).click()
    await page.getByLabel('Card Number').fill(number)
    await page.getByLabel('PIN').fill('4321')
    await page.getByRole('button', { name: 'Submit' }).click()
    await expect(page.getByRole('alert')).toContainText('The card you are trying to add is already in your wallet, please add a different card.')
    await page.getByRole('link', { name: 'Back' }).click()

    await page.getByRole('link', { name: 'Add SNAP EBT Card' }).click()
    const snap = page.getByRole('dialog', { name: 'Add SNAP EBT Card' })
    await snap.getByLabel('Card Number').fill('5077 1234')
    await snap.getByRole('button', { name: 'Submit' }).click()
    await expect(snap.getByText('Card Number must be at least 16 characters long and at most 19 characters long.')).toBeVisible()
    await snap.getByLabel('Card Number').fill('5077123456789012')
    await snap.getByRole('button', { name: 'Submit' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Card Added!' })).toBeVisible()
    await expect(section(page, 'SNAP EBT').getByRole('listitem')).toContainText('*9012')
    // One SNAP card at most: the add link gives way to the limit message.
    await expect(page.getByRole('link', { name: 'Add SNAP EBT Card' })).toHaveCount(0)

    const gifts = section(page, 'Gift Card')
    await gifts.getByLabel('Options for Gift Card ending in 2468').click()
    await gifts.getByRole('link', { name: 'Delete' }).click()
    const deleting = page.getByRole('dialog', { name: 'Deleting Payment' })
    await expect(deleting).toContainText('Gift Card ending in 2468')
    await deleting.getByRole('button', { name: 'Delete' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Card Deleted!' })).toBeVisible()
    await expect(gifts.getByRole('listitem')).toHaveCount(0)
  })

  test('a screen is a side panel: Escape and the back button return to the list', async ({ page, jsEnabled }) => {
    await openMyWallet(page)
    await page.getByRole('link', { name: 'Add Gift Card' }).click()
    const panel = page.getByRole('dialog', { name: 'Add Gift Card' })
    await expect(panel).toBeVisible()
    // The page behind stays.
    await expect(page.getByRole('heading', { name: 'Wallet', level: 1 })).toBeVisible()
    if (jsEnabled) {
      await waitForScripts(page)
      // Focus moves into the panel and stays there.
      await expect(panel.locator(':focus')).toHaveCount(1)
      await page.keyboard.press('Shift+Tab')
      await page.keyboard.press('Shift+Tab')
      await expect(panel.locator(':focus')).toHaveCount(1)
      await page.keyboard.press('Escape')
      await expect(page).toHaveURL(/\/account\/wallet$/)
      await expect(panel).toHaveCount(0)
      await page.goBack()
      await expect(page.getByRole('dialog', { name: 'Add Gift Card' })).toBeVisible()
    } else {
      await page.getByRole('link', { name: 'Back' }).click()
      await expect(page).toHaveURL(/\/account\/wallet$/)
      await page.goBack()
      await expect(page.getByRole('dialog', { name: 'Add Gift Card' })).toBeVisible()
    }
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
    await expect(section(page, 'Credit & Debit').getByRole('listitem')).toHaveCount(3)
  })

  test('the hosted card entry reports a bad number and CVV inline, then hands back the card', async ({ page, jsEnabled }) => {
    const account = await createAccount(page, { prefix: 'card', firstName: 'Cora', lastName: 'Card' })
    await openMyWallet(page, account)
    await page.getByRole('link', { name: 'Add Credit/Debit Card' }).click()
    const panel = page.getByRole('dialog', { name: 'Add Credit/Debit Card' })
    await expect(panel).toBeVisible()
    // A new account has no billing address yet; the demo shopper's are used below.
    const entry = await enterCard(page, jsEnabled, { number: '4111 1111 1111 1112', cvv: '123' })
    await expect(entry.getByRole('alert')).toHaveText('Please enter a valid credit or debit card.')
    await enterCard(page, jsEnabled, { number: '4242424242424242', cvv: '12' })
    await expect(panel.getByRole('group', { name: 'Card Details' }).getByRole('alert')).toHaveText('CVV too short.')
    await enterCard(page, jsEnabled, { number: '4242424242424242', cvv: '123' })
    await expect(panel.getByText(/^Visa ending in 4242, Exp\. 01\/\d\d$/)).toBeVisible()
  })

  test('the shopper adds a preferred card with a billing address; an invalid address is refused', async ({ page, jsEnabled }) => {
    await openMyWallet(page)
    await page.getByRole('link', { name: 'Add Credit/Debit Card' }).click()
    const panel = page.getByRole('dialog', { name: 'Add Credit/Debit Card' })
    const lastFour = String(1000 + (Date.now() % 9000))
    await enterCard(page, jsEnabled, { number: luhnCard(`5555 4444 3333 ${lastFour.slice(0, 3)}`), cvv: '321' })
    await expect(panel.getByText(/^Mastercard ending in \d{4}, Exp\. 01\/\d\d$/)).toBeVisible()
    await panel.getByLabel('First Name').fill('Sam')
    await panel.getByLabel('Last Name').fill('Shopper')
    await panel.getByRole('radio', { name: /55 Elm St \*Rear\*/ }).check()
    await panel.getByLabel('Make this my preferred card').check()
    await expect(panel.getByLabel('Save this card to my wallet')).toBeChecked()
    await panel.getByRole('button', { name: 'Submit' }).click()
    await expect(panel.getByText("We're sorry, but your billing address has invalid characters. Please select a new address or edit your currently selected address to continue.").last()).toBeVisible()
    await panel.getByRole('radio', { name: /1014 Vine St/ }).check()
    if (!(await panel.getByLabel('Make this my preferred card').isChecked())) await panel.getByLabel('Make this my preferred card').check()
    await panel.getByRole('button', { name: 'Submit' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Card Added!' })).toBeVisible()
    const bank = section(page, 'Credit & Debit')
    await expect(bank.getByRole('listitem').first()).toContainText('Mastercard')
    await expect(bank.getByRole('listitem').first()).toContainText('★ Preferred')
    // Clean up the shared demo wallet: delete the new card and make the Visa preferred again.
    const added = bank.getByRole('listitem').first()
    await added.getByRole('group').locator('summary').click()
    await added.getByRole('link', { name: 'Delete' }).click()
    await page.getByRole('dialog', { name: 'Deleting Payment' }).getByRole('button', { name: 'Delete' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Card Deleted!' })).toBeVisible()
    await bank.getByLabel('Options for Visa ending in 1111').click()
    await bank.getByRole('listitem').filter({ hasText: 'Visa' }).getByRole('button', { name: 'Make Preferred' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Card Updated!' })).toBeVisible()
  })
})

/** A card number with a valid check digit appended (the simulated processor runs the Luhn check). */
function luhnCard(prefix: string) {
  const digits = prefix.replace(/\D/g, '')
  for (let check = 0; check <= 9; check += 1) {
    const candidate = `${digits}${check}`
    let sum = 0
    for (let index = 0; index < candidate.length; index += 1) {
      let digit = Number(candidate[candidate.length - 1 - index])
      if (index % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2
      sum += digit
    }
    if (sum % 10 === 0) return candidate
  }
  throw new Error('unreachable')
}

/**
 * Types a card into the processor's hosted entry: in its iframe with
 * JavaScript, on its own page (and back) without. Returns the card-entry block.
 */
async function enterCard(page: Page, jsEnabled: boolean, card: { number: string; cvv: string }) {
  const entry = page.getByRole('group', { name: 'Card Details' })
  if (jsEnabled) {
    await waitForScripts(page)
    const frame = page.frameLocator('iframe[title="Secure card entry"]')
    await frame.getByLabel('Card Number').fill(card.number)
    await frame.getByLabel('CVV').fill(card.cvv)
    await frame.getByRole('button', { name: 'Use These Details' }).click()
  } else {
    await entry.getByRole('link', { name: /Enter Card Details|Use a different card/ }).click()
    await expect(page.getByRole('heading', { name: 'Card details' })).toBeVisible()
    await page.getByLabel('Card Number').fill(card.number)
    await page.getByLabel('CVV').fill(card.cvv)
    await page.getByRole('button', { name: 'Continue' }).click()
    await expect(page).toHaveURL(/\/account\/wallet\/add-card\?/)
  }
  return entry
}
