import type { Session } from '@remix-run/node'
import { createSealedSessionStorage, sealedAppCookie } from '#app/security/sealed-cookie.server.ts'

/**
 * The pharmacy's flow state (decision 0041): one sealed cookie per flow, so
 * each stays small, none rides on the identity cookie, and a response writes
 * only the flow it changed. They last the browser session; what a flow keeps
 * belongs to someone (the customer, or the guest), and a reader ignores
 * another's. Each feature parses what it reads: a cookie from an older
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

function createFlowStorage<Name extends FlowName>(name: Name) {
  return createSealedSessionStorage<Flows[Name]>(sealedAppCookie(name))
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

/** The flow's state as this request brought it. */
export function readFlow<Name extends FlowName>(request: Request, name: Name) {
  return flowStorage(name).getSession(request.headers.get('cookie'))
}

/** The flow's Set-Cookie when this request changed it, else nothing. */
export function commitFlow<Name extends FlowName>(name: Name, session: FlowSession<Name>) {
  return flowStorage(name).commitIfChanged(session)
}
