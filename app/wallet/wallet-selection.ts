// Which cards are chosen at checkout, and the add-card save options (spec 3 section 4; pure, for the flyout and the server).
import type { WalletCard } from '#app/upstream/wallet-api.schema.ts'
import type { WalletAppName } from '#app/upstream/wallet-api.constants.ts'
import { hasZeroBalance, parseBalance } from './card-balances.ts'
import { isExpired } from './card-expiry.ts'
import { cardGroupOf, isPreferredFor } from './card-groups.ts'
import { WALLET_LIMITS } from './wallet-limits.ts'

export type Selection = { bankCardId: string | null; snapCardIds: string[]; giftCardIds: string[] }
export const EMPTY_SELECTION: Selection = { bankCardId: null, snapCardIds: [], giftCardIds: [] }

export type SelectionContext = { orderTotal?: number; snapTotal?: number; isMyWallet: boolean; now: Date }
type Selectability = { selectable: boolean; reason?: 'expired' | 'zeroBalance' | 'totalMet' }

const cents = (amount: number) => Math.round(amount * 100)

function isSelected(selection: Selection, card: Pick<WalletCard, 'id' | 'cardType'>): boolean {
  const group = cardGroupOf(card)
  if (group === 'bankCards') return selection.bankCardId === card.id
  return (group === 'snapCards' ? selection.snapCardIds : selection.giftCardIds).includes(card.id)
}

/** Spec 4: selected gift balances plus the SNAP payment total meet the order total (never in My Wallet). Compared in cents. */
export function totalCovered(cards: readonly WalletCard[], selection: Selection, ctx: SelectionContext): boolean {
  if (ctx.isMyWallet || ctx.orderTotal === undefined) return false
  const giftTotal = cards
    .filter((card) => card.cardType === 'GIFT_CARD' && selection.giftCardIds.includes(card.id))
    .reduce((sum, card) => sum + cents(parseBalance(card.balance) ?? 0), 0)
  return giftTotal + cents(ctx.snapTotal ?? 0) >= cents(ctx.orderTotal)
}

export function selectability(
  card: WalletCard,
  cards: readonly WalletCard[],
  selection: Selection,
  ctx: SelectionContext,
): Selectability {
  if (ctx.isMyWallet) return { selectable: false }
  if (isExpired(card, ctx.now)) return { selectable: false, reason: 'expired' }
  if (hasZeroBalance(card)) return { selectable: false, reason: 'zeroBalance' }
  if (cardGroupOf(card) !== 'bankCards' && !isSelected(selection, card) && totalCovered(cards, selection, ctx)) {
    return { selectable: false, reason: 'totalMet' }
  }
  return { selectable: true }
}

/** Bank cards are a radio (replace); SNAP and gift cards are checkboxes (toggle). Unselecting is always allowed. */
export function toggleCard(
  selection: Selection,
  card: WalletCard,
  cards: readonly WalletCard[],
  ctx: SelectionContext,
): Selection {
  if (ctx.isMyWallet) return selection
  const group = cardGroupOf(card)
  const selected = isSelected(selection, card)
  if (group === 'bankCards') {
    if (selected || !selectability(card, cards, selection, ctx).selectable) return selection
    return { ...selection, bankCardId: card.id }
  }
  const key = group === 'snapCards' ? 'snapCardIds' : 'giftCardIds'
  if (selected) return { ...selection, [key]: selection[key].filter((id) => id !== card.id) }
  if (!selectability(card, cards, selection, ctx).selectable) return selection
  if (group === 'giftCards' && selection.giftCardIds.length >= WALLET_LIMITS.maxGiftCards) return selection
  return { ...selection, [key]: [...selection[key], card.id] }
}

/**
 * Spec 4 'On load': the app's preferred bank card (an expired one only when forced), else the first
 * non-expired bank card; plus the first non-expired EBT card. No gift card is chosen.
 */
export function defaultSelection(
  cards: readonly WalletCard[],
  appName: WalletAppName,
  now: Date,
  { forceExpiredDefault = false }: { forceExpiredDefault?: boolean } = {},
): Selection {
  const bankCards = cards.filter((card) => cardGroupOf(card) === 'bankCards')
  const preferred = bankCards.find((card) => isPreferredFor(card, appName))
  const bankCard =
    preferred && (forceExpiredDefault || !isExpired(preferred, now))
      ? preferred
      : bankCards.find((card) => !isExpired(card, now))
  const snapCard = cards.find((card) => cardGroupOf(card) === 'snapCards' && !isExpired(card, now))
  return { bankCardId: bankCard?.id ?? null, snapCardIds: snapCard ? [snapCard.id] : [], giftCardIds: [] }
}

const sameIds = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((id) => b.includes(id))

/** Spec 4: changes are detected by comparing counts and ids (order does not matter). */
export function selectionChanged(a: Selection, b: Selection): boolean {
  return (
    a.bankCardId !== b.bankCardId || !sameIds(a.snapCardIds, b.snapCardIds) || !sameIds(a.giftCardIds, b.giftCardIds)
  )
}

/** Spec 4: confirming at checkout requires a bank card. */
export function canConfirm(selection: Selection): boolean {
  return selection.bankCardId !== null
}

type SaveOptions = { save: boolean; preferred: boolean }
export const DEFAULT_SAVE_OPTIONS: SaveOptions = { save: true, preferred: false }

/** Spec 4: choosing preferred forces save on; unchecking save clears preferred. */
export function applySaveOptions(options: SaveOptions, changed: 'save' | 'preferred'): SaveOptions {
  if (changed === 'preferred' && options.preferred) return { save: true, preferred: true }
  if (changed === 'save' && !options.save) return { save: false, preferred: false }
  return { ...options }
}
