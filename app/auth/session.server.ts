import type { AppLoadContext } from '@remix-run/node'
import { sealedAppCookie } from '#app/security/sealed-cookie.server.ts'
import { createServerSessionStorage, orServiceUnavailable } from '#app/security/server-session.server.ts'
import { createServerStore } from '#app/security/server-store.server.ts'
import type { Flash } from '#app/ui/flash.server.ts'
import type { UserInfo } from '#app/upstream/auth-api.schema.ts'
import type { OAuthFlow } from './oauth-flow.server.ts'
import { IDLE_LIMIT_SECONDS, SESSION_LIFETIME_SECONDS } from './session-lifetime.ts'

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
 * and start time (decision 0035), so the session carries its absolute lifetime
 * and what the server keeps beside it (activity, hints) names the sign-in it belongs to.
 */
export type SignedInUser = NewSignIn & {
  sessionId: string
  /** When the sign-in happened (ms since the epoch). */
  issuedAt: number
}

/**
 * The session (decision 0089): who is signed in, with the upstream token, kept
 * in the server store; the `__session` cookie holds only its sealed id. The
 * pharmacy's flow state and the flash messages are kept apart.
 */
type SessionData = {
  user: SignedInUser
  /** A Google identity waiting for the password that links it (spec 1 'social link'). */
  pendingSocialLink: { token: string; email: string }
  /** A sign-in with a provider waiting for its callback (`oauth-flow.server.ts`). */
  oauthFlow: OAuthFlow
  /** Where the server keeps this session's other state (`session-scope.server.ts`). */
  scope: string
}

/** One-time statuses the sign-in page shows after a redirect (spec 1 section 4 'Sign-in auth status'), carried as a flash. */
export type SignInStatus = 'socialCreate' | 'providerFailed' | 'resetPassword'
const SIGN_IN_STATUSES: readonly SignInStatus[] = ['socialCreate', 'providerFailed', 'resetPassword']

export function signInStatusOf(flash: Flash | undefined): SignInStatus | undefined {
  return SIGN_IN_STATUSES.find((status) => status === flash?.signInStatus)
}

const REMEMBER_ME_SECONDS = SESSION_LIFETIME_SECONDS.rememberMe
/**
 * A session without a sign-in: one holding a guest's flows is kept a working day (its record is not rewritten while
 * the flows are), one holding only a provider sign-in under way or a Google identity waiting for its password half an
 * hour (a visit to a sign-in page makes one).
 */
const GUEST_SESSION_SECONDS = 12 * 60 * 60
const PENDING_SESSION_SECONDS = 30 * 60

/** Seconds left in a sign-in's absolute lifetime: its session, and a remembered sign-in's cookie, end with it. */
function remainingSeconds(user: SignedInUser) {
  const lifetime = user.rememberMe ? REMEMBER_ME_SECONDS : SESSION_LIFETIME_SECONDS.browserSession
  const left = typeof user.issuedAt === 'number' ? Math.ceil((user.issuedAt - Date.now()) / 1000) + lifetime : lifetime
  return Math.max(1, Math.min(lifetime, left))
}

let storage: ReturnType<typeof createStorage> | undefined
function createStorage() {
  return createServerSessionStorage<SessionData>('__session', {
    ttlMs: ({ user, scope }) =>
      (user ? remainingSeconds(user) : scope ? GUEST_SESSION_SECONDS : PENDING_SESSION_SECONDS) * 1000,
  })
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
  // Its value is the user id, sealed.
  liveCookie ??= sealedAppCookie('__session_live')
  return liveCookie
}

export async function getSession(request: Request) {
  return sessionStorage().getSession(request.headers.get('cookie'))
}
export type AppSession = Awaited<ReturnType<typeof getSession>>

/**
 * Writes a changed session, and its cookie, when the id is new or `rotate`d (a sign-in: the id someone planted or
 * copied before opens nothing after it), into the request's cookie jar (decision 0088). A remembered sign-in's cookie
 * ends when the sign-in does; any other ends with the browser.
 */
export async function commitSession(
  context: AppLoadContext,
  session: AppSession,
  { rotate = false }: { rotate?: boolean } = {},
) {
  const user = session.get('user')
  const setCookie = await sessionStorage().commitIfChanged(session, {
    rotate,
    maxAge: user?.rememberMe ? remainingSeconds(user) : undefined,
  })
  if (setCookie) context.setCookie(setCookie)
}

/**
 * The time of a signed-in user's last request (decision 0015), kept by the server beside the session under the
 * sign-in's own id, so that a page's touch never rewrites the session (where it could undo a token renewal made at
 * the same time). It expires soon after the idle limit: without it the idle clock counts from the sign-in itself, so
 * losing it never extends a session. Strict, as the session: a read that failed must not count as no activity.
 */
const activity = createServerStore('sign-in-activity', { strict: true })
const ACTIVITY_TTL_MS = (IDLE_LIMIT_SECONDS + 60) * 1000
/** A touch this soon after the last one is not written: a page and its fetches cost one write, not one each. */
const ACTIVITY_GRAIN_MS = 5_000

export async function readActivity(user: Pick<SignedInUser, 'sessionId'>): Promise<number | undefined> {
  const at = Number(await orServiceUnavailable(() => activity.get(user.sessionId)))
  return Number.isFinite(at) && at > 0 ? at : undefined
}

/** Records activity at `now`; `lastAt` is the activity the request read, so a touch right after it writes nothing. */
export async function touchActivity(user: Pick<SignedInUser, 'sessionId'>, lastAt?: number, now = Date.now()) {
  if (lastAt !== undefined && now - lastAt >= 0 && now - lastAt < ACTIVITY_GRAIN_MS) return
  await orServiceUnavailable(() => activity.set(user.sessionId, String(now), ACTIVITY_TTL_MS))
}

/** A stored user from before sign-ins had an id and a start time is no sign-in at all. */
export function isCurrentSignIn(user: SignedInUser | undefined): user is SignedInUser {
  return typeof user?.sessionId === 'string' && typeof user.issuedAt === 'number'
}
