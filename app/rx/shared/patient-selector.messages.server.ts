import type { Language } from '#app/i18n/language.ts'
import { defineMessages, textsOf, type Texts } from '#app/i18n/messages.server.ts'
import { PATIENT_SELECTOR_TEXTS } from './rx-texts.ts'

/** 'Viewing Patient' (spec 2 'Forms and cards'), on every page that shows one patient's or all patients' prescriptions. */
const PATIENT_SELECTOR = defineMessages('rxPatientSelector', {
  en: PATIENT_SELECTOR_TEXTS,
  es: { label: 'Paciente', all: 'Todos', view: 'Ver' },
})
export type PatientSelectorTexts = Texts<typeof PATIENT_SELECTOR>

export const patientSelectorTexts = (language: Language) => textsOf(PATIENT_SELECTOR, language)
