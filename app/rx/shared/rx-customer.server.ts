import { redirect, type AppLoadContext } from '@remix-run/node'
import { currentPath, endIfOver, getAuthState, upstreamFor, type AuthState } from '#app/auth/auth-state.server.ts'
import { isUpstreamError } from '#app/upstream/errors.ts'
import { signInPath } from '#app/auth/paths.ts'
import { fetchRxSession } from '#app/upstream/rx-api.server.ts'
import type { UpstreamClient } from '#app/upstream/request.server.ts'
import type { RxSession } from '#app/upstream/rx-api.schema.ts'
import { oncePerRequest } from '#app/upstream/once-per-request.server.ts'
import type { SignedInUser } from '#app/auth/session.server.ts'
import { loadOrUnavailable } from './load-or-error.server.ts'
import { isLinkKnownVerified, rememberVerifiedLink } from './verified-link.server.ts'
import { fetchCustomerStatus, isCustomerSelfLinked } from '#app/upstream/rx-link-api.server.ts'
import type { CustomerStatus } from '#app/upstream/rx-link-api.schema.ts'
import { bannerFor } from '#app/banners/banner.server.ts'
import { CIAM_ERROR_PATH, IDM_FAILURE_PATH, linkStartPath } from './rx-redirects.ts'

/** Where a signed-in customer goes when the customer status cannot say more (decision 0016). */
const RX_LANDING_PAGE = '/rx/landing-page'

/**
 * Where the customer status sends a signed-in customer without a verified link (spec 2 section 4, decision 0062): a
 * sign-in account the pharmacy cannot use to its error page, a customer locked out of linking to the identity
 * failure page, one whose links all await approval to the landing page, everyone else to the link lookup. When the
 * status cannot be read, the landing page, which offers both ways in.
 */
export function unverifiedDestination(status: CustomerStatus | undefined, linkStart: string) {
  if (!status) return RX_LANDING_PAGE
  if (status.emailConfirmed === false || status.accountLockStatus === 'LOCKED') return CIAM_ERROR_PATH
  if (isLockedForLinking(status)) return IDM_FAILURE_PATH
  if (status.linkStatus === 'ONLY_UNAPPROVED_LINKS') return RX_LANDING_PAGE
  return linkStart
}

/** The banner's start of linking (its simplified linking toggle). */
export const linkStartFor = (request: Request) => linkStartPath(bannerFor(request).pharmacy.simplifiedLinking)

export const isLockedForLinking = (status: CustomerStatus) =>
  Boolean(status.accountLockedForLinking || status.verificationLocked)

/** The customer status, or nothing when the pharmacy cannot say (the caller has a safe default). */
export async function readCustomerStatus(client: UpstreamClient) {
  try {
    return await fetchCustomerStatus(client)
  } catch (error) {
    if (!isUpstreamError(error)) throw error
    return undefined
  }
}

/** Spec 2 section 4 'Linking': verified only when the session is active and AUTHORIZED. */
function isVerifiedCustomer(session: RxSession) {
  return session.active && session.status === 'AUTHORIZED'
}

/**
 * The pharmacy's word on a signed-in customer's link, asked once per request and, once verified, remembered for a few
 * minutes (decision 0052). Actions share the answer with the loaders that follow them in a no-JS post: no action of
 * these pages changes the link, and a link made by linking is never hidden, because only 'verified' is remembered.
 */
const isVerifiedLink = oncePerRequest(async (_context: AppLoadContext, client: UpstreamClient, user: SignedInUser) => {
  if (await isLinkKnownVerified(user)) return true
  const verified = isVerifiedCustomer(await fetchRxSession(client))
  if (verified) await rememberVerifiedLink(user)
  return verified
})

/**
 * The gate's first half, asking no upstream: a full sign-in on a known machine, inside its lifetime and idle limit.
 * Alone, it guards what is about the sign-in rather than the pharmacy link ('Sign In Information').
 */
export async function requireSignedInCustomer(request: Request, context: AppLoadContext) {
  const auth = await getAuthState(request, context)
  await endIfOver(request, context, auth)
  if (auth.status !== 'authenticated' || !auth.user || !auth.knownMachine) {
    const persistent = auth.status === 'recognised'
    throw redirect(signInPath(currentPath(request), persistent ? { persistent: 'true' } : {}))
  }
  const { user, session } = auth
  // The page's language travels with the customer, so what a page reads for them is said in it (issue 36).
  return { client: await upstreamFor(request, context, session), user, session, language: context.language }
}
export type RxCustomer = Awaited<ReturnType<typeof requireSignedInCustomer>>

/**
 * The gate's second half: a verified pharmacy link. A page with a guest variant sends an unverified customer there
 * instead of to linking. A page that depends on the link cannot guess: when the pharmacy cannot say, the /rx error
 * page with REFRESH (503), never a 500 (decision 0034).
 */
