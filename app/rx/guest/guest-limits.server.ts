import type { AppLoadContext } from '@remix-run/node'
import { clientKey, createAttemptLimits, createRateLimiter } from '#app/security/rate-limit.server.ts'
import { createServerStore } from '#app/security/server-store.server.ts'

const QUARTER_HOUR_MS = 15 * 60 * 1000
const DAY_MS = 24 * 60 * 60 * 1000

/**
 * Birth-date attempts on tracker links (decisions 0036 and 0076): wrong dates per patient and client, per patient from
 * anywhere, and per client for any patient. The pharmacy locks a patient after 3 wrong dates from anyone, so the pair
 * stays below that (2): one stranger cannot lock the owner out. The pharmacy does not forget its count by the quarter
 * hour, so neither does the pair: its window is a day, where the other two count per 15 minutes.
 */
export const GUEST_VERIFICATION_LIMITS = { perPair: 2, perIdentifier: 20, perClient: 20 } as const
const patientKey = (patientNumber: string) => `patient:${patientNumber}`

const attemptsPer15Minutes = createAttemptLimits({
  name: 'guest-verification',
  windowMs: QUARTER_HOUR_MS,
  ...GUEST_VERIFICATION_LIMITS,
  keyOf: patientKey,
})
const attemptsPerPairAndDay = createRateLimiter({
  name: 'guest-verification:pair-day',
  windowMs: DAY_MS,
  max: GUEST_VERIFICATION_LIMITS.perPair,
})
const pairKey = (context: AppLoadContext, patientNumber: string) => `${patientKey(patientNumber)}|${clientKey(context)}`

export const guestVerificationLimits = {
  /** Counts an attempt; false when it goes over a limit (it must not be tried). */
  async attempt(context: AppLoadContext, patientNumber: string) {
    const [day, quarter] = await Promise.all([
      attemptsPerPairAndDay.hit([pairKey(context, patientNumber)]),
      attemptsPer15Minutes.attempt(context, patientNumber),
    ])
    return day.allowed && quarter
  },
  async succeeded(context: AppLoadContext, patientNumber: string) {
    await Promise.all([
      attemptsPerPairAndDay.clear(pairKey(context, patientNumber)),
      attemptsPer15Minutes.succeeded(context, patientNumber),
    ])
  },
  /** The attempt could not be tried (the pharmacy did not answer, or the patient is locked already): it does not count. */
  async untried(context: AppLoadContext, patientNumber: string) {
    await Promise.all([
      attemptsPerPairAndDay.undo([pairKey(context, patientNumber)]),
      attemptsPer15Minutes.untried(context, patientNumber),
    ])
  },
}

/**
 * Patients whose tracker links one client may open in 15 minutes (decision 0076): a link names a patient number, and
 * a stranger could otherwise try numbers by the thousand. Opening a patient's link again is not counted (a reload, a
 * second text message); past the limit the page answers 429 before the pharmacy is asked.
 */
export const GUEST_LINKS_PER_CLIENT = 20

const patientsOpenedByClient = createRateLimiter({
  name: 'guest-links:client',
  windowMs: QUARTER_HOUR_MS,
  max: GUEST_LINKS_PER_CLIENT,
})
/** Which patients' links a client opened in the window: the first opening claims the pair (decision 0074's store). */
const patientsSeen = createServerStore('guest-links-seen')

/** Counts the link's patient for this client, unless it opened that patient's link already; false past the limit. */
export async function mayOpenTrackerLink(context: AppLoadContext, patientNumber: string) {
  const [first, counted] = await Promise.all([
    patientsSeen.claim(pairKey(context, patientNumber), QUARTER_HOUR_MS),
    patientsOpenedByClient.hit([clientKey(context)]),
  ])
  // Seen already: the patient is counted once. Still refused past the limit, so a repeat is never a way around it.
  if (!first) await patientsOpenedByClient.undo([clientKey(context)])
  return counted.allowed
}

/**
 * Guest refill lookups that find nothing, per patient phone and per client:
 * a hit shows drug names, so guessing prescription numbers for someone's
 * phone must not be free.
 */
export const GUEST_REFILL_LOOKUP_LIMITS = { perPair: 5, perIdentifier: 25, perClient: 20 } as const

export const guestRefillLookupLimits = createAttemptLimits({
  name: 'guest-refill-lookup',
  windowMs: QUARTER_HOUR_MS,
  ...GUEST_REFILL_LOOKUP_LIMITS,
  keyOf: (patientPhone) => `phone:${patientPhone}`,
})
