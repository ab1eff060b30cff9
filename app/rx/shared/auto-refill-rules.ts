import type { Patient } from '#app/upstream/rx-api.schema.ts'

/** Spec 2 section 9: the expiry window, and the states with their own auto refill rules. */
const EXPIRY_WINDOW_DAYS = 105
const AUTO_REFILL_STATES = ['CA', 'IL'] as const

export type EnrolmentState = 'not-enrolled' | 'enrolled' | 'expiring' | 'expired'

const DAY = 24 * 60 * 60 * 1000
const dayNumber = (isoDate: string) =>
  Date.UTC(+isoDate.slice(0, 4), +isoDate.slice(5, 7) - 1, +isoDate.slice(8, 10)) / DAY

/** Whole days from `today` to the termination date (both YYYY-MM-DD; a time of day is ignored). */
const daysLeft = (terminationDate: string, today: string) => dayNumber(terminationDate) - dayNumber(today)

/**
 * Spec 2 section 4 'Auto refill': 'Expiring' when 1 to 105 days remain to the termination date, 'Expired' at 0 or
 * fewer. An enrolment without a termination date does not expire.
 */
export function enrolmentState(
  patient: Pick<Patient, 'isAutoRefillFlag' | 'autoRefillTerminationDate'>,
  today: string,
): EnrolmentState {
  // Unenrolling clears the flag (spec 2 section 4); a termination date left behind does not bring it back.
  if (!patient.isAutoRefillFlag) return 'not-enrolled'
  const termination = patient.autoRefillTerminationDate?.slice(0, 10)
  if (termination && /^\d{4}-\d{2}-\d{2}$/.test(termination)) {
    const left = daysLeft(termination, today)
    if (left <= 0) return 'expired'
    if (left <= EXPIRY_WINDOW_DAYS) return 'expiring'
  }
  return 'enrolled'
}

/** The enrolment a form may change: enrol the unenrolled, update the active, renew the ending (spec 2's variants). */
export function allowsMode(state: EnrolmentState, mode: 'enrol' | 'update' | 'renew') {
  if (mode === 'enrol') return state === 'not-enrolled'
  if (mode === 'update') return state === 'enrolled' || state === 'expiring'
  return state === 'expiring' || state === 'expired'
}

/** Managed adults' and caregivers' enrolments name the linked patient (spec 2 section 4). */
export const linkedPatientOf = (patient: Pick<Patient, 'patientNumber' | 'relationshipType'>) =>
  patient.relationshipType === 'MANAGED_ADULT' || patient.relationshipType === 'CAREGIVER'
    ? patient.patientNumber
    : undefined

/** A pharmacy in an auto-refill state asks for the patient's consent to enrol (decision 0066). */
export const needsStateConsent = (state: string) => (AUTO_REFILL_STATES as readonly string[]).includes(state)

/** The tries so far, as the form carries them back: anything but a small whole number counts as none. */
export function triesOf(value: unknown) {
  const tries = Number(value)
  return Number.isInteger(tries) && tries > 0 ? Math.min(tries, 99) : 0
}

/**
 * Bulk enrolment (spec 2 section 4): the prescriptions marked updateSuccessful are enrolled; any failure counts one
 * more try, which the page shows; a reset clears both.
 */
export function bulkOutcome(results: Array<{ rxNumber: string; updateSuccessful: boolean }>, retryCount: number) {
  const enrolled = results.filter((result) => result.updateSuccessful).map((result) => result.rxNumber)
  const failed = results.filter((result) => !result.updateSuccessful).map((result) => result.rxNumber)
  return { enrolled, failed, retryCount: failed.length > 0 ? retryCount + 1 : 0 }
}
