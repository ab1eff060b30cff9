import { redirect } from '@remix-run/node'
import { currentPath, endIfOver, getAuthState, upstreamFor, type AuthState } from '#app/auth/auth-state.server.ts'
import { isUpstreamError } from '#app/upstream/errors.ts'
import { signInPath } from '#app/auth/paths.ts'
import { fetchRxSession } from '#app/upstream/rx-api.server.ts'
import type { UpstreamClient } from '#app/upstream/request.server.ts'
import type { RxSession } from '#app/upstream/rx-api.schema.ts'
import { loadOrUnavailable } from './load-or-error.server.ts'

/** Where a signed-in customer without a verified pharmacy link is sent (decision 0016). */
const RX_LANDING_PAGE = '/rx/landing-page'

/** Spec 2 section 4 'Linking': verified only when the session is active and AUTHORIZED. */
export function isVerifiedCustomer(session: RxSession) {
  return session.active && session.status === 'AUTHORIZED'
}

/**
 * The pharmacy's word on a signed-in customer's link. A page that depends on
 * it cannot guess: when the pharmacy cannot say, the /rx error page with
 * REFRESH (503), never a 500 (decision 0034).
 */
export function fetchCustomerLink(client: UpstreamClient) {
  return loadOrUnavailable(() => fetchRxSession(client))
}

/**
 * The gate of the customer pages (dashboard, tracker, refills, cart, checkout):
 * a full sign-in on a known machine, inside its lifetime and the idle limit
 * (the auth state reader checks both), with a verified
 * pharmacy link. Loaders and actions both call it. A page with a guest
 * variant sends an unverified customer there instead of to linking.
 */
export async function requireRxCustomer(
  request: Request,
  { unverifiedPath = RX_LANDING_PAGE }: { unverifiedPath?: string } = {},
) {
  const auth = await getAuthState(request)
  await endIfOver(request, auth)
  if (auth.status !== 'authenticated' || !auth.user || !auth.knownMachine) {
    const persistent = auth.status === 'recognised'
    throw redirect(signInPath(currentPath(request), persistent ? { persistent: 'true' } : {}))
  }
  const client = await upstreamFor(request, auth.session)
  const rxSession = await fetchCustomerLink(client)
  if (!isVerifiedCustomer(rxSession)) throw redirect(unverifiedPath)
  return { client, user: auth.user, session: auth.session, rxSession }
}
export type RxCustomer = Awaited<ReturnType<typeof requireRxCustomer>>

/**
 * Guest-only pages (spec 2 section 6): the customer's status is checked
 * first, and a verified customer goes to their own page. If the check fails
 * the guest page is still the right one to show.
 */
export async function requireGuestOnly(request: Request, customerPath: string): Promise<AuthState> {
  const auth = await getAuthState(request)
  if (auth.status !== 'authenticated') return auth
  try {
    if (isVerifiedCustomer(await fetchRxSession(await upstreamFor(request, auth.session)))) throw redirect(customerPath)
  } catch (error) {
    if (!isUpstreamError(error)) throw error
  }
  return auth
}
