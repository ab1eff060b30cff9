import { defineMessages, translator } from '#app/i18n/messages.server.ts'
import type { Language } from '#app/i18n/language.ts'
import { ACCESS_ANSWER_TEXTS, type AnswerTexts } from './access-answer-buttons.tsx'

/** Grant, decline or cancel a request for a patient's records (decision 0064; issue 36); `{{name}}` is who asks. */
const ACCESS_ANSWERS = defineMessages('rxAccessAnswers', {
  en: {
    grant: ACCESS_ANSWER_TEXTS.grant,
    decline: ACCESS_ANSWER_TEXTS.decline,
    cancelRequest: ACCESS_ANSWER_TEXTS.cancelRequest,
    grantFor: ACCESS_ANSWER_TEXTS.grantFor('{{name}}'),
    declineFor: ACCESS_ANSWER_TEXTS.declineFor('{{name}}'),
    cancelFor: ACCESS_ANSWER_TEXTS.cancelFor('{{name}}'),
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
