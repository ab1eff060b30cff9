import { defineMessages, type Texts } from '#app/i18n/messages.server.ts'
import { PATIENT_SELECTOR_TEXTS } from './rx-texts.ts'

/** 'Viewing Patient' (spec 2 'Forms and cards'), on the dashboard, refills and tracker pages (issue 36). */
export const PATIENT_SELECTOR = defineMessages('rxPatientSelector', {
  en: PATIENT_SELECTOR_TEXTS,
  es: { label: 'Paciente', all: 'Todos', view: 'Ver' },
})
export type PatientSelectorTexts = Texts<typeof PATIENT_SELECTOR>
