import type { Language } from '#app/i18n/language.ts'
import { defineMessages, textsOf } from '#app/i18n/messages.server.ts'
import { formatDay } from '#app/ui/format.ts'
import { BIRTH_DATE_LABELS, type BirthDateLabels } from './birth-date-fieldset.tsx'
import { BIRTH_DATE_MAX_LENGTHS, EARLIEST_BIRTH_DATE } from './rx-form-rules.ts'
import { RX_MESSAGES } from './rx-messages.ts'
import type { BirthDateMessages } from './rx-validation.ts'

/** The birth-date group (spec 2 section 5): its labels and its messages. */
const BIRTH_DATE = defineMessages('birthDate', {
  en: {
    ...BIRTH_DATE_LABELS,
    monthRequired: RX_MESSAGES.monthRequired,
    dayRequired: RX_MESSAGES.dayRequired,
    yearRequired: RX_MESSAGES.yearRequired,
    numeric: RX_MESSAGES.numeric,
    yearLength: 'Must be {{n}} characters',
    dateUnreadable: RX_MESSAGES.dateUnreadable,
    dateInvalid: RX_MESSAGES.dateInvalid,
    dateTooEarly: 'Date must be on or after {{earliest}}',
    dateInFuture: RX_MESSAGES.dateInFuture,
  },
  es: {
    legend: 'Fecha de nacimiento',
    month: 'Mes (MM)',
    day: 'Día (DD)',
    year: 'Año (AAAA)',
    monthRequired: 'Debe ingresar un mes.',
    dayRequired: 'Debe ingresar un día.',
    yearRequired: 'Debe ingresar un año.',
    numeric: 'Solo se admiten números.',
    yearLength: 'Debe tener {{n}} caracteres',
    dateUnreadable: 'Ingrese una fecha válida.',
    dateInvalid: 'La fecha debe ser válida',
    dateTooEarly: 'La fecha debe ser el {{earliest}} o posterior',
    dateInFuture: 'La fecha no puede ser futura',
  },
})

/** The group's labels and messages in a language, the year's length and the earliest date filled in. */
export function birthDateTexts(language: Language): { labels: BirthDateLabels; messages: BirthDateMessages } {
  const { legend, month, day, year, ...messages } = textsOf(BIRTH_DATE, language, {
    n: BIRTH_DATE_MAX_LENGTHS.year,
    earliest: formatDay(`${EARLIEST_BIRTH_DATE.year}-01-01`, language)!,
  })
  return { labels: { legend, month, day, year }, messages }
}
