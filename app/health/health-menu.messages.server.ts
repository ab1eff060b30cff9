import { defineMessages, type Texts } from '#app/i18n/messages.server.ts'

/** The health menu's own words; its items are the content service's, shown as sent (issue 36). */
export const HEALTH_MENU = defineMessages('healthMenu', {
  en: { title: 'Health Menu', unavailable: 'The health menu is not available right now.', back: 'Back' },
  es: { title: 'Menú de salud', unavailable: 'El menú de salud no está disponible en este momento.', back: 'Volver' },
})
export type HealthMenuTexts = Texts<typeof HEALTH_MENU>