async function requireVerifiedLink(
  request: Request,
  context: AppLoadContext,
  { client, user }: RxCustomer,
  unverifiedPath?: string,
) {
  if (await loadOrUnavailable(() => isVerifiedLink(context, client, user))) return
  throw redirect(unverifiedPath ?? unverifiedDestination(await readCustomerStatus(client), linkStartFor(request)))
}

/**
 * The gate of the customer pages (dashboard, tracker, refills, cart, checkout): a signed-in customer with a verified
 * pharmacy link. Loaders and actions both call it.
 */
export async function requireRxCustomer(
  request: Request,
  context: AppLoadContext,
  { unverifiedPath }: { unverifiedPath?: string } = {},
): Promise<RxCustomer> {
  const customer = await requireSignedInCustomer(request, context)
  await requireVerifiedLink(request, context, customer, unverifiedPath)
  return customer
}

/**
 * The customer gate for a page whose first reads need nothing but the sign-in: `read` starts them while the
 * pharmacy is still asked about the link, so the first pharmacy page of a sign-in waits one round for both
 * (decision 0058). Reads only: their answers reach the page only once the link is verified, and for anyone else
 * they are dropped, failures included, and the gate's redirect wins.
 */
export async function requireRxCustomerReading<T>(
  request: Request,
  context: AppLoadContext,
  read: (customer: RxCustomer) => Promise<T>,
): Promise<{ customer: RxCustomer; early: T }> {
  const customer = await requireSignedInCustomer(request, context)
  // Started in a promise, so that even a read that throws at once cannot overtake the gate's answer.
  const reading = Promise.resolve(customer).then(read)
  // Dropped when the gate throws: its failure must not surface as an unhandled rejection.
  reading.catch(() => undefined)
  await requireVerifiedLink(request, context, customer)
  return { customer, early: await reading }
}

/**
 * Linking's gate (spec 2 section 4 'Linking'): a full sign-in whose pharmacy link is not verified yet. A verified
 * customer has nothing to link for themselves and goes to the dashboard; when the pharmacy cannot say, the /rx
 * error page (decision 0034).
 */
export async function requireCustomerToLink(request: Request, context: AppLoadContext): Promise<RxCustomer> {
  const customer = await requireSignedInCustomer(request, context)
  const { client, user } = customer
  if (await loadOrUnavailable(() => isVerifiedLink(context, client, user))) throw redirect('/rx/dashboard')
  return customer
}

/**
 * A full sign-in, linked or not, and whether its pharmacy link is verified: adding a patient is open to both (a
 * customer without a record of their own verifies as the account holder first, decision 0062).
 */
export async function requireCustomerWithLinkState(request: Request, context: AppLoadContext) {
  const customer = await requireSignedInCustomer(request, context)
  const { client, user } = customer
  return { ...customer, verified: await loadOrUnavailable(() => isVerifiedLink(context, client, user)) }
}

/** Whether a signed-in visitor's link is verified; an upstream failure is the caller's to handle. */
async function isVerifiedSignIn(request: Request, context: AppLoadContext, { status, user, session }: AuthState) {
  if (status !== 'authenticated' || !user) return false
  return isVerifiedLink(context, await upstreamFor(request, context, session), user)
}

/**
 * Linking oneself: a full sign-in without one's own record linked. A verified customer may have linked only others
 * (a parent who added her son first, decision 0062), so the pharmacy is asked; one who is linked goes to the
 * dashboard, and when the pharmacy cannot say, the /rx error page (decision 0034).
 */
export async function requireCustomerToLinkSelf(request: Request, context: AppLoadContext) {
  const customer = await requireCustomerWithLinkState(request, context)
  if (customer.verified && (await loadOrUnavailable(() => isCustomerSelfLinked(customer.client))))
    throw redirect('/rx/dashboard')
  return customer
}

/** Whether a signed-in visitor's links all wait for approval (the landing page says so); false when unknown. */
export async function isAwaitingApproval(
  request: Request,
  context: AppLoadContext,
  { status, user, session }: AuthState,
) {
  if (status !== 'authenticated' || !user) return false
  const customerStatus = await readCustomerStatus(await upstreamFor(request, context, session))
  return customerStatus?.linkStatus === 'ONLY_UNAPPROVED_LINKS'
}

/** Whether a signed-in visitor is a verified customer, for pages that send them on (the landing page). */
export function isSignedInCustomer(request: Request, context: AppLoadContext, auth: AuthState) {
  return loadOrUnavailable(() => isVerifiedSignIn(request, context, auth))
}

/**
 * Guest-only pages (spec 2 section 6): the customer's status is checked
 * first, and a verified customer goes to their own page. If the check fails
 * the guest page is still the right one to show.
 */
export async function requireGuestOnly(
  request: Request,
  context: AppLoadContext,
  customerPath: string,
): Promise<AuthState> {
  const auth = await getAuthState(request, context)
  try {
    if (await isVerifiedSignIn(request, context, auth)) throw redirect(customerPath)
  } catch (error) {
    if (!isUpstreamError(error)) throw error
  }
  return auth
}
