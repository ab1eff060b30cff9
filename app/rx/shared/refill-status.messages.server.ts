import { defineMessages, textsOf } from '#app/i18n/messages.server.ts'
import type { Language } from '#app/i18n/language.ts'
import type { RefillStatus } from '#app/upstream/rx-api.schema.ts'
import { REFILL_STATUS_TEXT } from './statuses.ts'

/** A refill's status as the refills page and a prescription's details show it, and the refills search matches it. */
const REFILL_STATUSES = defineMessages('rxRefillStatuses', {
  en: REFILL_STATUS_TEXT,
  es: {
    REFILLABLE: 'Se puede resurtir',
    OVERDUE: 'Resurtido atrasado',
    NEVER_FILLED: 'Nunca surtida',
    REFILLABLE_WITH_CALL_TO_PRESCRIBER: 'Se puede resurtir; nos comunicaremos con su médico que receta',
    NEVER_FILLED_WITH_CALL_TO_PRESCRIBER: 'Nunca surtida; nos comunicaremos con su médico que receta',
    NOT_REFILLABLE: 'No se puede resurtir',
    REFILL_TOO_SOON: 'Demasiado pronto para resurtir',
  },
})

export const refillStatusTexts = (language: Language): Record<RefillStatus, string> =>
  textsOf(REFILL_STATUSES, language)
