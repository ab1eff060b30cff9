import type { SignedInUser } from '#app/auth/session.server.ts'
import { sealedAppCookie } from '#app/security/sealed-cookie.server.ts'

/**
 * How long the pharmacy's 'verified' answer is taken as still true (decision 0052). The link changes rarely (linking
 * adds one, which this never hides: only a verified answer is kept), and every pharmacy call still carries the token
 * the pharmacy checks; a 401 or 403 there ends the sign-in as before.
 */
export const VERIFIED_LINK_SECONDS = 5 * 60

type VerifiedLink = { sessionId: string; at: number }

let verifiedLinkCookieInstance: ReturnType<typeof sealedAppCookie> | undefined
/** Sealed like every app cookie (decision 0075): its name is part of the seal, so no other cookie's value opens here. */
function verifiedLinkCookie() {
  verifiedLinkCookieInstance ??= sealedAppCookie('__rx_link', { maxAge: VERIFIED_LINK_SECONDS })
  return verifiedLinkCookieInstance
}

/** Whether this sign-in's link was found verified less than VERIFIED_LINK_SECONDS ago. */
export async function isLinkKnownVerified(cookieHeader: string | null, user: SignedInUser, now = Date.now()) {
  const value: unknown = await verifiedLinkCookie().parse(cookieHeader)
  if (typeof value !== 'object' || value === null) return false
  const { sessionId, at } = value as Partial<VerifiedLink>
  return (
    sessionId === user.sessionId && typeof at === 'number' && now - at >= 0 && now - at < VERIFIED_LINK_SECONDS * 1000
  )
}

export function rememberVerifiedLink(user: SignedInUser, now = Date.now()) {
  return verifiedLinkCookie().serialize({ sessionId: user.sessionId, at: now } satisfies VerifiedLink)
}
