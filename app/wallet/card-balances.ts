// Gift and SNAP EBT balances: read from the wallet's currency text, shown as money (spec 3 sections 4 and 5; pure).
import type { WalletCard } from '#app/upstream/wallet-api.schema.ts'
import type { Language } from '#app/i18n/language.ts'
import { formatMoney } from '#app/ui/format.ts'

/** How a page words a balance: its language's money, and '{amount} Remaining' in it. */
export type BalanceWords = { language: Language; remaining: (amount: string) => string }
const ENGLISH: BalanceWords = { language: 'en', remaining: (amount) => `${amount} Remaining` }

/** Spec 5: currency text such as 'USD 25.00' becomes a number by stripping everything but digits and the decimal point. */
export function parseBalance(text: string | null | undefined): number | undefined {
  const numeric = (text ?? '').replace(/[^\d.]/g, '')
  if (!numeric) return undefined
  const amount = Number(numeric)
  return Number.isFinite(amount) ? amount : undefined
}

/** Spec 4: '{amount} Remaining'. */
export function remainingText(amount: number, words: BalanceWords = ENGLISH): string {
  return words.remaining(formatMoney(amount, words.language))
}

/** Only a known zero blocks: a balance that failed to load ('Balance Error') stays selectable. */
export function hasZeroBalance(card: Pick<WalletCard, 'cardType' | 'balance'>): boolean {
  return card.cardType === 'GIFT_CARD' && parseBalance(card.balance) === 0
}
