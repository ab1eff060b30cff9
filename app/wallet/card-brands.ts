// A card's brand name and icon (spec 3 section 7; pure, no server imports).
import type { WalletCard } from '#app/upstream/wallet-api.schema.ts'
import type { CardBrand } from '#app/upstream/wallet-api.constants.ts'

/** Spec 7: the icon names under {host}/manage-payment/. */
type CardImageName = 'ach' | 'amex' | 'discover' | 'kpf' | 'mastercard' | 'visa' | 'ebt' | 'giftcard' | 'default'

const BRAND_IMAGES: Partial<Record<CardBrand, CardImageName>> = {
  VISA: 'visa',
  MASTERCARD: 'mastercard',
  AMEX: 'amex',
  DISCOVER: 'discover',
  EBT: 'ebt',
}

/** Card type first (gift and EBT cards have their own icon whatever the brand), then brand; 'ach' and 'kpf' are not derived. */
export function brandImageName(card: Pick<WalletCard, 'cardType' | 'brand'>): CardImageName {
  if (card.cardType === 'GIFT_CARD') return 'giftcard'
  if (card.cardType === 'EBT_CARD') return 'ebt'
  return BRAND_IMAGES[card.brand] ?? 'default'
}
