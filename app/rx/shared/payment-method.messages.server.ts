import type { Language } from '#app/i18n/language.ts'
import { defineMessages, textsOf, translator } from '#app/i18n/messages.server.ts'
import { CHECKOUT_TEXTS } from './rx-texts.ts'
import { WALLET_SCREEN_TEXTS } from '#app/wallet/wallet-texts.ts'

/** Spec 3 'Payment Method' box and the card usage terms, on every pharmacy page that pays with a wallet card. */
const PAYMENT_METHOD = defineMessages('paymentMethod', {
  en: {
    paymentMethod: CHECKOUT_TEXTS.paymentMethod,
    retry: 'Retry',
    expired: WALLET_SCREEN_TEXTS.expired,
    edit: 'Edit',
    remove: 'Remove',
    removeCard: 'Remove {{card}}',
    chooseCard: CHECKOUT_TEXTS.chooseCard,
    noCards: CHECKOUT_TEXTS.noCards,
    changePaymentMethod: CHECKOUT_TEXTS.changePaymentMethod,
    cardUsageTermsTitle: 'Card Usage Terms',
    acceptTerms: CHECKOUT_TEXTS.acceptTerms,
    cardUsageTerms:
      'By selecting {{action}}, you authorize the pharmacy to charge the selected card for the amount due on this order, including any change in co-pay once your insurance has been billed.',
    termsRequired: CHECKOUT_TEXTS.termsRequired,
  },
  es: {
    paymentMethod: 'Método de pago',
    retry: 'Reintentar',
    expired: 'Vencida. Actualice su información de pago.',
    edit: 'Editar',
    remove: 'Quitar',
    removeCard: 'Quitar {{card}}',
    chooseCard: 'Elija una tarjeta para pagar.',
    noCards: 'Agregue una tarjeta de crédito o débito nueva para continuar.',
    changePaymentMethod: 'Agregar o cambiar el método de pago',
    cardUsageTermsTitle: 'Condiciones de uso de la tarjeta',
    acceptTerms: 'Acepto las condiciones de uso de la tarjeta.',
    cardUsageTerms:
      'Al seleccionar {{action}}, usted autoriza a la farmacia a cobrar en la tarjeta elegida el monto a pagar de este pedido, incluido cualquier cambio en el copago una vez que se facture a su seguro médico.',
    termsRequired: 'Acepte las condiciones de uso de la tarjeta para continuar.',
  },
})

/**
 * The box's and the terms' words in a language: `action` is the submit's label, which the terms name (Remove's name
 * keeps its `{{card}}`, which the box fills with the card it shows, as `{{n}}` is filled in the browser: decision 0107).
 */
export function paymentMethodTexts(language: Language, action: string) {
  const { termsRequired: _termsRequired, ...texts } = textsOf(PAYMENT_METHOD, language, { action })
  return texts
}

/** What the server says about the card and the terms, in a language (the wallet names the cards). */
export function paymentMethodMessages(language: Language) {
  const t = translator(PAYMENT_METHOD, language)
  return {
    chooseCard: t('chooseCard'),
    noCards: t('noCards'),
    termsRequired: t('termsRequired'),
  }
}
