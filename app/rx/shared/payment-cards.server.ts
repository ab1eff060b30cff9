import { expiryText, isExpired } from '#app/wallet/card-expiry.ts'
import { isPreferredFor } from '#app/wallet/card-groups.ts'
import type { Wallet } from '#app/wallet/wallet.server.ts'
import { BRAND_LABELS } from '#app/wallet/wallet-texts.ts'

/** A card pay now can charge: the wallet's credit and debit cards (spec 3 checkout mode). */
export type PaymentCardOption = { cardId: string; label: string; expiry: string; expired: boolean; isDefault: boolean }

/**
 * The wallet's cards for a page that pays with one (checkout, pay online,
 * delivery), or the wallet's message when they did not load (the Payment
 * Method box shows it with Retry). What the wallet renewed (token, payment
 * intent) the page's response stores with its own cookies.
 */
export async function loadPaymentCards(wallet: Wallet) {
  const { appName, walletConfig } = wallet.config
  // Named as the wallet names them, in the request's language.
  const { cardName, expiry } = wallet.says
  const listed = await wallet.attempt('getCards', (api) => api.listCards(walletConfig))
  const now = new Date()
  const cards: PaymentCardOption[] = listed.ok
    ? listed.value
        .filter((card) => card.cardType === 'CREDIT_CARD' || card.cardType === 'BANK_CARD')
        .map((card) => ({
          cardId: card.id,
          label: cardName(BRAND_LABELS[card.brand], card.lastFourPan),
          expiry: expiryText(card, expiry),
          expired: isExpired(card, now),
          isDefault: isPreferredFor(card, appName),
        }))
    : []
  return { cards, error: listed.ok ? null : listed.message }
}

/**
 * The card a page pays with: the one chosen in the wallet (even an expired
 * one, which the box offers to edit), else one saved earlier, else the
 * wallet's default (spec 3 'On load': the app's preferred card, or the first
 * that has not expired). Removed (null) means none.
 */
export function cardInUse(cards: PaymentCardOption[], chosen: string | null | undefined, saved?: string) {
  if (chosen === null) return undefined
  const id = chosen ?? saved
  const usable = cards.filter((card) => !card.expired)
  return (
    (id ? cards.find((card) => card.cardId === id) : undefined) ??
    (chosen ? undefined : (usable.find((card) => card.isDefault) ?? usable[0]))
  )
}
