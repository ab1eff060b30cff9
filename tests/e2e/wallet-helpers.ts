import type { FrameLocator, Page } from '@playwright/test'
import { expect } from './fixtures.ts'

/** A card number with a valid check digit appended (the simulated processor runs the Luhn check). */
export function luhnCard(prefix: string) {
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

/** The names the card-adding helpers press, in the page's language (issue 36). */
export const WALLET_WORDS = {
  en: {
    addCard: 'Add Credit/Debit Card',
    addAddress: 'Add Billing Address',
    address: 'Address',
    city: 'City',
    state: 'State/Province',
    postalCode: 'Postal Code',
    save: 'Save Changes',
    firstName: 'First Name',
    lastName: 'Last Name',
    submit: 'Submit',
    select: 'Select Payment',
    confirm: 'Confirm',
    endingIn: 'ending in',
    cardDetails: 'Card Details',
    enterCard: /Enter Card Details|Use a different card/,
    frame: 'Secure card entry',
  },
  es: {
    addCard: 'Agregar una tarjeta de crédito o débito',
    addAddress: 'Agregar una dirección de facturación',
    address: 'Dirección',
    city: 'Ciudad',
    state: 'Estado o provincia',
    postalCode: 'Código postal',
    save: 'Guardar los cambios',
    firstName: 'Nombre',
    lastName: 'Apellido',
    submit: 'Enviar',
    select: 'Seleccionar el pago',
    confirm: 'Confirmar',
    endingIn: 'que termina en',
    cardDetails: 'Datos de la tarjeta',
    enterCard: /Ingresar los datos de la tarjeta|Usar otra tarjeta/,
    frame: 'Ingreso seguro de la tarjeta',
  },
} as const
type WalletWords = (typeof WALLET_WORDS)[keyof typeof WALLET_WORDS]

const ENTRY = {
  'Card Details': /Enter Card Details|Use a different card/,
  'Security Code': /Enter Security Code|Enter it again/,
  'SNAP EBT PIN': /Enter PIN|Enter it again/,
  'Gift Card Details': /Enter Gift Card Details|Use a different card/,
  'SNAP EBT Card Details': /Enter Card Number|Use a different card/,
} as const
type EntryBlock = keyof typeof ENTRY

/** Opens the processor's hosted entry of a screen's block: its iframe with JavaScript, its own page without. */
export async function openHostedEntry(
  page: Page,
  jsEnabled: boolean,
  block: EntryBlock,
  names: EntryNames = englishEntry(block),
): Promise<Page | FrameLocator> {
  const entry = page.getByRole('group', { name: names.group })
  if (!jsEnabled) {
    await entry.getByRole('link', { name: names.start }).click()
    return page
  }
  // Once hydrated the block holds the iframe, or a button to enter the details again.
  const again = entry.getByRole('button', { name: names.start })
  await expect(entry.locator('iframe').or(again)).toBeVisible()
  if (await again.isVisible()) await again.click()
  return page.frameLocator(`iframe[title="${names.frame}"]`)
}

/** A block's group, its start (or change) control and the frame's title, as the screen names them. */
type EntryNames = { group: string; start: RegExp; frame: string }
const englishEntry = (block: EntryBlock): EntryNames => ({
  group: block,
  start: ENTRY[block],
  frame: 'Secure card entry',
})

/** Gives the signed-in account the demo wallet (mocks only) and shows the page again with its cards. */
export async function giveDemoWallet(page: Page, baseURL: string | undefined) {
  const response = await page.request.post('/mock/demo-wallet', {
    headers: { origin: new URL(baseURL!).origin },
    form: {},
    maxRedirects: 0,
  })
  expect(response.status()).toBe(302)
  await page.reload()
}

export const submitHostedEntry = (scope: Page | FrameLocator, jsEnabled: boolean) =>
  scope.getByRole('button', { name: jsEnabled ? 'Use These Details' : 'Continue' }).click()

/**
 * Fills the processor's hosted entry and hands the result to the screen: in
 * its iframe with JavaScript, on its own page (and back) without. Returns
 * the entry block of the screen.
 */
export async function hostedEntry(
  page: Page,
  jsEnabled: boolean,
  block: EntryBlock,
  fill: (scope: Page | FrameLocator) => Promise<void>,
  names: EntryNames = englishEntry(block),
) {
  const screen = new URL(page.url())
  const scope = await openHostedEntry(page, jsEnabled, block, names)
  await fill(scope)
  await submitHostedEntry(scope, jsEnabled)
  const entry = page.getByRole('group', { name: names.group })
  if (!jsEnabled) await expect(page).toHaveURL(new RegExp(`^${screen.origin}${screen.pathname}\\?`))
  // With JavaScript the frame's answer arrives by message: the card (and a button to change it) or an error.
  else await expect(entry.getByRole('button', { name: names.start }).or(entry.getByRole('alert')).first()).toBeVisible()
  return entry
}

export const enterCard = (
  page: Page,
  jsEnabled: boolean,
  card: { number: string; cvv: string },
  words: WalletWords = WALLET_WORDS.en,
) =>
  hostedEntry(
    page,
    jsEnabled,
    'Card Details',
    async (scope) => {
      // The processor's own page: English in either language (decision 0111).
      await scope.getByLabel('Card Number').fill(card.number)
      await scope.getByLabel('CVV').fill(card.cvv)
    },
    { group: words.cardDetails, start: words.enterCard, frame: words.frame },
  )

export const enterGiftCard = (page: Page, jsEnabled: boolean, card: { number: string; pin: string }) =>
  hostedEntry(page, jsEnabled, 'Gift Card Details', async (scope) => {
    await scope.getByLabel('Card Number').fill(card.number)
    await scope.getByLabel('PIN').fill(card.pin)
  })

/** Types a billing address into the open 'Add Billing Address' screen and saves it; returns the screen. */
export async function saveBillingAddress(
  page: Page,
  address: { line1: string; postalCode: string },
  words: WalletWords = WALLET_WORDS.en,
) {
  const screen = page.getByRole('dialog', { name: words.addAddress })
  await screen.getByLabel(words.address, { exact: true }).fill(address.line1)
  await screen.getByLabel(words.city).fill('Cincinnati')
  await screen.getByLabel(words.state).selectOption('OH')
  await screen.getByLabel(words.postalCode).fill(address.postalCode)
  await screen.getByRole('button', { name: words.save }).click()
  return screen
}

/** Adds a new Visa for Sam Shopper on the open 'Add Credit/Debit Card' screen, billed to an address of the wallet; returns its number. */
export async function addSamsCard(
  page: Page,
  jsEnabled: boolean,
  billedTo: RegExp,
  words: WalletWords = WALLET_WORDS.en,
) {
  const add = page.getByRole('dialog', { name: words.addCard })
  const number = luhnCard(`4000 0012 ${String(Date.now()).slice(-6)}`)
  await enterCard(page, jsEnabled, { number, cvv: '737' }, words)
  await add.getByLabel(words.firstName).fill('Sam')
  await add.getByLabel(words.lastName).fill('Shopper')
  await add.getByRole('radio', { name: billedTo }).check()
  await add.getByRole('button', { name: words.submit }).click()
  return number
}

/**
 * From a page whose Payment Method box has no card (a guest's): the wallet
 * opens on Add Credit/Debit Card, a billing address first, then the card,
 * chosen in Select Payment and confirmed back on the page. Returns its number.
 */
export async function addFirstCard(
  page: Page,
  jsEnabled: boolean,
  pagePath: string,
  // The host page's Payment Method box and the wallet's screens, in the page's language.
  box = { name: 'Payment Method', change: 'Add or Change Payment Method' },
  words: WalletWords = WALLET_WORDS.en,
) {
  await page.getByRole('region', { name: box.name }).getByRole('button', { name: box.change }).click()
  await expect(page).toHaveURL(new RegExp(`${pagePath}/wallet/add-card$`))
  await page.getByRole('dialog', { name: words.addCard }).getByRole('link', { name: words.addAddress }).click()
  await saveBillingAddress(page, { line1: '1200 Elm St', postalCode: '45202' }, words)
  await expect(page).toHaveURL(new RegExp(`${pagePath}/wallet/add-card$`))
  const number = await addSamsCard(page, jsEnabled, /1200 Elm St/, words)
  const select = page.getByRole('dialog', { name: words.select })
  await expect(
    select.getByRole('radio', { name: new RegExp(`^Visa ${words.endingIn} ${number.slice(-4)}`) }),
  ).toBeChecked()
  await select.getByRole('button', { name: words.confirm }).click()
  await expect(page).toHaveURL(new RegExp(`${pagePath}$`))
  return number
}

/** Payments and deliveries cannot be undone: a test that makes one starts from the demo pharmacy as seeded (mocks only). */
export async function resetDemoPharmacy(page: Page, baseURL: string | undefined) {
  const response = await page.request.post('/mock/demo-pharmacy', {
    headers: { origin: new URL(baseURL!).origin },
    form: {},
    maxRedirects: 0,
  })
  expect(response.status()).toBe(302)
}
