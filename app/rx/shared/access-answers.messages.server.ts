import { defineMessages, translator } from '#app/i18n/messages.server.ts'
import type { Language } from '#app/i18n/language.ts'
import type { AnswerTexts } from './access-answer-buttons.tsx'

/** The buttons' texts (decision 0064; issue 36): the patient access page and the dashboard both show them; `{{name}}` is who asks. */
const ACCESS_ANSWERS = defineMessages('rxAccessAnswers', {
  en: {
    grant: 'Grant Access',
    decline: 'Decline',
    cancelRequest: 'Cancel Request',
    grantFor: 'Grant access to {{name}}',
    declineFor: 'Decline the request of {{name}}',
    cancelFor: 'Cancel Request to {{name}}',
  },
  es: {
    grant: 'Dar acceso',
    decline: 'Rechazar',
    cancelRequest: 'Cancelar solicitud',
    grantFor: 'Dar acceso a {{name}}',
    declineFor: 'Rechazar la solicitud de {{name}}',
    cancelFor: 'Cancelar la solicitud a {{name}}',
  },
})

/** The buttons' words for one person in a language. */
export function answerTextsFor(name: string, language: Language): AnswerTexts {
  const t = translator(ACCESS_ANSWERS, language)
  return {
    grant: t('grant'),
    decline: t('decline'),
    cancelRequest: t('cancelRequest'),
    grantFor: t('grantFor', { name }),
    declineFor: t('declineFor', { name }),
    cancelFor: t('cancelFor', { name }),
  }
}
