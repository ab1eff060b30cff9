import type { Language } from '#app/i18n/language.ts'
import { defineMessages, textsOf } from '#app/i18n/messages.server.ts'
import { PROFILE_MESSAGES } from './profile-messages.ts'
import { PROFILE_TEXTS } from './profile-texts.ts'

/**
 * The panels over the patient profile (addresses, loyalty card, marketing question) in both languages (issue 36). The
 * English catalogs reuse the texts the specs' tests read.
 */
const PROFILE_PANELS = defineMessages('profilePanels', {
  en: {
    addAddress: PROFILE_TEXTS.addAddress,
    editAddress: PROFILE_TEXTS.editAddress,
    deleteAddress: PROFILE_TEXTS.deleteAddress,
    deleteQuestion: PROFILE_TEXTS.deleteQuestion,
    save: PROFILE_TEXTS.save,
    delete: PROFILE_TEXTS.delete,
    cancel: PROFILE_TEXTS.cancel,
    loyaltyTitle: PROFILE_TEXTS.loyaltyTitle,
    loyaltyLabel: PROFILE_TEXTS.loyaltyLabel,
    loyaltyHint: PROFILE_TEXTS.loyaltyHint,
    loyaltyRemoveHint: PROFILE_TEXTS.loyaltyRemoveHint,
    loyaltySave: PROFILE_TEXTS.loyaltySave,
    marketingHeading: PROFILE_TEXTS.marketingHeading,
    accept: PROFILE_TEXTS.accept,
    decline: PROFILE_TEXTS.decline,
  },
  es: {
    addAddress: 'Agregar dirección',
    editAddress: 'Editar dirección',
    deleteAddress: 'Eliminar dirección',
    deleteQuestion: '¿Desea eliminar esta dirección?',
    save: 'Guardar la dirección',
    delete: 'Eliminar',
    cancel: 'Cancelar',
    loyaltyTitle: 'Tarjeta de cliente frecuente',
    loyaltyLabel: 'Número de tarjeta de cliente frecuente o de identificación alternativa',
    loyaltyHint: 'Una identificación alternativa de 10 dígitos, o un número de tarjeta Plus de 11 a 13 dígitos.',
    loyaltyRemoveHint: 'Déjelo vacío para quitar la tarjeta.',
    loyaltySave: 'Guardar el número',
    marketingHeading: 'Ofertas y novedades',
    accept: 'Sí, enviarme ofertas',
    decline: 'No, gracias',
  },
})

/** What the panels' actions say: their toasts and errors, which only the server reads. */
const PROFILE_PANEL_MESSAGES = defineMessages('profilePanelMessages', {
  en: {
    addressSaved: PROFILE_MESSAGES.addressSaved,
    addressDeleted: PROFILE_MESSAGES.addressDeleted,
    addressFailed: PROFILE_MESSAGES.addressFailed,
    addressCombination: PROFILE_MESSAGES.addressCombination,
    loyaltySaved: PROFILE_MESSAGES.loyaltySaved,
    loyaltyRemoved: PROFILE_MESSAGES.loyaltyRemoved,
    loyaltyFailed: PROFILE_MESSAGES.loyaltyFailed,
    accepted: PROFILE_MESSAGES.accepted,
    declined: PROFILE_MESSAGES.declined,
    marketingFailed: PROFILE_MESSAGES.marketingFailed,
  },
  es: {
    addressSaved: 'Se guardó la dirección.',
    addressDeleted: 'Se eliminó la dirección.',
    addressFailed: 'Ocurrió un error al agregar, actualizar o eliminar la dirección. Inténtelo de nuevo más tarde.',
    addressCombination: 'Ingrese una combinación válida de ciudad, estado y código postal.',
    loyaltySaved: 'Se guardó el número de tarjeta de cliente frecuente.',
    loyaltyRemoved: 'Se quitó la tarjeta de cliente frecuente.',
    loyaltyFailed: 'No pudimos guardar el número de tarjeta de cliente frecuente. Inténtelo de nuevo.',
    accepted: 'Gracias: recibirá ofertas y novedades.',
    declined: 'No recibirá ofertas y novedades.',
    marketingFailed: 'No pudimos guardar su elección. Inténtelo de nuevo.',
  },
})

/** The panels' words in a language: what the panels show, and what the server says (toasts, errors). */
export const panelWordsIn = (language: Language) => ({
  texts: textsOf(PROFILE_PANELS, language),
  messages: textsOf(PROFILE_PANEL_MESSAGES, language),
})

/** The panels' own words, as their components receive them. */
export type PanelTexts = ReturnType<typeof panelWordsIn>['texts']
