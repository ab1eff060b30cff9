// Card groups, preference and how many cards of each the wallet takes (spec 3 sections 4 to 6; pure, no server imports).
import type { WalletCard } from '#app/upstream/wallet-api.schema.ts'
import type { CardType, WalletAppName } from '#app/upstream/wallet-api.constants.ts'
import { WALLET_LIMITS } from './wallet-limits.ts'

export type CardGroup = 'bankCards' | 'snapCards' | 'giftCards'
type GroupedCards = Record<CardGroup, WalletCard[]>

/** Spec 6: the preferred-card flag defaults to the click-list application. */
export const DEFAULT_PREFERRED_APP: WalletAppName = 'CLICKLIST'

const GROUP_OF: Record<CardType, CardGroup> = {
  BANK_CARD: 'bankCards',
  CREDIT_CARD: 'bankCards',
  EBT_CARD: 'snapCards',
  GIFT_CARD: 'giftCards',
}

export function cardGroupOf(card: Pick<WalletCard, 'cardType'>): CardGroup {
  return GROUP_OF[card.cardType]
}

/** A card is preferred when the current app is listed (the `default` flag is not per app). */
export function isPreferredFor(card: Pick<WalletCard, 'defaultApplications'>, appName: WalletAppName): boolean {
  return card.defaultApplications.includes(appName)
}

/** Keeps the server's order, except that bank cards preferred for the app move to the front (spec 4). */
export function groupCards(cards: readonly WalletCard[], appName: WalletAppName = DEFAULT_PREFERRED_APP): GroupedCards {
  const groups: GroupedCards = { bankCards: [], snapCards: [], giftCards: [] }
  for (const card of cards) groups[cardGroupOf(card)].push(card)
  groups.bankCards = [
    ...groups.bankCards.filter((card) => isPreferredFor(card, appName)),
    ...groups.bankCards.filter((card) => !isPreferredFor(card, appName)),
  ]
  return groups
}

const countOf = (cards: readonly WalletCard[], group: CardGroup) =>
  cards.filter((card) => cardGroupOf(card) === group).length

export function canAddSnapCard(cards: readonly WalletCard[]): boolean {
  return countOf(cards, 'snapCards') < WALLET_LIMITS.maxSnapCards
}

export function canAddGiftCard(cards: readonly WalletCard[]): boolean {
  return countOf(cards, 'giftCards') < WALLET_LIMITS.maxGiftCards
}

/** Spec 5: at checkout a SNAP or gift card needs a backup credit or debit card first (any saved one counts). */
export function needsBackupBankCard(cards: readonly WalletCard[], isMyWallet: boolean): boolean {
  return !isMyWallet && countOf(cards, 'bankCards') === 0
}
