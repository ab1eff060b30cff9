import { defineMessages, type Texts } from '#app/i18n/messages.server.ts'

/** What the /rx layout draws around every pharmacy page (issue 36). */
export const RX_SHELL = defineMessages('rxShell', {
  en: { backToTop: 'Back to top' },
  es: { backToTop: 'Volver arriba' },
})
export type RxShellTexts = Texts<typeof RX_SHELL>
