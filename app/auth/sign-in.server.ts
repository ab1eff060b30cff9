import { randomUUID } from 'node:crypto'
import { redirect, type AppLoadContext } from '@remix-run/node'
import type { Banner } from '#app/banners/banners.ts'
import { SOCIAL_CREATE_MARKER, SOCIAL_LINK_MARKER, type SignInRequest } from '#app/upstream/auth-api.schema.ts'
import { signInUpstream } from '#app/upstream/auth-api.server.ts'
import { isUpstreamError } from '#app/upstream/errors.ts'
import { logEvent } from '#app/log.server.ts'
import type { UpstreamClient } from '#app/upstream/request.server.ts'
import { postSignInPath } from './paths.ts'
import { safeRedirect } from '#app/security/safe-redirect.ts'
import {
  commitSession,
  liveSessionCookie,
  type AppSession,
  type NewSignIn,
  type SignedInUser,
} from './session.server.ts'
import { deviceCookie, deviceMarkerAfterSignIn, readDeviceMarker } from './device-marker.server.ts'

export type SignInOutcome =
  | { kind: 'signed-in'; user: NewSignIn }
  | { kind: 'invalid-credentials' }
  | { kind: 'social-link' }
  | { kind: 'social-create' }
  | { kind: 'unavailable' }

export async function signInWithUpstream(client: UpstreamClient, request: SignInRequest): Promise<SignInOutcome> {
  let response
  try {
    response = await signInUpstream(client, request)
  } catch (error) {
    if (isUpstreamError(error)) return { kind: 'unavailable' }
    throw error
  }
  const { statusCode, statusMessage, authenticationState } = response.data
  if (statusMessage === SOCIAL_LINK_MARKER) return { kind: 'social-link' }
  if (statusMessage === SOCIAL_CREATE_MARKER) return { kind: 'social-create' }
  if (statusCode !== 200 || !authenticationState) return { kind: 'invalid-credentials' }
  const { userInfo, accessToken } = authenticationState
  return {
    kind: 'signed-in',
    user: {
      userId: userInfo.userId,
      firstName: userInfo.firstName,
      emailVerified: userInfo.emailVerified,
      authorities: userInfo.authorities,
      accessToken,
      rememberMe: request.rememberMe,
    },
  }
}

/**
 * Completes a successful sign-in: session (persistent only with remember-me),
 * the browser-session "fresh" marker, the device marker (which also records a
 * password sign-in's account: decision 0077), the analytics event, then the
 * email-verification detour or the /redirect/v2 hop.
 */
export async function completeSignIn({
  request,
  context,
  session,
  user,
  banner,
  redirectUrl,
  method,
  email,
}: {
  request: Request
  context: AppLoadContext
  session: AppSession
  user: NewSignIn
  banner: Banner
  redirectUrl: string | undefined
  method: 'password' | 'google' | 'identity-provider' | 'step-up'
  /** The email a password proved: this browser becomes a known device for that account. */
  email?: string
}) {
  // Each sign-in gets its own id and start time: the absolute lifetime and idle clock count from here (decision 0035).
  const signedIn: SignedInUser = { ...user, sessionId: randomUUID(), issuedAt: Date.now() }
  session.set('user', signedIn)
  session.unset('pendingSocialLink')
  const headers = new Headers()
  // A new session id for the new sign-in: an id planted in this browser, or copied from it before, opens nothing now.
  await commitSession(context, session, { rotate: true })
  headers.append('set-cookie', await liveSessionCookie().serialize(signedIn.userId))
  const device = deviceMarkerAfterSignIn(await readDeviceMarker(request.headers.get('cookie')), user.authorities, email)
  if (device) headers.append('set-cookie', await deviceCookie().serialize(device))

  logEvent('info', 'analytics.sign_in', {
    banner: banner.key,
    method,
    rememberMe: user.rememberMe,
    calledFrom: user.stepUp?.calledFrom,
  })

  const target = safeRedirect(redirectUrl, '/')
  if (banner.requiresEmailVerification && !user.emailVerified) {
    throw redirect(`/account/verify-email?${new URLSearchParams({ redirectUrl: target })}`, { headers })
  }
  throw redirect(postSignInPath(target), { headers })
}
