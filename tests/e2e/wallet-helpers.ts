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

const ENTRY = {
  'Card Details': /Enter Card Details|Use a different card/,
  'Security Code': /Enter Security Code|Enter it again/,
  'SNAP EBT PIN': /Enter PIN|Enter it again/,
} as const

/**
 * Fills the processor's hosted entry: in its iframe with JavaScript, on its
 * own page (and back) without. Returns the entry block of the screen.
 */
export async function hostedEntry(page: Page, jsEnabled: boolean, block: keyof typeof ENTRY, fill: (scope: Page | FrameLocator) => Promise<void>) {
  const entry = page.getByRole('group', { name: block })
  if (jsEnabled) {
    // Once hydrated the block holds the iframe, or a button to enter the details again.
    const again = entry.getByRole('button', { name: ENTRY[block] })
    await expect(entry.locator('iframe').or(again)).toBeVisible()
    if (await again.isVisible()) await again.click()
    const frame = page.frameLocator('iframe[title="Secure card entry"]')
    await fill(frame)
    await frame.getByRole('button', { name: 'Use These Details' }).click()
  } else {
    const screen = page.url()
    await entry.getByRole('link', { name: ENTRY[block] }).click()
    await fill(page)
    await page.getByRole('button', { name: 'Continue' }).click()
    await expect(page).toHaveURL(new RegExp(`^${new URL(screen).origin}${new URL(screen).pathname}\\?`))
  }
  return entry
}

export const enterCard = (page: Page, jsEnabled: boolean, card: { number: string; cvv: string }) =>
  hostedEntry(page, jsEnabled, 'Card Details', async (scope) => {
    await scope.getByLabel('Card Number').fill(card.number)
    await scope.getByLabel('CVV').fill(card.cvv)
  })

