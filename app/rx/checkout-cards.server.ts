import type { UpstreamClient } from '#app/upstream/request.server.ts'
import { fetchSavedCards } from '#app/upstream/rx-api.server.ts'
import { isCardExpired } from './checkout-rules.ts'

/**
 * The cards pay now can charge. Until the wallet lands this is the card
 * service's list; the wallet's selection replaces this module and nothing else
 * in the checkout (issue 4).
 */
export type PaymentCardOption = { cardId: string; label: string; expiry: string; expired: boolean; isDefault: boolean }

const BRAND_NAMES: Record<string, string> = { VISA: 'Visa', MASTERCARD: 'Mastercard', AMEX: 'American Express', DISCOVER: 'Discover' }

export async function loadPaymentCards(client: UpstreamClient, accountNumber: string | null | undefined): Promise<PaymentCardOption[]> {
  if (!accountNumber) return []
  const now = new Date()
  return (await fetchSavedCards(client, accountNumber)).map((card) => ({
    cardId: card.cardId,
    label: `${BRAND_NAMES[card.brand.toUpperCase()] ?? card.brand} ending in ${card.lastFour}`,
    expiry: `Exp. ${card.expirationMonth.padStart(2, '0')}/${card.expirationYear.slice(-2)}`,
    expired: isCardExpired(card, now),
    isDefault: card.default,
  }))
}
