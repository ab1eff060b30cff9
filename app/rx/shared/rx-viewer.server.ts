import { redirect, type AppLoadContext } from '@remix-run/node'
import { z } from 'zod'
import { getAuthState } from '#app/auth/auth-state.server.ts'
import { upstreamOf, type UpstreamClient } from '#app/upstream/request.server.ts'
import {
  fetchGuestPatients,
  fetchGuestPrescriptions,
  fetchPatients,
  fetchPrescriptions,
} from '#app/upstream/rx-api.server.ts'
import { commitFlow, readFlow, type FlowSession } from './flow-state.server.ts'
import { requireRxCustomerReading } from './rx-customer.server.ts'

/**
 * Who is looking at the pharmacy pages a guest shares with customers: a
 * verified guest (from a tracker link, in its own cookie) or a verified customer.
 */
export const GUEST_PATHS = {
  verification: '/rx/guest-verification',
  expiredLink: '/rx/expired-tracker-link',
  tracker: '/rx/tracker',
} as const

/** A tracker link's query (spec 2: `patientNumber` and `timestamp`); anything else is not a link the pharmacy sent. */
export const trackerLinkSchema = z.object({
  patientNumber: z.string().regex(/^\d{1,12}$/),
  timestamp: z.string().regex(/^\d{1,16}$/),
})
type TrackerLink = z.infer<typeof trackerLinkSchema>

const guestSessionSchema = z.object({
  token: z.string().min(1),
  patientNumbers: z.array(z.string()).min(1),
  primaryPatientNumber: z.string(),
  link: trackerLinkSchema,
})
export type GuestSession = z.infer<typeof guestSessionSchema>

/** Why the guest is back on the verification page. */
export const GUEST_ERROR_CODES = { sessionExpired: 'sessionExpired' } as const

export function guestVerificationPath(link: TrackerLink, errorCode?: keyof typeof GUEST_ERROR_CODES) {
  const params = new URLSearchParams(link)
  if (errorCode) params.set('errorCode', errorCode)
  return `${GUEST_PATHS.verification}?${params}`
}

type GuestFlow = FlowSession<'__rx_guest'>

export function readGuestSession(flow: GuestFlow): GuestSession | undefined {
  const parsed = guestSessionSchema.safeParse(flow.get('rxGuest'))
  return parsed.success ? parsed.data : undefined
}

/**
 * The pharmacy client of a verified guest: its calls carry the guest token.
 * When the pharmacy says the guest session is over (401), the guest goes
 * back to the link's verification page with the spec's message.
 */
async function guestClient(request: Request, context: AppLoadContext, flow: GuestFlow, guest: GuestSession) {
  return (await upstreamOf(request, context)).with({
    accessToken: guest.token,
    onUnauthorized: async () => {
      flow.unset('rxGuest')
      await commitFlow(context, '__rx_guest', flow)
      return redirect(guestVerificationPath(guest.link, 'sessionExpired'))
    },
  })
}

/** A verified guest, if this browser has one and no signed-in user. */
export async function currentGuest(request: Request, context: AppLoadContext) {
  const auth = await getAuthState(request, context)
  if (auth.status === 'authenticated') return undefined
  const flow = await readFlow(request, context, '__rx_guest')
  const guest = readGuestSession(flow)
  return guest ? { guest, session: auth.session, client: await guestClient(request, context, flow, guest) } : undefined
}

/** A verified guest sees their data through the guest calls. */
const guestViewer = (client: UpstreamClient) => ({
  guest: true,
  client,
  patients: () => fetchGuestPatients(client),
  prescriptions: () => fetchGuestPrescriptions(client),
})

/** The tracker offers delivery: the pharmacy says which fills allow it when asked (spec 2 section 7). */
const customerViewer = (client: UpstreamClient) => ({
  guest: false,
  client,
  patients: () => fetchPatients(client),
  prescriptions: () => fetchPrescriptions(client, { deliveryEligibility: true }),
})
type RxViewer = ReturnType<typeof guestViewer> | ReturnType<typeof customerViewer>

/**
 * Pages a verified guest shares with customers (tracker, monograph): the guest's data through the guest calls, else
 * a verified customer's (the customer gate sends anyone else to sign in). `read` starts the page's first reads; a
 * customer's run alongside the gate (decision 0058).
 */
export async function requireRxViewerReading<T>(
  request: Request,
  context: AppLoadContext,
  read: (viewer: RxViewer) => Promise<T>,
): Promise<{ viewer: RxViewer; early: T }> {
  const guest = await currentGuest(request, context)
  if (guest) {
    const viewer = guestViewer(guest.client)
    return { viewer, early: await read(viewer) }
  }
  const { customer, early } = await requireRxCustomerReading(request, context, ({ client }) =>
    read(customerViewer(client)),
  )
  return { viewer: customerViewer(customer.client), early }
}

/** The viewer gate for a page that reads nothing before it. */
export async function requireRxViewer(request: Request, context: AppLoadContext) {
  return (await requireRxViewerReading(request, context, async () => undefined)).viewer
}
