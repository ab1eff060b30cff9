import type { Language } from '#app/i18n/language.ts'
import { defineMessages, textsOf } from '#app/i18n/messages.server.ts'
import { formatDay } from '#app/ui/format.ts'
import { BIRTH_DATE_LABELS, type BirthDateLabels } from './birth-date-fieldset.tsx'
import { BIRTH_DATE_MAX_LENGTHS, EARLIEST_BIRTH_DATE } from './rx-form-rules.ts'
import { rxMessagesIn } from './rx-common.messages.server.ts'
import type { BirthDateMessages } from './rx-validation.ts'

/** The birth-date group's labels (spec 2 section 5); its messages are the pharmacy's shared ones. */
const BIRTH_DATE = defineMessages('birthDate', {
  en: BIRTH_DATE_LABELS,
  es: { legend: 'Fecha de nacimiento', month: 'Mes (MM)', day: 'Día (DD)', year: 'Año (AAAA)' },
})

/** The group's labels and messages in a language, the year's length and the earliest date filled in. */
export function birthDateTexts(language: Language): { labels: BirthDateLabels; messages: BirthDateMessages } {
  const shared = rxMessagesIn(language)
  return {
    labels: textsOf(BIRTH_DATE, language),
    messages: {
      monthRequired: shared.monthRequired,
      dayRequired: shared.dayRequired,
      yearRequired: shared.yearRequired,
      numeric: shared.numeric,
      yearLength: shared.exactLength(BIRTH_DATE_MAX_LENGTHS.year),
      dateUnreadable: shared.dateUnreadable,
      dateInvalid: shared.dateInvalid,
      dateTooEarly: shared.dateTooEarly(formatDay(`${EARLIEST_BIRTH_DATE.year}-01-01`, language)!),
      dateInFuture: shared.dateInFuture,
    },
  }
}
