import { defineMessages, textsOf, translator } from '#app/i18n/messages.server.ts'
import type { Language } from '#app/i18n/language.ts'
import { CHECKOUT_TEXTS } from './rx-texts.ts'
import type { PaymentMethodTexts } from './payment-method-box.tsx'

/**
 * The Payment Method box and the card usage terms (spec 3; issue 36), on the checkout's payment step and the
 * tracker's pay online and delivery. `{{card}}` is a card's name ('Visa ending in 1111'), `{{action}}` the button
 * that pays.
 */
const PAYMENT_METHOD = defineMessages('rxPaymentMethod', {
  en: {
    heading: CHECKOUT_TEXTS.paymentMethod,
    retry: 'Retry',
    edit: 'Edit',
    remove: 'Remove',
    removeLabel: 'Remove {{card}}',
    chooseCard: CHECKOUT_TEXTS.chooseCard,
    noCards: CHECKOUT_TEXTS.noCards,
    termsHeading: 'Card Usage Terms',
    terms: CHECKOUT_TEXTS.cardUsageTerms('{{action}}'),
    acceptTerms: CHECKOUT_TEXTS.acceptTerms,
  },
  es: {
    heading: 'Método de pago',
    retry: 'Reintentar',
    edit: 'Editar',
    remove: 'Quitar',
    removeLabel: 'Quitar {{card}}',
    chooseCard: 'Elija una tarjeta para pagar.',
    noCards: 'Agregue una tarjeta de crédito o débito nueva para continuar.',
    termsHeading: 'Condiciones de uso de la tarjeta',
    terms:
      'Al seleccionar {{action}}, usted autoriza a la farmacia a cobrar en la tarjeta seleccionada el monto que se deba por este pedido, incluido cualquier cambio en el copago una vez que se facture a su seguro médico.',
    acceptTerms: 'Acepto las condiciones de uso de la tarjeta.',
  },
})

/** The box's and the terms' words in a language, for a card named `card` and paid with the button `action`. */
export function paymentMethodTexts(language: Language, { action, card }: { action: string; card?: string }) {
  const t = translator(PAYMENT_METHOD, language)
  return {
    ...textsOf(PAYMENT_METHOD, language),
    removeLabel: t('removeLabel', { card: card ?? '' }),
    terms: t('terms', { action }),
  } satisfies PaymentMethodTexts
}
