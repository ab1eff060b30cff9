import type { Language } from '#app/i18n/language.ts'
import { defineMessages, textsOf } from '#app/i18n/messages.server.ts'
import { US_STATES } from './billing-address.ts'

const ENGLISH: Record<string, string> = {
  ...Object.fromEntries(US_STATES.map((state) => [state.code, state.name])),
  PR: 'Puerto Rico',
}

/**
 * The states' names in Spanish as the US government's Spanish pages write them (USA.gov en español); a name
 * Spanish does not change is the same in both (issue 36).
 */
const US_STATE_NAMES = defineMessages('usStates', {
  en: ENGLISH,
  es: {
    ...ENGLISH,
    DC: 'Distrito de Columbia',
    HI: 'Hawái',
    LA: 'Luisiana',
    MI: 'Míchigan',
    MS: 'Misisipi',
    MO: 'Misuri',
    NH: 'Nuevo Hampshire',
    NJ: 'Nueva Jersey',
    NM: 'Nuevo México',
    NY: 'Nueva York',
    NC: 'Carolina del Norte',
    SC: 'Carolina del Sur',
    ND: 'Dakota del Norte',
    SD: 'Dakota del Sur',
    OR: 'Oregón',
    PA: 'Pensilvania',
    WV: 'Virginia Occidental',
  },
})

/**
 * `regions` (codes and English names) named in a language. Another language's names are put in its alphabetical
 * order (a Spanish reader looks for 'Nueva York' under N); English keeps the order given, as the spec's pages had it.
 */
export function regionsIn<Region extends { code: string }>(regions: readonly Region[], language: Language) {
  const names: Record<string, string> = textsOf(US_STATE_NAMES, language)
  const named = regions.map((region) => ({ code: region.code, name: names[region.code] ?? region.code }))
  if (language === 'en') return named
  const collator = new Intl.Collator(language)
  return named.sort((a, b) => collator.compare(a.name, b.name))
}
