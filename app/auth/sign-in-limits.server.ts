import { createAttemptLimits } from '#app/security/rate-limit.server.ts'

export const SIGN_IN_LIMITS = {
  /** Wrong passwords for one account from one client: a stranger's guesses do not lock the owner out. */
  perPair: 5,
  /** Wrong passwords for one account from anywhere: guessing spread over many clients (decision 0036). */
  perIdentifier: 50,
  /** Wrong passwords from one client, for any account (password spraying). */
  perClient: 30,
} as const

/** Sign-in failures are limited per account and client, per account and per client; a success clears the pair's count. */
export const signInLimits = createAttemptLimits({
  name: 'sign-in',
  windowMs: 15 * 60 * 1000,
  ...SIGN_IN_LIMITS,
  keyOf: (email) => `email:${email.trim().toLowerCase()}`,
})
