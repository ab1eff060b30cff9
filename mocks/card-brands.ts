import type { CardBrand } from '#app/upstream/wallet-api.constants.ts'

// How the simulated processor recognises a card's brand: the store never sees the number, the processor tells it the brand.

/** Inclusive numeric range on the first `digits` digits of the number. */
type PrefixRule = { brand: CardBrand; from: number; to: number; digits: number }
const range = (brand: CardBrand, from: number, to = from): PrefixRule => ({
  brand,
  from,
  to,
  digits: String(from).length,
})

// Discover's co-branded 622126–622925 is listed before UnionPay's 62 so that Discover wins there; the rest of 62 is UnionPay.
const PREFIX_RULES: PrefixRule[] = [
  range('VISA', 4),
  range('MASTERCARD', 51, 55),
  range('MASTERCARD', 2221, 2720),
  range('AMEX', 34),
  range('AMEX', 37),
  range('DISCOVER', 6011),
  range('DISCOVER', 644, 649),
  range('DISCOVER', 65),
  range('DISCOVER', 622126, 622925),
  range('DINERS', 300, 305),
  range('DINERS', 36),
  range('DINERS', 38, 39),
  range('JCB', 3528, 3589),
  range('UNIONPAY', 62),
]

/**
 * Spec 5: brand from the number prefix, digits only. A prefix too short to decide gives 'NONE',
 * except 622…: UnionPay until a sixth digit puts it in Discover's range.
 */
export function detectBrand(cardNumber: string): CardBrand {
  const digits = cardNumber.replace(/\D/g, '')
  const rule = PREFIX_RULES.find(({ from, to, digits: length }) => {
    if (digits.length < length) return false
    const prefix = Number(digits.slice(0, length))
    return prefix >= from && prefix <= to
  })
  return rule?.brand ?? 'NONE'
}
