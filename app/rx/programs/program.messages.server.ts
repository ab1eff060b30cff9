import type { Language } from '#app/i18n/language.ts'
import { defineMessages, textsOf, translator } from '#app/i18n/messages.server.ts'
import { REFILLS_PAGE } from '#app/rx/cart/cart.messages.server.ts'
import { PROGRAM_TEXTS } from './program-texts.ts'

/**
 * 'Refill Settings' in both languages (issue 36). The programs' names are the pharmacy's, as sent; `{{program}}` is
 * one, `{{name}}` a patient's, `{{drugs}}` the drug names filled together.
 */
const REFILL_SETTINGS = defineMessages('refillSettings', {
  en: {
    title: PROGRAM_TEXTS.refillSettingsTitle,
    subheader: PROGRAM_TEXTS.refillSettingsSubheader,
    enrolled: PROGRAM_TEXTS.enrolled,
    notEnrolled: PROGRAM_TEXTS.notEnrolled,
    expired: PROGRAM_TEXTS.expired,
    pending: PROGRAM_TEXTS.pending,
    manage: PROGRAM_TEXTS.manage,
    manageFor: PROGRAM_TEXTS.manageFor('{{program}}', '{{name}}'),
    medSyncDrugs: PROGRAM_TEXTS.medSyncDrugs('{{drugs}}'),
    noPrograms: PROGRAM_TEXTS.noPrograms,
  },
  es: {
    title: 'Configuración de resurtidos',
    subheader: 'Vea y administre los programas de resurtido para los que reúne los requisitos.',
    enrolled: 'Inscrito',
    notEnrolled: 'No inscrito',
    expired: 'Vencido',
    pending: 'Pendiente',
    manage: 'Administrar',
    manageFor: 'Administrar {{program}} de {{name}}',
    medSyncDrugs: 'Se surten juntos el mismo día: {{drugs}}. Llame a su tienda para cambiarlo.',
    noPrograms: 'No hay programas de resurtido disponibles para este paciente.',
  },
})

/**
 * The refill programs this app knows by id, named in Spanish; in English each is shown as the pharmacy names it
 * (spec 2: programName), as is a program this app does not know, in either language.
 */
const PROGRAM_NAMES = defineMessages('rxProgramNames', {
  en: { AUTO_REFILL: 'Auto Refill', NINETY_DAY_SUPPLY: '90-Day Supply', MEDSYNC: 'Medication Sync' },
  es: {
    AUTO_REFILL: 'Resurtido automático',
    NINETY_DAY_SUPPLY: 'Suministro para 90 días',
    MEDSYNC: 'Sincronización de medicamentos',
  },
})

/** The page's words in a language, and those that name a program, a patient or drugs. */
export function refillSettingsWordsIn(language: Language) {
  const t = translator(REFILL_SETTINGS, language)
  const known: Record<string, string> = textsOf(PROGRAM_NAMES, language)
  return {
    texts: textsOf(REFILL_SETTINGS, language),
    programName: ({ programId, programName }: { programId: string; programName: string }) =>
      (language === 'en' ? undefined : known[programId]) ?? programName,
    manageFor: (program: string, name: string) => t('manageFor', { program, name }),
    medSyncDrugs: (drugs: string) => t('medSyncDrugs', { drugs }),
  }
}
export type RefillSettingsWords = ReturnType<typeof refillSettingsWordsIn>

/**
 * '90-Day Supply' in both languages (issue 36): the page's words. Enrolled, the load errors and the enrolment error
 * are the pharmacy's shared words (Refill Settings', `rxCommon`).
 */
const NINETY_DAY_SUPPLY = defineMessages('ninetyDaySupply', {
  en: {
    title: PROGRAM_TEXTS.ninetyDayTitle,
    intro: PROGRAM_TEXTS.ninetyDayIntro,
    join: PROGRAM_TEXTS.join,
    leave: PROGRAM_TEXTS.leave,
    eligibleHeading: PROGRAM_TEXTS.eligibleHeading,
    noEligible: PROGRAM_TEXTS.noEligible,
    inCart: PROGRAM_TEXTS.inCart,
    unavailable: PROGRAM_TEXTS.unavailable,
  },
  es: {
    title: 'Suministro para 90 días',
    intro:
      'Surta las recetas que reúnen los requisitos para 90 días a la vez: menos visitas a la farmacia y, muchas veces, un costo menor.',
    join: 'Inscribirse en Suministro para 90 días',
    leave: 'Salir de Suministro para 90 días',
    eligibleHeading: 'Recetas que se pueden surtir para 90 días',
    noEligible: 'Todavía no hay recetas de este paciente que se puedan surtir para 90 días.',
    inCart: 'En el carrito',
    unavailable: 'El programa Suministro para 90 días no está disponible en este momento.',
  },
})

/** 90-Day Supply's messages that name a patient (`{{name}}`): the buttons' accessible names and the toasts. */
const NINETY_DAY_MESSAGES = defineMessages('ninetyDayMessages', {
  en: {
    joinFor: PROGRAM_TEXTS.joinFor('{{name}}'),
    leaveFor: PROGRAM_TEXTS.leaveFor('{{name}}'),
    joined: PROGRAM_TEXTS.joined('{{name}}'),
    left: PROGRAM_TEXTS.left('{{name}}'),
  },
  es: {
    joinFor: 'Inscribirse en Suministro para 90 días: {{name}}',
    leaveFor: 'Salir de Suministro para 90 días: {{name}}',
    joined: '{{name}} se inscribió en Suministro para 90 días.',
    left: '{{name}} salió de Suministro para 90 días.',
  },
})

/** 90-Day Supply's words in a language: the page's, and those that name a patient or a drug. */
export function ninetyDayWordsIn(language: Language) {
  const t = translator(NINETY_DAY_MESSAGES, language)
  const texts = textsOf(NINETY_DAY_SUPPLY, language)
  const settings = textsOf(REFILL_SETTINGS, language)
  const cart = translator(REFILLS_PAGE, language)
  return {
    texts: {
      ...texts,
      enrolled: settings.enrolled,
      notEnrolled: settings.notEnrolled,
      // The refills page's Add to Cart (decision 0086), its accessible name filled per drug.
      addToCart: cart('addToCart'),
    },
    joinFor: (name: string) => t('joinFor', { name }),
    leaveFor: (name: string) => t('leaveFor', { name }),
    joined: (name: string) => t('joined', { name }),
    left: (name: string) => t('left', { name }),
    addToCartLabel: (drug: string) => cart('addToCartLabel', { drug }),
  }
}
