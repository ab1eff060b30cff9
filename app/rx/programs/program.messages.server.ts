import type { Language } from '#app/i18n/language.ts'
import { defineMessages, textsOf, translator } from '#app/i18n/messages.server.ts'
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

/** The page's words in a language, and those that name a program, a patient or drugs. */
export function refillSettingsWordsIn(language: Language) {
  const t = translator(REFILL_SETTINGS, language)
  return {
    texts: textsOf(REFILL_SETTINGS, language),
    manageFor: (program: string, name: string) => t('manageFor', { program, name }),
    medSyncDrugs: (drugs: string) => t('medSyncDrugs', { drugs }),
  }
}
export type RefillSettingsWords = ReturnType<typeof refillSettingsWordsIn>
