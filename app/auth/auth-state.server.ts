import { redirect, type AppLoadContext } from '@remix-run/node'
import { revokeAccessToken } from '#app/upstream/auth-api.server.ts'
import { logEvent } from '#app/log.server.ts'
import { upstreamOf } from '#app/upstream/request.server.ts'
import { signInPath } from './paths.ts'
import {
  SESSION_TIMEOUT_SIGN_IN,
  isIdle,
  isIdleLimitedPath,
  isPastLifetime,
  type SessionEnd,
} from './session-lifetime.ts'
import {
  getSession,
  isCurrentSignIn,
  liveSessionCookie,
  readActivity,
  sessionStorage,
  type AppSession,
  type SignedInUser,
} from './session.server.ts'
import { readDeviceMarker, type DeviceMarker } from './device-marker.server.ts'

export type AuthStatus = 'unauthenticated' | 'recognised' | 'authenticated'

export type AuthState = {
  status: AuthStatus
  user: SignedInUser | undefined
  knownMachine: boolean
  device: DeviceMarker | undefined
  session: AppSession
  /**
   * A sign-in the cookie still holds but that is over (past its lifetime, or
   * idle too long on a pharmacy page): the request counts as signed out, and
   * a gate ends it for good (`endIfOver`).
   */
  ended: { reason: SessionEnd; user: SignedInUser | undefined } | undefined
  /** A live sign-in past the idle limit: pharmacy pages end it, and no page records activity for it. */
  idle: boolean
  /** A live sign-in's last recorded activity (ms since the epoch), when there is one. */
  lastActivity: number | undefined
}

/**
 * Who is asking. Every signed-in request is checked here against the
 * session's own absolute lifetime (over: signed out everywhere) and, for a
 * live sign-in, the idle limit (over: signed out in the pharmacy area, which
 * ends it). A remembered sign-in that is not live must give its password
 * again anyway, so idling does not end it.
 */
export function getAuthState(request: Request, context: AppLoadContext): Promise<AuthState> {
  // Read once per request, whichever loader or action asks first: the root, the layout and the page share it.
  return context.once(AUTH_STATE, () => readAuthState(request))
}
const AUTH_STATE = {}

async function readAuthState(request: Request): Promise<AuthState> {
  const cookieHeader = request.headers.get('cookie')
  const [session, live, device] = await Promise.all([
    getSession(request),
    liveSessionCookie().parse(cookieHeader),
    readDeviceMarker(cookieHeader),
  ])
  const stored = session.get('user')
  const now = Date.now()
  let ended: AuthState['ended']
  let idle = false
  let lastActivity: number | undefined
  if (stored && (!isCurrentSignIn(stored) || isPastLifetime(stored, now))) {
    ended = { reason: 'expired', user: isCurrentSignIn(stored) ? stored : undefined }
  } else if (stored && live === stored.userId) {
    lastActivity = await readActivity(stored)
    idle = isIdle(stored, lastActivity, now)
    if (idle && isIdleLimitedPath(new URL(request.url).pathname)) ended = { reason: 'idle', user: stored }
  }
  if (ended) session.unset('user')
  const user = ended ? undefined : stored
  const status: AuthStatus = !user ? 'unauthenticated' : live === user.userId ? 'authenticated' : 'recognised'
  return { status, user, knownMachine: Boolean(device), device, session, ended, idle, lastActivity }
}

export function currentPath(request: Request) {
  const url = new URL(request.url)
  return `${url.pathname}${url.search}`
}

/**
 * Ends a sign-in on this browser: its session leaves the store, and the request's jar ends its cookies; the device
 * marker stays.
 */
async function endSignIn(context: AppLoadContext, session: AppSession) {
  context.setCookie(await sessionStorage().destroySession(session))
  context.setCookie(await liveSessionCookie().serialize('', { maxAge: 0 }))
}

/** A page's loaders can each find the same ended sign-in: the request sends one logout call (its context's key). */
const LOGOUT = {}

/**
 * Asks the auth service to revoke the token (spec 2 'logout via
 * /auth/api/logout'), so a copied cookie is refused by every service. A
 * failure is logged (the request layer logs upstream ones) and sign-out goes on.
 */
async function logout(request: Request, context: AppLoadContext, accessToken: string) {
  try {
    // Not bound to the request's signal: a closed tab still revokes.
    await revokeAccessToken((await upstreamOf(request, context)).with({ accessToken, signal: undefined }))
  } catch (error) {
    logEvent('warn', 'auth.logout_failed', { reason: error instanceof Error ? error.name : 'unknown' })
  }
}

/**
 * Ends a sign-in for good: revokes its upstream token (unless the upstream
 * already refused it), clears the cookies and redirects. Sign-out, the idle
 * timeout, an ended lifetime and an upstream 401 all come through here.
 */
export async function endSession(
  request: Request,
  context: AppLoadContext,
  session: AppSession,
  {
    user,
    to,
    revoke,
  }: {
    user: SignedInUser | undefined
    to: string
    /** Whether to revoke the token (one logout call per request); not where the upstream refused it already. */
    revoke: boolean
  },
) {
  if (revoke && user) await context.once(LOGOUT, () => logout(request, context, user.accessToken))
  await endSignIn(context, session)
  return redirect(to)
}

/** The sign-in the request carries, over or not: what sign-out ends. */
function signInOf(state: AuthState) {
  return state.user ?? state.ended?.user
}

/** Sign-out (the header's button, the session-timeout modal): the session ends and the browser goes `to`. */
export function signOut(request: Request, context: AppLoadContext, state: AuthState, to: string) {
  return endSession(request, context, state.session, { user: signInOf(state), to, revoke: true })
}

/** A gate's first step: a sign-in that is over ends here, idle to the session-timeout sign-in, an ended lifetime to sign in for this page. */
export async function endIfOver(request: Request, context: AppLoadContext, state: AuthState) {
  if (!state.ended) return
  const to = state.ended.reason === 'idle' ? SESSION_TIMEOUT_SIGN_IN : signInPath(currentPath(request))
  throw await endSession(request, context, state.session, { user: state.ended.user, to, revoke: true })
}

/**
 * For pages that need a full sign-in: a recognised user must sign back in
 * (the persistent-user notice), an unknown one is sent to sign in, and a
 * sign-in that is over is ended first.
 */
export async function requireAuthenticatedUser(request: Request, context: AppLoadContext) {
  const state = await getAuthState(request, context)
  await endIfOver(request, context, state)
  if (state.status === 'authenticated' && state.user) return { ...state, user: state.user }
  const persistent = state.status === 'recognised'
  throw redirect(signInPath(currentPath(request), persistent ? { persistent: 'true' } : {}))
}

/**
 * The request's upstream client (`upstreamOf`) for the customer: the session's
 * token, and the sign-in consequences of 401 and 403. A 401 means the
 * upstream no longer accepts the token (revoked, expired): the sign-in ends
 * here, once, so the sign-in page does not send the user straight back.
 * Without a session the calls carry no token.
 */
export async function upstreamFor(request: Request, context: AppLoadContext, session?: AppSession) {
  const path = currentPath(request)
  const onSignInPage = new URL(request.url).pathname === '/signin'
  const user = session?.get('user')
  return (await upstreamOf(request, context)).with({
    accessToken: user?.accessToken,
    onUnauthorized: async () =>
      session && user
        ? endSession(request, context, session, { user, to: signInPath(path), revoke: false })
        : redirect(signInPath(path)),
    onForbidden: onSignInPage
      ? undefined
      : async () => {
          if (session) await endSignIn(context, session)
          return redirect(signInPath(path, { errorCode: 'forbidden' }))
        },
  })
}
