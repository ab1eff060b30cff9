import { defineMessages } from '#app/i18n/messages.server.ts'
import { notRefillableMessage } from '#app/rx/shared/statuses.ts'
import { CART_MESSAGES, MIXED_CART_MESSAGE } from '#app/rx/shared/rx-texts.ts'
import { STORE_TEXTS } from '#app/stores/store-texts.ts'
import { ADD_TO_CART } from './cart-texts.ts'

/** The pharmacy cart's side panel (spec 2 'Pharmacy cart'), on every page that shows it (issue 36). */
export const CART_PANEL = defineMessages('rxCartPanel', {
  en: {
    title: 'Pharmacy Cart',
    lastPaid: 'Last Paid',
    quantity: 'Quantity',
    remove: 'Remove',
    removeLabel: 'Remove {{drug}}',
    removed: '{{drug}} was removed from your cart.',
    undo: 'Undo',
    undoLabel: 'Undo removing {{drug}}',
    checkOut: 'Check Out',
  },
  es: {
    title: 'Carrito de la farmacia',
    lastPaid: 'Último pago',
    quantity: 'Cantidad',
    remove: 'Quitar',
    removeLabel: 'Quitar {{drug}}',
    removed: 'Se quitó {{drug}} de su carrito.',
    undo: 'Deshacer',
    undoLabel: 'Deshacer: volver a agregar {{drug}}',
    checkOut: 'Finalizar compra',
  },
})

/** What an add, remove or undo answers, as a toast (spec 2 section 4 'Cart'). */
export const CART_ANSWERS = defineMessages('rxCartAnswers', {
  en: {
    addFailed: CART_MESSAGES.addFailed,
    removeFailed: CART_MESSAGES.removeFailed,
    added: CART_MESSAGES.added('{{drug}}'),
    mixedCart: MIXED_CART_MESSAGE,
  },
  es: {
    addFailed: 'No pudimos agregar este resurtido a su carrito. Inténtelo de nuevo.',
    removeFailed: 'No pudimos quitar este resurtido de su carrito. Inténtelo de nuevo.',
    added: 'Se agregó {{drug}} a su carrito.',
    mixedCart:
      'Puede agregar a su pedido resurtidos de la farmacia de pedidos por correo o resurtidos en la tienda, pero no ambos. Quite los artículos de su carrito o finalice la compra antes de agregar este resurtido.',
  },
})

/** /rx/refills: each patient's prescriptions to refill (spec 2 section 5). */
export const REFILLS_PAGE = defineMessages('rxRefills', {
  en: {
    title: 'Refills',
    rxNumber: 'Rx #{{rxNumber}}',
    prescriber: 'Prescriber',
    quantity: 'Quantity',
    drugInformation: 'Drug Information',
    drugInformationLabel: 'Drug Information for {{drug}}',
    notRefillable: notRefillableMessage('{{drug}}'),
    inCart: 'In Cart',
    addToCart: ADD_TO_CART.text,
    addToCartLabel: ADD_TO_CART.labelFor('{{drug}}'),
    search: 'Search by Rx number, prescriber, drug or status',
    searchButton: 'Search',
    searchTooShort: STORE_TEXTS.searchTooShort,
    noMatch: 'No prescriptions match.',
  },
  es: {
    title: 'Resurtidos',
    rxNumber: 'Receta n.º {{rxNumber}}',
    prescriber: 'Médico que receta',
    quantity: 'Cantidad',
    drugInformation: 'Información del medicamento',
    drugInformationLabel: 'Información del medicamento: {{drug}}',
    notRefillable: '{{drug}} no se puede resurtir en este momento.',
    inCart: 'En el carrito',
    addToCart: 'Agregar al carrito',
    addToCartLabel: 'Agregar al carrito: {{drug}}',
    search: 'Buscar por número de receta, médico que receta, medicamento o estado',
    searchButton: 'Buscar',
    searchTooShort: 'Ingrese al menos las tres primeras letras',
    noMatch: 'Ninguna receta coincide.',
  },
})
