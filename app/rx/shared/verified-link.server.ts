import type { SignedInUser } from '#app/auth/session.server.ts'
import { createServerStore } from '#app/security/server-store.server.ts'

/**
 * How long the pharmacy's 'verified' answer is taken as still true (decision 0052). The link changes rarely (linking
 * adds one, which this never hides: only a verified answer is kept), and every pharmacy call still carries the token
 * the pharmacy checks; a 401 or 403 there ends the sign-in as before.
 */
export const VERIFIED_LINK_SECONDS = 5 * 60

/** Kept by the server under the sign-in's own id (decision 0089): a hint no cookie carries, so none can be copied. */
const verifiedLinks = createServerStore('verified-link')

/** Whether this sign-in's link was found verified less than VERIFIED_LINK_SECONDS ago. */
export async function isLinkKnownVerified(user: SignedInUser, now = Date.now()) {
  const at = Number(await verifiedLinks.get(user.sessionId))
  return Number.isFinite(at) && now - at >= 0 && now - at < VERIFIED_LINK_SECONDS * 1000
}

export async function rememberVerifiedLink(user: SignedInUser, now = Date.now()) {
  await verifiedLinks.set(user.sessionId, String(now), VERIFIED_LINK_SECONDS * 1000)
}
