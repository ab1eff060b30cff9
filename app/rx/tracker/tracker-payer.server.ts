import { createHash } from 'node:crypto'
import { redirect, type AppLoadContext } from '@remix-run/node'
import { z } from 'zod'
import type { CustomerProfile } from '#app/account/profile.ts'
import { commitSession, type AppSession } from '#app/auth/session.server.ts'
import type { UpstreamClient } from '#app/upstream/request.server.ts'
import type { Patient, Prescription } from '#app/upstream/rx-api.schema.ts'
import {
  fetchGuestPatients,
  fetchGuestPrescriptions,
  fetchPatients,
  fetchPrescriptions,
} from '#app/upstream/rx-api.server.ts'
import type { WalletHostConfig } from '#app/wallet/wallet-config.ts'
import { customerWalletAuth, openWallet, type WalletAuth } from '#app/wallet/wallet.server.ts'
import { commitFlow, readFlow, type FlowSession } from '#app/rx/shared/flow-state.server.ts'
import { loadOrUnavailable } from '#app/rx/shared/load-or-error.server.ts'
import { readIntentProfile, requestPaymentIntent } from '#app/rx/shared/payment-intent.server.ts'
import { requireRxCustomer } from '#app/rx/shared/rx-customer.server.ts'
import { currentGuest, guestVerificationPath } from '#app/rx/shared/rx-viewer.server.ts'

/**
 * Who pays from the tracker (pay online, order delivery): a guest verified
 * from a tracker link, or a verified customer. Either way the pharmacy calls
 * and the wallet carry that person's token (decision 0031).
 */
export type TrackerPayer = {
  guest: boolean
  client: UpstreamClient
  /** The browser's session: a customer's renewed token goes there. */
  session: AppSession
  /** The tracker's flow: the payment intent and each order page's draft. */
  flow: FlowSession<'__rx_tracker'>
  /** Keeps the flow's changes, if any (decisions 0074, 0089: under the browser's session). */
  commitFlow: () => Promise<void>
  wallet: WalletAuth
  /** The online payment's `{userId}`: the customer's id, or the guest's primary patient number. */
  payerId: string
  /** Who this browser's pay choices belong to: the customer, or this guest session (a shared phone's next guest is someone else). */
  owner: string
  customerId: string | null
  patients: () => Promise<Patient[]>
  /** The customer's own profile, for the payment intent; a guest has none. */
  profile: () => Promise<CustomerProfile | null>
  prescriptions: () => Promise<Prescription[]>
}

/** The page and its payment intent both need the patients: one call serves both. */
function askedOnce<T>(ask: () => Promise<T>) {
  let answer: Promise<T> | undefined
  return () => (answer ??= ask())
}

export async function requireTrackerPayer(request: Request, context: AppLoadContext): Promise<TrackerPayer> {
  const guest = await currentGuest(request, context)
  const flow = await readFlow(request, context, '__rx_tracker')
  const commit = () => commitFlow(context, '__rx_tracker', flow)
  if (guest) {
    const { client, session } = guest
    return {
      guest: true,
      client,
      session,
      flow,
      commitFlow: commit,
      // A guest token cannot be renewed: a refused one means the guest session ended.
      wallet: {
        accessToken: guest.guest.token,
        signIn: () => redirect(guestVerificationPath(guest.guest.link, 'sessionExpired')),
      },
      payerId: guest.guest.primaryPatientNumber,
      owner: `guest:${createHash('sha256').update(guest.guest.token).digest('base64url').slice(0, 16)}`,
      customerId: null,
      patients: askedOnce(() => fetchGuestPatients(client)),
      profile: async () => null,
      prescriptions: () => fetchGuestPrescriptions(client),
    }
  }
  const { client, session, user } = await requireRxCustomer(request, context)
  return {
    guest: false,
    client,
    session,
    flow,
    commitFlow: commit,
    wallet: customerWalletAuth(request, context, session, user),
    payerId: user.userId,
    owner: `customer:${user.userId}`,
    customerId: user.userId,
    patients: askedOnce(() => fetchPatients(client)),
    profile: askedOnce(() => readIntentProfile(client)),
    prescriptions: () => fetchPrescriptions(client, { deliveryEligibility: true }),
  }
}

const INTENT_KEY = 'rxTrackerPaymentIntent'

/**
 * The payment intent is the payer's: it names their account. Kept with whose
 * it is, so on a shared phone the next guest (or a sign-in) gets their own.
 */
const storedIntentSchema = z.object({ owner: z.string(), id: z.string() })

/** A payment intent for a pickup-store payment, kept in the tracker flow for the wallet's calls. */
async function newPaymentIntent(payer: TrackerPayer) {
  const [patients, profile] = await Promise.all([payer.patients(), payer.profile()])
  const id = await requestPaymentIntent(payer.client, { patients, profile }, false)
  payer.flow.set(INTENT_KEY, { owner: payer.owner, id })
  return id
}

/**
 * Keeps the tracker's flow and a renewed token before the answer goes; their cookies, if any, go through the
 * request's jar (decision 0088).
 */
export async function keepTracker(context: AppLoadContext, payer: Pick<TrackerPayer, 'session' | 'commitFlow'>) {
  await payer.commitFlow()
  await commitSession(context, payer.session)
}

function storedIntent(payer: TrackerPayer) {
  const parsed = storedIntentSchema.safeParse(payer.flow.get(INTENT_KEY))
  return parsed.success && parsed.data.owner === payer.owner ? parsed.data.id : undefined
}

/** Whether opening the wallet needs no upstream write: the payer's payment intent is kept from an earlier page. */
export const hasPaymentIntent = (payer: TrackerPayer) => storedIntent(payer) !== undefined

/** The wallet for a tracker page (checkout mode), with the payer's token and payment intent. */
export async function openTrackerWallet(
  request: Request,
  context: AppLoadContext,
  payer: TrackerPayer,
  config: WalletHostConfig,
) {
  const stored = storedIntent(payer)
  // No payment intent, no wallet: the /rx error page with REFRESH (decision 0034). A renewal later is the wallet's own message.
  const id = stored ?? (await loadOrUnavailable(() => newPaymentIntent(payer)))
  return openWallet(request, context, payer.session, payer.wallet, config, {
    id,
    renew: () => newPaymentIntent(payer),
    commit: payer.commitFlow,
  })
}
