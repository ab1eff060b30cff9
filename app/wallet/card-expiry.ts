// A card's expiry (spec 3 sections 2 and 5): pure, no server imports.
import type { WalletCard } from '#app/upstream/wallet-api.schema.ts'

type ExpiryFields = Pick<WalletCard, 'cardType' | 'expirationMonth' | 'expirationYear'>

/** Month 1–12 and a full year, or undefined; a two-digit year is 20YY (spec 5). */
function expiryOf(card: ExpiryFields): { month: number; year: number } | undefined {
  if (card.cardType === 'GIFT_CARD' || card.cardType === 'EBT_CARD') return undefined
  const month = Number(card.expirationMonth?.trim())
  const yearText = card.expirationYear?.trim() ?? ''
  if (!/^\d{2}$|^\d{4}$/.test(yearText) || !Number.isInteger(month) || month < 1 || month > 12) return undefined
  return { month, year: yearText.length === 2 ? 2000 + Number(yearText) : Number(yearText) }
}

/** Spec 2: 'Exp. MM/YY' (a host page may word it in its language); empty for cards without an expiry (gift and EBT). */
export function expiryText(
  card: ExpiryFields,
  words = (month: string, year: string) => `Exp. ${month}/${year}`,
): string {
  const expiry = expiryOf(card)
  if (!expiry) return ''
  return words(String(expiry.month).padStart(2, '0'), String(expiry.year % 100).padStart(2, '0'))
}

/** True when the month/year is before `now`'s month: a card stays valid through the end of its expiry month. */
export function isExpiryBefore(month: number, year: number, now: Date): boolean {
  return year * 12 + (month - 1) < now.getFullYear() * 12 + now.getMonth()
}

/** The server's `expired` flag wins; otherwise the expiry month decides. */
export function isExpired(card: ExpiryFields & Pick<WalletCard, 'expired'>, now: Date): boolean {
  if (card.expired) return true
  const expiry = expiryOf(card)
  return expiry ? isExpiryBefore(expiry.month, expiry.year, now) : false
}
