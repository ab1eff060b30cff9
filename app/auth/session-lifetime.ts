/**
 * How long a sign-in lasts (decision 0035). The rules are pure so the auth
 * state reader and the tests share them; the times they compare live in the
 * session the server store keeps (decision 0089).
 */

const HOUR_SECONDS = 60 * 60

/**
 * The absolute lifetime, counted from the sign-in whatever happens after:
 * a working day without 'Keep me signed in', the remember-me window with it.
 */
export const SESSION_LIFETIME_SECONDS = {
  browserSession: 12 * HOUR_SECONDS,
  rememberMe: 30 * 24 * HOUR_SECONDS,
} as const

/**
 * The pharmacy's idle limit (spec 2 section 9, decision 0015): the 540 s
 * warning plus the 60 s countdown. It applies to requests under /rx.
 */
export const IDLE_LIMIT_SECONDS = 600

/** Whether Remix would serve `pathname` from the /rx area: it matches paths decoded and whatever their case. */
export function isIdleLimitedPath(pathname: string) {
  let path = pathname
  try {
    path = decodeURIComponent(pathname)
  } catch {
    // The server entry refuses undecodable paths before any route.
  }
  path = path.toLowerCase().replace(/\/{2,}/g, '/')
  return path === '/rx' || path.startsWith('/rx/')
}

export const SESSION_TIMEOUT_ERROR_CODE = 'sessionTimeout'
/** The sign-in page's notice after a request the pharmacy refused because the sign-in had ended. */
export const INACTIVE_ERROR_CODE = 'inactive'
/** Where a timed-out pharmacy session signs in again (spec 2 section 2 'Other routes seen'). */
export const SESSION_TIMEOUT_SIGN_IN = `/signin?redirectUrl=${encodeURIComponent('/rx/dashboard')}&errorCode=${SESSION_TIMEOUT_ERROR_CODE}`

/** Why a stored sign-in no longer counts: past its absolute lifetime, or idle too long on a pharmacy page. */
export type SessionEnd = 'expired' | 'idle'

/** Whether a sign-in is past its absolute lifetime at `now` (ms). */
export function isPastLifetime(signIn: { issuedAt: number; rememberMe: boolean }, now: number) {
  const lifetime = signIn.rememberMe ? SESSION_LIFETIME_SECONDS.rememberMe : SESSION_LIFETIME_SECONDS.browserSession
  return !(now - signIn.issuedAt <= lifetime * 1000)
}

/**
 * Whether a sign-in has gone without activity for longer than the idle limit.
 * `lastActivity` is the last recorded page or form of this very sign-in, or
 * its start when none was recorded: losing the record only makes the session
 * older, never younger.
 */
export function isIdle(signIn: { issuedAt: number }, lastActivity: number | undefined, now: number) {
  return now - (lastActivity ?? signIn.issuedAt) > IDLE_LIMIT_SECONDS * 1000
}
