import type { CartItem, Patient, Prescription } from '#app/upstream/rx-api.schema.ts'
import { patientName } from '#app/rx/shared/patients.ts'
import { isRefillableStatus } from '#app/rx/shared/statuses.ts'

/** One refill of one patient: a cart item and its prescription share it. */
export const cartItemKey = (item: Pick<CartItem, 'rxNumber' | 'patientNumber'>) =>
  `${item.rxNumber}:${item.patientNumber}`

/** The prescription a cart item refills. */
export const prescriptionOf = (prescriptions: Prescription[], item: Pick<CartItem, 'rxNumber' | 'patientNumber'>) =>
  prescriptions.find((p) => p.rxNumber === item.rxNumber && p.patientNumber === item.patientNumber)

/** Spec 2 section 4 'Cart': still a refill with an eligible status and an active prescriber. */
export function isValidCartItem(item: Pick<CartItem, 'rxNumber' | 'patientNumber'>, prescriptions: Prescription[]) {
  const prescription = prescriptionOf(prescriptions, item)
  return Boolean(
    prescription?.refillStatus &&
    isRefillableStatus(prescription.refillStatus) &&
    prescription.prescriber?.active !== false,
  )
}

export function invalidCartItems<T extends Pick<CartItem, 'rxNumber' | 'patientNumber'>>(
  items: T[],
  prescriptions: Prescription[],
) {
  return items.filter((item) => !isValidCartItem(item, prescriptions))
}

/** Items in patient order; an item for a patient not on the account ends up last under its number. */
export function groupByPatient<T extends { patientNumber: string }>(items: T[], patients: Patient[]) {
  const known = patients.map((patient) => ({
    patient: patient as Patient | undefined,
    name: patientName(patient),
    items: items.filter((item) => item.patientNumber === patient.patientNumber),
  }))
  const strangers = [...new Set(items.map((item) => item.patientNumber))]
    .filter((number) => !patients.some((patient) => patient.patientNumber === number))
    .map((number) => ({
      patient: undefined,
      name: `Patient ${number}`,
      items: items.filter((item) => item.patientNumber === number),
    }))
  return [...known, ...strangers].filter((group) => group.items.length > 0)
}
