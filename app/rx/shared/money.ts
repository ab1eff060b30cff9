import type { CartItem, Prescription } from '#app/upstream/rx-api.schema.ts'
import type { Language } from '#app/i18n/language.ts'
import { formatMoney } from '#app/ui/format.ts'

/** The upstream's "price not known yet" amount (spec 2 section 9). */
export const PLACEHOLDER_COST = 0.0001

/**
 * Ready items show 'Cost' (total due), others 'Last Paid'; 0.0001 last paid is 'TBD', 0.0001 due is $0.00. The
 * amount as a number, for a page to format in its language.
 */
export function prescriptionCostParts(
  p: Pick<Prescription, 'primaryStatus' | 'rxStatus' | 'totalAmountDue' | 'patientPayAmount'>,
): { label: 'Cost' | 'Last Paid'; amount: number | 'TBD' | 'N/A' } {
  if (p.primaryStatus === 'READY_FOR_PICKUP') {
    const due = p.totalAmountDue
    const amount =
      p.rxStatus === 'Profiled' ? 'N/A' : due === null || due === undefined ? 'TBD' : due === PLACEHOLDER_COST ? 0 : due
    return { label: 'Cost', amount }
  }
  const paid = p.patientPayAmount
  const amount =
    p.rxStatus === 'Profiled' ? 'N/A' : paid === null || paid === undefined || paid === PLACEHOLDER_COST ? 'TBD' : paid
  return { label: 'Last Paid', amount }
}

/** The same in English, as the pages not yet translated show it. */
export function prescriptionCost(p: Parameters<typeof prescriptionCostParts>[0]) {
  const { label, amount } = prescriptionCostParts(p)
  return { label, value: typeof amount === 'number' ? formatMoney(amount) : amount }
}

type EstimatedTotal = { kind: 'tbd' } | { kind: 'amount'; amount: number; text: string }

/** Any item without a known price makes the whole estimate TBD. */
export function estimatedTotal(items: Pick<CartItem, 'patientPay'>[], language: Language = 'en'): EstimatedTotal {
  let amount = 0
  for (const item of items) {
    if (item.patientPay === null || item.patientPay === undefined || item.patientPay === PLACEHOLDER_COST)
      return { kind: 'tbd' }
    amount += item.patientPay
  }
  const rounded = Math.round(amount * 100) / 100
  return { kind: 'amount', amount: rounded, text: formatMoney(rounded, language) }
}
