import { createCookie, redirect } from '@remix-run/node'
import { signOutHeaders } from '#app/auth/auth-state.server.ts'
import type { AppSession } from '#app/auth/session.server.ts'
import { env } from '#app/env.server.ts'
import { IDLE_LIMIT_SECONDS, SESSION_TIMEOUT_SIGN_IN } from './session-timeout.ts'

/**
 * The server's half of the session timeout: the time of the last request a
 * signed-in user made, in its own signed cookie (not `__session`, which the
 * root loader rewrites for flash messages in the same response).
 */
let cookie: ReturnType<typeof createCookie> | undefined
export function activityCookie() {
  const { isProduction, mocks, sessionSecrets } = env()
  cookie ??= createCookie('__rx_activity', {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    secure: isProduction && !mocks,
    secrets: sessionSecrets,
  })
  return cookie
}

export async function lastActivity(request: Request): Promise<number | undefined> {
  const value: unknown = await activityCookie().parse(request.headers.get('cookie'))
  const at = typeof value === 'object' && value !== null ? (value as { at?: unknown }).at : undefined
  return typeof at === 'number' ? at : undefined
}

/** A missing cookie counts as active: the clock starts at the first page after sign-in. */
export async function isIdleExpired(request: Request, now = Date.now()) {
  const at = await lastActivity(request)
  return at !== undefined && now - at > IDLE_LIMIT_SECONDS * 1000
}

export async function touchActivity(now = Date.now()) {
  return activityCookie().serialize({ at: now })
}

/** Ends the sign-in and sends the user to sign in with the session-timeout notice. */
export async function sessionTimeoutResponse(session: AppSession) {
  const headers = await signOutHeaders(session)
  headers.append('set-cookie', await activityCookie().serialize('', { maxAge: 0 }))
  return redirect(SESSION_TIMEOUT_SIGN_IN, { headers })
}
