import type { CartItem, Prescription } from '#app/upstream/rx-api.schema.ts'
import { formatMoney } from '#app/ui/format.ts'

/** The upstream's "price not known yet" amount (spec 2 section 9). */
export const PLACEHOLDER_COST = 0.0001

/** Ready items show 'Cost' (total due), others 'Last Paid'; 0.0001 last paid is 'TBD', 0.0001 due is $0.00. */
export function prescriptionCost(
  p: Pick<Prescription, 'primaryStatus' | 'rxStatus' | 'totalAmountDue' | 'patientPayAmount'>,
) {
  if (p.primaryStatus === 'READY_FOR_PICKUP') {
    const due = p.totalAmountDue
    const value =
      p.rxStatus === 'Profiled'
        ? 'N/A'
        : due === null || due === undefined
          ? 'TBD'
          : formatMoney(due === PLACEHOLDER_COST ? 0 : due)
    return { label: 'Cost' as const, value }
  }
  const paid = p.patientPayAmount
  const value =
    p.rxStatus === 'Profiled'
      ? 'N/A'
      : paid === null || paid === undefined || paid === PLACEHOLDER_COST
        ? 'TBD'
        : formatMoney(paid)
  return { label: 'Last Paid' as const, value }
}

type EstimatedTotal = { kind: 'tbd' } | { kind: 'amount'; amount: number; text: string }

/** Any item without a known price makes the whole estimate TBD. */
export function estimatedTotal(items: Pick<CartItem, 'patientPay'>[]): EstimatedTotal {
  let amount = 0
  for (const item of items) {
    if (item.patientPay === null || item.patientPay === undefined || item.patientPay === PLACEHOLDER_COST)
      return { kind: 'tbd' }
    amount += item.patientPay
  }
  const rounded = Math.round(amount * 100) / 100
  return { kind: 'amount', amount: rounded, text: formatMoney(rounded) }
}
