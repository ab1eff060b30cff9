import { randomUUID } from 'node:crypto'
import { pharmacyBackOffice } from './pharmacy-back-office.ts'
import { PATIENT_NUMBERS, SHOPPER_USER_ID } from './pharmacy-seed.ts'

/** A tracker link works for 7 days after its text message was sent (the link's timestamp). */
const TRACKER_LINK_DAYS = 7
/** Wrong birth dates before the pharmacy locks a patient for guest access. */
export const GUEST_LOCK_AFTER = 3
/** A verified guest's session with the pharmacy. */
const GUEST_SESSION_MINUTES = 30

const HOUSEHOLD = new Set(['SELF', 'CHILD', 'PET'])

type GuestSessionRecord = { patientNumbers: string[]; expiresAt: number }

function seedLocks() {
  // The pet's links are locked, as after three wrong birth dates (README 'Demo tracker links').
  return new Map<string, number>([[PATIENT_NUMBERS.pet, GUEST_LOCK_AFTER]])
}

let failures = seedLocks()
let sessions = new Map<string, GuestSessionRecord>()

export function resetGuestBackOffice() {
  failures = seedLocks()
  sessions = new Map()
}

/** The pharmacy side of tracker links and guest sessions; the patients are the demo pharmacy account's. */
export const guestBackOffice = {
  isLinkExpired(timestamp: string, now = Date.now()) {
    const sent = Number(timestamp)
    return !Number.isFinite(sent) || sent > now + 60_000 || now - sent > TRACKER_LINK_DAYS * 24 * 60 * 60 * 1000
  },
  isLocked(patientNumber: string) {
    return (failures.get(patientNumber) ?? 0) >= GUEST_LOCK_AFTER
  },
  patient(patientNumber: string) {
    return pharmacyBackOffice
      .account(SHOPPER_USER_ID)
      ?.patients.find((patient) => patient.patientNumber === patientNumber)
  },
  /** The birth date against the patient's: a match opens a guest session (the account holder's covers the account's patients). */
  verify(patientNumber: string, dateOfBirth: string, now = Date.now()) {
    const patient = this.patient(patientNumber)
    if (this.isLocked(patientNumber)) return { verified: false, patientLocked: true } as const
    if (!patient || patient.dateOfBirth !== dateOfBirth) {
      failures.set(patientNumber, (failures.get(patientNumber) ?? 0) + 1)
      return { verified: false, patientLocked: this.isLocked(patientNumber) } as const
    }
    failures.delete(patientNumber)
    const account = pharmacyBackOffice.account(SHOPPER_USER_ID)
    // The account holder's link covers the household; another adult's records were shared with the online account only.
    const patientNumbers =
      patient.relationshipType === 'SELF' && account
        ? account.patients.filter((each) => HOUSEHOLD.has(each.relationshipType)).map((each) => each.patientNumber)
        : [patientNumber]
    const token = `guest-${randomUUID()}`
    sessions.set(token, { patientNumbers, expiresAt: now + GUEST_SESSION_MINUTES * 60 * 1000 })
    return { verified: true, patientLocked: false, patientNumbers, primaryPatientNumber: patientNumber, token } as const
  },
  /** The patients a guest token may see, or undefined when it is unknown or expired. */
  session(authorization: string | null, now = Date.now()) {
    const token = authorization?.replace(/^Bearer /, '') ?? ''
    const record = sessions.get(token)
    return record && record.expiresAt > now ? record : undefined
  },
}
