import type { Language } from '#app/i18n/language.ts'
import { defineMessages, translator } from '#app/i18n/messages.server.ts'
import type { Prescription } from '#app/upstream/rx-api.schema.ts'
import { prescriptionCost } from './money.ts'

/** A prescription's price line (spec 2 section 9): 'Cost' when ready, else 'Last Paid'; 'TBD' or 'N/A' without a price. */
const PRESCRIPTION_COST = defineMessages('prescriptionCost', {
  en: { cost: 'Cost', lastPaid: 'Last Paid', tbd: 'TBD', notAvailable: 'N/A' },
  es: { cost: 'Costo', lastPaid: 'Último pago', tbd: 'Por determinar', notAvailable: 'No disponible' },
})

/** `prescriptionCost` in a language: the rule stays one, its words are the language's. */
export function prescriptionCostIn(
  p: Pick<Prescription, 'primaryStatus' | 'rxStatus' | 'totalAmountDue' | 'patientPayAmount'>,
  language: Language,
) {
  const t = translator(PRESCRIPTION_COST, language)
  const { label, value } = prescriptionCost(p)
  // Dollars read alike in both languages (decision 0109): only the words change.
  const words = { TBD: t('tbd'), 'N/A': t('notAvailable') } as Record<string, string | undefined>
  return { label: t(label === 'Cost' ? 'cost' : 'lastPaid'), value: words[value] ?? value }
}
