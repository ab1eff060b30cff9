import { createSealedSessionStorage, sealedAppCookie } from '#app/security/sealed-cookie.server.ts'
import type { Flash } from '#app/ui/flash.server.ts'
import type { UserInfo } from '#app/upstream/auth-api.schema.ts'
import { SESSION_LIFETIME_SECONDS } from './session-lifetime.ts'

/** What a sign-in (password, Google, identity provider) yields, before it becomes a session. */
export type NewSignIn = {
  userId: string
  firstName: string
  emailVerified: boolean
  authorities: UserInfo['authorities']
  accessToken: string
  rememberMe: boolean
  /** Set by a step-up sign-in (spec 1 step-up mode); callRxStepupAuth also marks the pharmacy step-up. */
  stepUp?: { at: number; rx: boolean; calledFrom?: string }
}

/**
 * The signed-in user as the session stores it: the sign-in plus its own id
 * and start time (decision 0035), so the cookie carries its absolute lifetime
 * and the activity cookie can name the sign-in it belongs to.
 */
export type SignedInUser = NewSignIn & {
  sessionId: string
  /** When the sign-in happened (ms since the epoch). */
  issuedAt: number
}

/**
 * The identity cookie `__session` (decision 0041): who is signed in, with the
 * upstream token, sealed so its value reveals nothing. The pharmacy's flow
 * state and the flash messages have cookies of their own.
 */
type SessionData = {
  user: SignedInUser
  /** A Google identity waiting for the password that links it (spec 1 'social link'). */
  pendingSocialLink: { token: string; email: string }
}

/** One-time statuses the sign-in page shows after a redirect (spec 1 section 4 'Sign-in auth status'), carried as a flash. */
export type SignInStatus = 'socialCreate' | 'providerFailed' | 'resetPassword'
const SIGN_IN_STATUSES: readonly SignInStatus[] = ['socialCreate', 'providerFailed', 'resetPassword']

export function signInStatusOf(flash: Flash | undefined): SignInStatus | undefined {
  return SIGN_IN_STATUSES.find((status) => status === flash?.signInStatus)
}

const REMEMBER_ME_SECONDS = SESSION_LIFETIME_SECONDS.rememberMe

let storage: ReturnType<typeof createStorage> | undefined
function createStorage() {
  return createSealedSessionStorage<SessionData>(sealedAppCookie('__session'))
}
export function sessionStorage() {
  storage ??= createStorage()
  return storage
}

/**
 * Marks the sign-in as fresh for this browser session only. A remembered
 * `__session` without it is "recognised": known, but sensitive pages ask for
 * the password again (spec 1 persistent-user notice).
 */
let liveCookie: ReturnType<typeof sealedAppCookie> | undefined
export function liveSessionCookie() {
  // Its value is the user id: sealed, like the identity cookie.
  liveCookie ??= sealedAppCookie('__session_live')
  return liveCookie
}

export async function getSession(request: Request) {
  return sessionStorage().getSession(request.headers.get('cookie'))
}
export type AppSession = Awaited<ReturnType<typeof getSession>>

/**
 * The identity cookie's Set-Cookie when the session changed (nothing when it
 * did not). A remembered sign-in's cookie ends when the sign-in does, however
 * often it is rewritten (the reader checks it too).
 */
export function commitSession(session: AppSession) {
  const user = session.get('user')
  if (!user?.rememberMe) return sessionStorage().commitIfChanged(session)
  const remaining =
    typeof user.issuedAt === 'number'
      ? Math.ceil((user.issuedAt - Date.now()) / 1000) + REMEMBER_ME_SECONDS
      : REMEMBER_ME_SECONDS
  return sessionStorage().commitIfChanged(session, {
    maxAge: Math.max(0, Math.min(REMEMBER_ME_SECONDS, remaining)),
  })
}

/**
 * The time of a signed-in user's last pharmacy request (decision 0015), in
 * a cookie of its own because it changes on every navigation while the
 * identity cookie changes only at sign-in and token renewal. It names
 * the sign-in it belongs to; without it (or with another sign-in's) the idle
 * clock counts from the sign-in itself, so dropping it never extends a session.
 */
type Activity = { sessionId: string; at: number }
let activityCookieInstance: ReturnType<typeof sealedAppCookie> | undefined
export function activityCookie() {
  activityCookieInstance ??= sealedAppCookie('__rx_activity')
  return activityCookieInstance
}

export async function readActivity(
  cookieHeader: string | null,
  user: Pick<SignedInUser, 'sessionId'>,
): Promise<number | undefined> {
  const value: unknown = await activityCookie().parse(cookieHeader)
  if (typeof value !== 'object' || value === null) return undefined
  const { sessionId, at } = value as Partial<Activity>
  return sessionId === user.sessionId && typeof at === 'number' ? at : undefined
}

export function touchActivity(user: Pick<SignedInUser, 'sessionId'>, now = Date.now()) {
  return activityCookie().serialize({ sessionId: user.sessionId, at: now } satisfies Activity)
}

/** A stored user from before sign-ins had an id and a start time is no sign-in at all. */
export function isCurrentSignIn(user: SignedInUser | undefined): user is SignedInUser {
  return typeof user?.sessionId === 'string' && typeof user.issuedAt === 'number'
}
