import { RX_CHECKOUT_WALLET_CONFIG } from '#app/wallet/wallet-config.ts'
import { BRAND_LABELS, expiryText, isExpired, isPreferredFor } from '#app/wallet/wallet-rules.ts'
import { openCheckoutWallet } from './checkout-wallet.server.ts'
import type { RxCustomer } from './rx-customer.server.ts'

/** A card pay now can charge: the wallet's credit and debit cards (spec 3 checkout mode). */
export type PaymentCardOption = { cardId: string; label: string; expiry: string; expired: boolean; isDefault: boolean }

/**
 * The wallet's cards for the pay-now step, or the wallet's message when they
 * did not load (the Payment Method box shows it with Retry). `headers` stores
 * what the wallet renewed (token, payment intent) with the response.
 */
export async function loadPaymentCards(request: Request, customer: RxCustomer) {
  const wallet = await openCheckoutWallet(request, customer)
  const listed = await wallet.attempt('getCards', (api) => api.listCards(RX_CHECKOUT_WALLET_CONFIG.walletConfig))
  const now = new Date()
  const cards: PaymentCardOption[] = listed.ok
    ? listed.value
        .filter((card) => card.cardType === 'CREDIT_CARD' || card.cardType === 'BANK_CARD')
        .map((card) => ({
          cardId: card.id,
          label: `${BRAND_LABELS[card.brand]} ending in ${card.lastFourPan}`,
          expiry: expiryText(card),
          expired: isExpired(card, now),
          isDefault: isPreferredFor(card, RX_CHECKOUT_WALLET_CONFIG.appName),
        }))
    : []
  return { cards, error: listed.ok ? null : listed.message, headers: () => wallet.headers() }
}
