import type { CartItem, Patient, Prescription } from '#app/upstream/rx-api.schema.ts'
import type { Language } from '#app/i18n/language.ts'
import { textsOf, translator } from '#app/i18n/messages.server.ts'
import { cartItemKey, groupByPatient } from '#app/rx/shared/cart-rules.ts'
import { estimatedTotal, PLACEHOLDER_COST } from '#app/rx/shared/money.ts'
import { formatMoney } from '#app/ui/format.ts'
import { CART_WORDS, type CartWords } from '#app/rx/shared/cart-words.messages.server.ts'
import { CART_PANEL } from './cart.messages.server.ts'

/** `?removed=rxNumber:patientNumber` marks an item just removed: it stays listed with Undo until the next page. */
export const REMOVED_PARAM = 'removed'

export type CartLine = {
  rxNumber: string
  patientNumber: string
  drugName: string
  lastPaid: string
  quantity: string | null
  /** The accessible names of its Remove and Undo buttons, which name the drug. */
  removeLabel: string
  undoLabel: string
}

type Translate = ReturnType<typeof translator<(typeof CART_PANEL.catalogs)['en']>>

function lineOf(
  item: Pick<CartItem, 'rxNumber' | 'patientNumber' | 'drugName' | 'patientPay' | 'lastFillDispenseQuantity'>,
  t: Translate,
  language: Language,
  words: CartWords,
): CartLine {
  const amount = item.patientPay
  return {
    rxNumber: item.rxNumber,
    patientNumber: item.patientNumber,
    drugName: item.drugName,
    lastPaid:
      amount === null || amount === undefined || amount === PLACEHOLDER_COST
        ? words.tbd
        : formatMoney(amount, language),
    quantity:
      item.lastFillDispenseQuantity === null || item.lastFillDispenseQuantity === undefined
        ? null
        : String(item.lastFillDispenseQuantity),
    removeLabel: t('removeLabel', { drug: item.drugName }),
    undoLabel: t('undoLabel', { drug: item.drugName }),
  }
}

/** The pharmacy cart as the side panel shows it (spec 2 'Pharmacy cart'), in the page's language. */
export function cartPanel(
  items: CartItem[],
  patients: Patient[],
  prescriptions: Prescription[],
  url: URL,
  language: Language,
) {
  const t = translator(CART_PANEL, language)
  const words = textsOf(CART_WORDS, language)
  const inCart = new Set(items.map(cartItemKey))
  const removed = url.searchParams
    .getAll(REMOVED_PARAM)
    .filter((key) => !inCart.has(key))
    .flatMap((key) => {
      const prescription = prescriptions.find((candidate) => cartItemKey(candidate) === key)
      return prescription
        ? [
            {
              ...lineOf({ ...prescription, patientPay: prescription.patientPayAmount }, t, language, words),
              removedText: t('removed', { drug: prescription.drugName }),
            },
          ]
        : []
    })
  return {
    groups: groupByPatient(items, patients).map((group) => ({
      name: group.name,
      items: group.items.map((item) => lineOf(item, t, language, words)),
    })),
    count: items.length,
    total: estimatedTotal(items, language),
    removed,
    texts: { ...textsOf(CART_PANEL, language), ...words },
  }
}
export type CartPanel = ReturnType<typeof cartPanel>
