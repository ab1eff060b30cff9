import type { CartItem, Patient, Prescription } from '#app/upstream/rx-api.schema.ts'
import { cartItemKey, groupByPatient } from '#app/rx/shared/cart-rules.ts'
import { estimatedTotal, PLACEHOLDER_COST } from '#app/rx/shared/money.ts'
import { formatMoney } from '#app/ui/format.ts'

/** `?removed=rxNumber:patientNumber` marks an item just removed: it stays listed with Undo until the next page. */
export const REMOVED_PARAM = 'removed'

export type CartLine = {
  rxNumber: string
  patientNumber: string
  drugName: string
  lastPaid: string
  quantity: string | null
}

function lastPaidText(amount: number | null | undefined) {
  return amount === null || amount === undefined || amount === PLACEHOLDER_COST ? 'TBD' : formatMoney(amount)
}

function lineOf(
  item: Pick<CartItem, 'rxNumber' | 'patientNumber' | 'drugName' | 'patientPay' | 'lastFillDispenseQuantity'>,
): CartLine {
  return {
    rxNumber: item.rxNumber,
    patientNumber: item.patientNumber,
    drugName: item.drugName,
    lastPaid: lastPaidText(item.patientPay),
    quantity:
      item.lastFillDispenseQuantity === null || item.lastFillDispenseQuantity === undefined
        ? null
        : String(item.lastFillDispenseQuantity),
  }
}

/** The pharmacy cart as the side panel shows it (spec 2 'Pharmacy cart'). */
export function cartPanel(items: CartItem[], patients: Patient[], prescriptions: Prescription[], url: URL) {
  const inCart = new Set(items.map(cartItemKey))
  const removed = url.searchParams
    .getAll(REMOVED_PARAM)
    .filter((key) => !inCart.has(key))
    .flatMap((key) => {
      const prescription = prescriptions.find((candidate) => cartItemKey(candidate) === key)
      return prescription ? [lineOf({ ...prescription, patientPay: prescription.patientPayAmount })] : []
    })
  return {
    groups: groupByPatient(items, patients).map((group) => ({ name: group.name, items: group.items.map(lineOf) })),
    count: items.length,
    total: estimatedTotal(items),
    removed,
  }
}
export type CartPanel = ReturnType<typeof cartPanel>
