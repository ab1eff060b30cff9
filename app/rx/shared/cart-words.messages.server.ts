import { defineMessages, type Texts } from '#app/i18n/messages.server.ts'
import { CART_EMPTY_TEXT, CART_FOOTNOTE } from './rx-texts.ts'

/** What the pharmacy cart's panel and the checkout both say of the cart (spec 2 'Pharmacy cart'; issue 36). */
export const CART_WORDS = defineMessages('rxCartWords', {
  en: {
    empty: CART_EMPTY_TEXT,
    addRefills: 'Add Refills',
    estimatedTotal: 'Estimated Total',
    tbd: 'TBD',
    footnote: CART_FOOTNOTE,
  },
  es: {
    empty: 'Su carrito tiene 0 artículos',
    addRefills: 'Agregar resurtidos',
    estimatedTotal: 'Total estimado',
    tbd: 'Por determinar',
    footnote: '*El monto final al recoger puede cambiar según los copagos y deducibles de su seguro médico.',
  },
})
export type CartWords = Texts<typeof CART_WORDS>
