import type { AppLoadContext, Session } from '@remix-run/node'
import { createServerSessionStorage } from '#app/security/server-session.server.ts'

/**
 * The pharmacy's flow state (decision 0074): kept on the server, one session per flow, each cookie a sealed id of
 * its own (decision 0041), so a flow never rides on the identity cookie, an older copy of a cookie never brings back
 * a step the flow has left, and what a flow holds never grows a cookie. What a flow keeps belongs to someone (the
 * customer, or the guest), and a reader ignores another's. Each feature parses what it reads: state from an older
 * release just starts its flow over.
 */
type Flows = {
  /** Checkout (app/rx/checkout-state.server.ts): its choices, the last order, the payment intent, and whose they are. */
  __rx_checkout: {
    owner: string
    rxCheckout: unknown
    rxLastOrder: unknown
    rxPaymentIntent: string
    rxCartHint: unknown
  }
  /** Pay online and order delivery (app/rx/tracker-order.server.ts): the payer's payment intent and each page's draft. */
  __rx_tracker: { rxTrackerPaymentIntent: unknown; rxPayOnline: unknown; rxOrderDelivery: unknown }
  /** A guest verified by birth date from a tracker link (app/rx/guest.server.ts). */
  __rx_guest: { rxGuest: unknown }
  /** Guest refill: what its first step found (app/rx/guest-refill.server.ts). */
  __rx_guest_refill: { rxGuestRefill: unknown }
  /** Linking a patient record (app/rx/link/link-flow.server.ts): the steps done, the record found, the quiz asked. */
  __rx_linking: { rxLinking: unknown }
  /** A new-patient request (app/rx/link/new-patient.server.ts): the patient, the account holder, the quiz, the id. */
  __rx_new_patient: { rxNewPatient: unknown }
  /** The digital vaccine record (app/rx/vaccine-record/): the text message's link, then the token that opens the record. */
  __rx_vaccine_record: { rxVaccineRecord: unknown }
}
export type FlowName = keyof Flows

/** Every flow's name: the type wants each of them here, so a new flow cannot be left out (the cookie tests read it). */
const EVERY_FLOW = {
  __rx_checkout: true,
  __rx_tracker: true,
  __rx_guest: true,
  __rx_guest_refill: true,
  __rx_linking: true,
  __rx_new_patient: true,
  __rx_vaccine_record: true,
} as const satisfies Record<FlowName, true>
export const FLOW_NAMES = Object.keys(EVERY_FLOW) as FlowName[]

/** A flow untouched this long is forgotten: longer than any sign-in stays idle on the pharmacy's pages. */
const FLOW_TTL_MS = 2 * 60 * 60 * 1000

function createFlowStorage<Name extends FlowName>(name: Name) {
  return createServerSessionStorage<Flows[Name]>(name, { ttlMs: FLOW_TTL_MS })
}
type FlowStorage<Name extends FlowName> = ReturnType<typeof createFlowStorage<Name>>

const storages = new Map<FlowName, unknown>()
export function flowStorage<Name extends FlowName>(name: Name) {
  let storage = storages.get(name) as FlowStorage<Name> | undefined
  if (!storage) {
    storage = createFlowStorage(name)
    storages.set(name, storage)
  }
  return storage
}

export type FlowSession<Name extends FlowName> = Session<Flows[Name], Flows[Name]>

/** This request's session of a flow, and the new one that replaced it, if the request started the flow over. */
type RequestFlow<Name extends FlowName> = { session: FlowSession<Name>; restarted?: Promise<FlowSession<Name>> }

/**
 * The flow's session in this request, read from the store once (keyed by the flow's storage) and then shared: an
 * action and the loaders after it (a no-JS post), and a layout and its page, change and see one session object.
 */
function requestFlow<Name extends FlowName>(request: Request, context: AppLoadContext, name: Name) {
  const storage = flowStorage(name)
  return context.once(storage, async (): Promise<RequestFlow<Name>> => ({
    session: await storage.getSession(request.headers.get('cookie')),
  }))
}

/** The flow's state in this request: as the request brought it, with what this request changed since. */
export async function readFlow<Name extends FlowName>(request: Request, context: AppLoadContext, name: Name) {
  return (await requestFlow(request, context, name)).session
}

/**
 * A new, empty flow in place of the one the request brought (someone else's), made once per request: loaders that
 * ask at the same time (a layout and its page) get the same one, and so do this request's later reads.
 */
export async function restartFlow<Name extends FlowName>(request: Request, context: AppLoadContext, name: Name) {
  const held = await requestFlow(request, context, name)
  held.restarted ??= flowStorage(name)
    .getSession()
    .then((fresh) => (held.session = fresh))
  return held.restarted
}

/**
 * Keeps the flow's changes in the store now (whatever the request answers next), and its cookie, when it needs one
 * (a new id, or the flow ended), in the request's cookie jar, which the server writes on every answer (decision 0088).
 * `rotate` when the flow has just gained what proves someone (a verified guest's token): it moves to a new id, so an
 * id planted in the browser before opens nothing.
 */
export async function commitFlow<Name extends FlowName>(
  context: AppLoadContext,
  name: Name,
  session: FlowSession<Name>,
  options?: { rotate?: boolean },
) {
  const setCookie = await flowStorage(name).commitIfChanged(session, options)
  if (setCookie) context.setCookie(setCookie)
}
