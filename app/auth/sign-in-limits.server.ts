import { clientKey, createRateLimiter } from '#app/security/rate-limit.server.ts'

const FIFTEEN_MINUTES = 15 * 60 * 1000

export const SIGN_IN_LIMITS = {
  /** Wrong passwords for one account, from anywhere. */
  perIdentifier: 5,
  /** Wrong passwords from one client, for any account (password spraying). */
  perClient: 30,
} as const

export const TOO_MANY_ATTEMPTS = 'Too many unsuccessful sign-in attempts. Please wait 15 minutes and try again, or reset your password.'

const byIdentifier = createRateLimiter({ windowMs: FIFTEEN_MINUTES, max: SIGN_IN_LIMITS.perIdentifier })
const byClient = createRateLimiter({ windowMs: FIFTEEN_MINUTES, max: SIGN_IN_LIMITS.perClient })

const identifierKey = (email: string) => `email:${email.trim().toLowerCase()}`

/** Sign-in failures are limited per account and per client; a success clears the account's count. */
export const signInLimits = {
  allowed(request: Request, email: string) {
    return byIdentifier.check([identifierKey(email)]).allowed && byClient.check([clientKey(request)]).allowed
  },
  failed(request: Request, email: string) {
    byIdentifier.fail([identifierKey(email)])
    byClient.fail([clientKey(request)])
  },
  succeeded(email: string) {
    byIdentifier.clear(identifierKey(email))
  },
}
