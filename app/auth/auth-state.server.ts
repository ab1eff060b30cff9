import { redirect } from '@remix-run/node'
import { mockScenarioOf } from '#app/upstream/mock-scenario.server.ts'
import { createUpstreamClient, newCorrelationId } from '#app/upstream/request.server.ts'
import { signInPath } from './paths.ts'
import { getSession, liveSessionCookie, readDeviceMarker, sessionStorage, type AppSession, type DeviceMarker, type SignedInUser } from './session.server.ts'

export type AuthStatus = 'unauthenticated' | 'recognised' | 'authenticated'

export type AuthState = {
  status: AuthStatus
  user: SignedInUser | undefined
  knownMachine: boolean
  device: DeviceMarker | undefined
  session: AppSession
}

export async function getAuthState(request: Request): Promise<AuthState> {
  const cookieHeader = request.headers.get('cookie')
  const [session, live, device] = await Promise.all([
    getSession(request),
    liveSessionCookie().parse(cookieHeader),
    readDeviceMarker(cookieHeader),
  ])
  const user = session.get('user')
  const status: AuthStatus = !user ? 'unauthenticated' : live === user.userId ? 'authenticated' : 'recognised'
  return { status, user, knownMachine: Boolean(device), device, session }
}

export function currentPath(request: Request) {
  const url = new URL(request.url)
  return `${url.pathname}${url.search}`
}

/** Cookies that end a sign-in on this browser; the device marker stays. */
export async function signOutHeaders(session: AppSession) {
  const headers = new Headers()
  headers.append('set-cookie', await sessionStorage().destroySession(session))
  headers.append('set-cookie', await liveSessionCookie().serialize('', { maxAge: 0 }))
  return headers
}

/**
 * For pages that need a full sign-in: a recognised user must sign back in
 * (the persistent-user notice), an unknown one is sent to sign in.
 */
export async function requireAuthenticatedUser(request: Request) {
  const state = await getAuthState(request)
  if (state.status === 'authenticated' && state.user) return { ...state, user: state.user }
  const persistent = state.status === 'recognised'
  throw redirect(signInPath(currentPath(request), persistent ? { persistent: 'true' } : {}))
}

/**
 * The upstream client for one incoming request: its token, correlation id,
 * mock scenario and the sign-in consequences of 401 and 403.
 */
export async function upstreamFor(request: Request, session?: AppSession) {
  const path = currentPath(request)
  const onSignInPage = new URL(request.url).pathname === '/signin'
  return createUpstreamClient({
    correlationId: request.headers.get('x-correlation-id') ?? newCorrelationId(),
    accessToken: session?.get('user')?.accessToken,
    mockScenario: await mockScenarioOf(request),
    signal: request.signal,
    onUnauthorized: () => redirect(signInPath(path)),
    onForbidden: onSignInPage
      ? undefined
      : async () =>
          redirect(signInPath(path, { errorCode: 'forbidden' }), {
            headers: session ? await signOutHeaders(session) : undefined,
          }),
  })
}
