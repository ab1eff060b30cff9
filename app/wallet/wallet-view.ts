import type { WalletCard } from '#app/upstream/wallet-api.schema.ts'
import type { CardType, WalletAppName } from '#app/upstream/wallet-api.constants.ts'
import { brandImageName } from './card-brands.ts'
import { cardGroupOf, groupCards, isPreferredFor, type CardGroup } from './card-groups.ts'
import { expiryText, isExpired } from './card-expiry.ts'
import { parseBalance, remainingText, type BalanceWords } from './card-balances.ts'
import type { CardBrand } from '#app/upstream/wallet-api.constants.ts'

/** What a card row shows: no payment grams, tokens or vault ids reach the browser. */
/** Spec 3 success titles: shown once on the wallet after a change. */
export type WalletSuccess = 'Card Added!' | 'Card Edited!' | 'Card Deleted!' | 'Card Updated!'
const WALLET_SUCCESSES: readonly WalletSuccess[] = ['Card Added!', 'Card Edited!', 'Card Deleted!', 'Card Updated!']
export const isWalletSuccess = (value: unknown): value is WalletSuccess =>
  WALLET_SUCCESSES.some((title) => title === value)

export type CardView = {
  id: string
  cardType: CardType
  group: CardGroup
  brand: string
  /** Its accessible name: 'Visa ending in 1111'. */
  name: string
  image: string
  lastFour: string
  expiry: string
  expired: boolean
  preferred: boolean
  /** '{amount} Remaining' for gift and EBT cards whose balance is known. */
  balance: string | null
  balanceAmount: number | null
}

/** Gift cards have no brand of their own (`NONE`): they read as gift cards. */
export const GIFT_CARD_LABEL = 'Gift Card'

/** Spec 3 section 7: icons come from {host}/manage-payment/ by brand; the host is this app (decision 0024). */
const CARD_IMAGE_BASE = '/manage-payment'

/** How a page words a card, in its language (`walletMessagesIn`). */
export type CardWords = BalanceWords & {
  giftCard: string
  brand: (brand: CardBrand) => string
  cardName: (brand: string, lastFour: string) => string
  expiry: (month: string, year: string) => string
}

export function cardView(card: WalletCard, appName: WalletAppName, now: Date, words: CardWords): CardView {
  const amount = card.cardType === 'GIFT_CARD' || card.cardType === 'EBT_CARD' ? parseBalance(card.balance) : undefined
  const brand = card.cardType === 'GIFT_CARD' ? words.giftCard : words.brand(card.brand)
  return {
    id: card.id,
    cardType: card.cardType,
    group: cardGroupOf(card),
    brand,
    name: words.cardName(brand, card.lastFourPan),
    image: `${CARD_IMAGE_BASE}/${brandImageName(card)}.svg`,
    lastFour: card.lastFourPan,
    expiry: expiryText(card, words.expiry),
    expired: isExpired(card, now),
    preferred: isPreferredFor(card, appName),
    balance: amount === undefined ? null : remainingText(amount, words),
    balanceAmount: amount ?? null,
  }
}

export type WalletListView = Record<CardGroup, CardView[]>

export function walletListView(
  cards: readonly WalletCard[],
  appName: WalletAppName,
  now: Date,
  words: CardWords,
): WalletListView {
  const grouped = groupCards(cards, appName)
  const view = (group: CardGroup) => grouped[group].map((card) => cardView(card, appName, now, words))
  return { bankCards: view('bankCards'), snapCards: view('snapCards'), giftCards: view('giftCards') }
}
