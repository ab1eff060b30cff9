import { defineMessages, textsOf } from '#app/i18n/messages.server.ts'
import type { Language } from '#app/i18n/language.ts'
import { formatMoney } from '#app/ui/format.ts'
import { prescriptionCostParts } from './money.ts'

/** A prescription's 'Cost' or 'Last Paid' (spec 2 section 9), as the refills page and the checkout show it. */
const COST = defineMessages('rxCost', {
  en: { cost: 'Cost', lastPaid: 'Last Paid', tbd: 'TBD', notApplicable: 'N/A' },
  es: { cost: 'Costo', lastPaid: 'Último pago', tbd: 'Por determinar', notApplicable: 'No corresponde' },
})

/** A prescription's cost label and amount in a language; one the pharmacy no longer lists is 'Last Paid: TBD'. */
export function costIn(language: Language) {
  const texts = textsOf(COST, language)
  return (prescription: Parameters<typeof prescriptionCostParts>[0] | undefined) => {
    const { label, amount } = prescription
      ? prescriptionCostParts(prescription)
      : { label: 'Last Paid' as const, amount: 'TBD' as const }
    return {
      label: label === 'Cost' ? texts.cost : texts.lastPaid,
      value:
        typeof amount === 'number' ? formatMoney(amount, language) : amount === 'TBD' ? texts.tbd : texts.notApplicable,
    }
  }
}
export type CostOf = ReturnType<typeof costIn>
