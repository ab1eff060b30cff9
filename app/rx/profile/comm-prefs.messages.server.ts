import type { Language } from '#app/i18n/language.ts'
import { defineMessages, textsOf } from '#app/i18n/messages.server.ts'
import { patientSelectorTexts } from '#app/rx/shared/patient-selector.messages.server.ts'
import { rxMessagesIn } from '#app/rx/shared/rx-common.messages.server.ts'
import { COMM_PREFS_TEXTS } from './comm-prefs-texts.ts'
import { PROFILE_MESSAGES } from './profile-messages.ts'

/** 'Communication Preferences' in both languages (issue 36); the English catalogs reuse the texts tests read. */
const COMM_PREFS = defineMessages('commPrefs', {
  en: {
    title: COMM_PREFS_TEXTS.commPrefsTitle,
    intro: COMM_PREFS_TEXTS.commPrefsIntro,
    show: COMM_PREFS_TEXTS.show,
    notifyBy: COMM_PREFS_TEXTS.notifyBy,
    notifyByText: COMM_PREFS_TEXTS.notifyByText,
    notifyByEmail: COMM_PREFS_TEXTS.notifyByEmail,
    notifyByVoice: COMM_PREFS_TEXTS.notifyByVoice,
    voicePreference: COMM_PREFS_TEXTS.voicePreference,
    voiceHome: COMM_PREFS_TEXTS.voicePhones.HOME,
    voiceMobile: COMM_PREFS_TEXTS.voicePhones.MOBILE,
    smsTypesLegend: COMM_PREFS_TEXTS.smsTypesLegend,
    savePreferences: COMM_PREFS_TEXTS.savePreferences,
  },
  es: {
    title: 'Preferencias de comunicación',
    intro: 'Elija cómo le avisa la farmacia sobre sus recetas.',
    show: 'Mostrar',
    notifyBy: 'Avisarme por',
    notifyByText: 'Mensaje de texto',
    notifyByEmail: 'Correo electrónico',
    notifyByVoice: 'Llamada telefónica',
    voicePreference: 'Teléfono al que llamar',
    voiceHome: 'Teléfono de casa',
    voiceMobile: 'Teléfono celular',
    smsTypesLegend: 'Enviarme mensajes de texto sobre',
    savePreferences: 'Guardar las preferencias',
  },
})

/** The notification types the pharmacy names by code, and the toasts: what the server writes. */
const COMM_PREFS_MESSAGES = defineMessages('commPrefsMessages', {
  en: {
    smsReadyForPickup: PROFILE_MESSAGES.smsTypes.READY_FOR_PICKUP!,
    smsRefillDue: PROFILE_MESSAGES.smsTypes.REFILL_DUE!,
    smsOverdue: PROFILE_MESSAGES.smsTypes.OVERDUE!,
    smsShipment: PROFILE_MESSAGES.smsTypes.SHIPMENT_NOTIFICATION!,
    preferencesSaved: PROFILE_MESSAGES.preferencesSaved,
    preferencesFailed: PROFILE_MESSAGES.preferencesFailed,
  },
  es: {
    smsReadyForPickup: 'Recetas listas para recoger',
    smsRefillDue: 'Resurtidos próximos',
    smsOverdue: 'Resurtidos atrasados',
    smsShipment: 'Envíos',
    preferencesSaved: 'Se guardaron sus preferencias de comunicación.',
    preferencesFailed: 'No pudimos guardar sus preferencias de comunicación. Inténtelo de nuevo.',
  },
})

const SMS_TYPE_KEY = {
  READY_FOR_PICKUP: 'smsReadyForPickup',
  REFILL_DUE: 'smsRefillDue',
  OVERDUE: 'smsOverdue',
  SHIPMENT_NOTIFICATION: 'smsShipment',
} as const

/** The page's words in a language: what it shows, what the server says, and a notification type's name. */
export function commPrefsWordsIn(language: Language) {
  const { voiceHome, voiceMobile, ...texts } = textsOf(COMM_PREFS, language)
  const { preferencesSaved, preferencesFailed, ...smsTypes } = textsOf(COMM_PREFS_MESSAGES, language)
  return {
    texts: {
      ...texts,
      viewingPatient: patientSelectorTexts(language).label,
      voicePhones: { HOME: voiceHome, MOBILE: voiceMobile },
      // The browser's check says it in the page's language too.
      voicePhoneRequired: rxMessagesIn(language).voicePhoneRequired,
    },
    messages: { preferencesSaved, preferencesFailed },
    /** A notification type as the page names it; one it does not know, as the pharmacy sends it. */
    smsType: (type: string) =>
      type in SMS_TYPE_KEY ? smsTypes[SMS_TYPE_KEY[type as keyof typeof SMS_TYPE_KEY]] : type,
  }
}

/** The page's own words, as its component receives them. */
export type CommPrefsTexts = ReturnType<typeof commPrefsWordsIn>['texts']
