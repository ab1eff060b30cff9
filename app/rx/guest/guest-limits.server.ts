import { createAttemptLimits } from '#app/security/rate-limit.server.ts'

/**
 * Birth-date attempts on tracker links (decision 0036's limits): wrong dates
 * per patient and client, per patient from anywhere, and per client for any
 * patient. The pharmacy locks a patient after its own count; this stops a
 * client from cycling through links first.
 */
export const GUEST_VERIFICATION_LIMITS = { perPair: 5, perIdentifier: 20, perClient: 20 } as const

export const guestVerificationLimits = createAttemptLimits({
  name: 'guest-verification',
  windowMs: 15 * 60 * 1000,
  ...GUEST_VERIFICATION_LIMITS,
  keyOf: (patientNumber) => `patient:${patientNumber}`,
})

/**
 * Guest refill lookups that find nothing, per patient phone and per client:
 * a hit shows drug names, so guessing prescription numbers for someone's
 * phone must not be free.
 */
export const GUEST_REFILL_LOOKUP_LIMITS = { perPair: 5, perIdentifier: 25, perClient: 20 } as const

export const guestRefillLookupLimits = createAttemptLimits({
  name: 'guest-refill-lookup',
  windowMs: 15 * 60 * 1000,
  ...GUEST_REFILL_LOOKUP_LIMITS,
  keyOf: (patientPhone) => `phone:${patientPhone}`,
})
