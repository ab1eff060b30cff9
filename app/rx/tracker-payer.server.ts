import { redirect } from '@remix-run/node'
import type { AppSession } from '#app/auth/session.server.ts'
import type { UpstreamClient } from '#app/upstream/request.server.ts'
import type { Patient, Prescription } from '#app/upstream/rx-api.schema.ts'
import { fetchGuestPatients, fetchGuestPrescriptions, fetchPatients, fetchPrescriptions } from '#app/upstream/rx-api.server.ts'
import type { WalletHostConfig } from '#app/wallet/wallet-config.ts'
import { customerWalletAuth, openWallet, type WalletAuth } from '#app/wallet/wallet.server.ts'
import { currentGuest, guestVerificationPath } from './guest.server.ts'
import { requestPaymentIntent } from './payment-intent.server.ts'
import { requireRxCustomer } from './rx-customer.server.ts'

/**
 * Who pays from the tracker (pay online, order delivery): a guest verified
 * from a tracker link, or a verified customer. Either way the pharmacy calls
 * and the wallet carry that person's token (decision 0031).
 */
export type TrackerPayer = {
  guest: boolean
  client: UpstreamClient
  session: AppSession
  wallet: WalletAuth
  /** The online payment's `{userId}`: the customer's id, or the guest's primary patient number. */
  payerId: string
  customerId: string | null
  patients: () => Promise<Patient[]>
  prescriptions: () => Promise<Prescription[]>
}

export async function requireTrackerPayer(request: Request): Promise<TrackerPayer> {
  const guest = await currentGuest(request)
  if (guest) {
    const { client, session } = guest
    return {
      guest: true,
      client,
      session,
      // A guest token cannot be renewed: a refused one means the guest session ended.
      wallet: { accessToken: guest.guest.token, signIn: () => redirect(guestVerificationPath(guest.guest.link, 'sessionExpired')) },
      payerId: guest.guest.primaryPatientNumber,
      customerId: null,
      patients: () => fetchGuestPatients(client),
      prescriptions: () => fetchGuestPrescriptions(client),
    }
  }
  const { client, session, user } = await requireRxCustomer(request)
  return {
    guest: false,
    client,
    session,
    wallet: customerWalletAuth(request, session, user),
    payerId: user.userId,
    customerId: user.userId,
    patients: () => fetchPatients(client),
    prescriptions: () => fetchPrescriptions(client, { deliveryEligibility: true }),
  }
}

const INTENT_KEY = 'rxTrackerPaymentIntent'

/** A payment intent for a pickup-store payment, kept in the session for the wallet's calls. */
async function newPaymentIntent(payer: TrackerPayer) {
  const id = await requestPaymentIntent(payer.client, await payer.patients(), false)
  payer.session.set(INTENT_KEY, id)
  return id
}

/** The wallet for a tracker page (checkout mode), with the payer's token and payment intent. */
export async function openTrackerWallet(request: Request, payer: TrackerPayer, config: WalletHostConfig) {
  const stored = payer.session.get(INTENT_KEY)
  const id = stored ?? (await newPaymentIntent(payer))
  return openWallet(request, payer.session, payer.wallet, config, { id, renew: () => newPaymentIntent(payer), changedSession: !stored })
}
