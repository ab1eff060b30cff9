import type { Language } from '#app/i18n/language.ts'
import { defineMessages, textsOf } from '#app/i18n/messages.server.ts'
import { PATIENT_SELECTOR_TEXTS } from './patient-selector.tsx'

/** 'Viewing Patient' (spec 2 'Forms and cards'), on every page that shows one patient's or all patients' prescriptions. */
const PATIENT_SELECTOR = defineMessages('patientSelector', {
  en: PATIENT_SELECTOR_TEXTS,
  es: { label: 'Paciente', all: 'Todos', view: 'Ver' },
})

export const patientSelectorTexts = (language: Language) => textsOf(PATIENT_SELECTOR, language)
