import { createSession, type AppLoadContext, type Session } from '@remix-run/node'
import { renewSessionId, sessionScope } from '#app/auth/session-scope.server.ts'
import { orServiceUnavailable } from '#app/security/server-session.server.ts'
import { createServerStore } from '#app/security/server-store.server.ts'

/**
 * The pharmacy's flow state (decisions 0074, 0089): kept on the server under the browser's session (`__session`, its
 * cookie a sealed id), one entry per flow, so two requests that change different flows never undo each other, no
 * cookie holds a step a copy could bring back, and what a flow holds never grows a cookie. What a flow keeps belongs
 * to someone (the customer, or the guest), and a reader ignores another's. Each feature parses what it reads: state
 * from an older release just starts its flow over.
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

/** Every flow's name: the type wants each of them here, so a new flow cannot be left out. */
const EVERY_FLOW = {
  __rx_checkout: true,
  __rx_tracker: true,
  __rx_guest: true,
  __rx_guest_refill: true,
  __rx_linking: true,
  __rx_new_patient: true,
  __rx_vaccine_record: true,
} as const satisfies Record<FlowName, true>
const FLOW_NAMES = Object.keys(EVERY_FLOW) as FlowName[]

/** A flow untouched this long is forgotten: longer than any sign-in stays idle on the pharmacy's pages. */
const FLOW_TTL_MS = 2 * 60 * 60 * 1000

/** Redis or nothing, as the session that names them (decision 0089). */
const flows = createServerStore('session-flows', { strict: true })

export type FlowSession<Name extends FlowName> = Session<Flows[Name], Flows[Name]>

/**
 * This request's session of a flow (and the new one that replaced it, if the request started the flow over), with
 * the way to the browser's session scope it is kept under.
 */
type RequestFlow<Name extends FlowName> = {
  session: FlowSession<Name>
  restarted?: Promise<FlowSession<Name>>
  scope: (create: boolean) => Promise<string | undefined>
  renewSessionId: () => Promise<void>
}

/** The context's key for each flow's session. */
const FLOW_KEYS = Object.fromEntries(FLOW_NAMES.map((name) => [name, { flow: name }])) as Record<FlowName, object>

/** What each flow session held when read or last written: a commit of an unchanged flow writes nothing. */
const asRead = new WeakMap<Session, string>()

function flowSession<Name extends FlowName>(data: Partial<Flows[Name]> = {}) {
  const session = createSession<Flows[Name], Flows[Name]>(data as Flows[Name])
  asRead.set(session as Session, JSON.stringify(session.data))
  return session
}

/**
 * The flow's session in this request, read from the store once and then shared: an action and the loaders after it
 * (a no-JS post), and a layout and its page, change and see one session object.
 */
function requestFlow<Name extends FlowName>(request: Request, context: AppLoadContext, name: Name) {
  return context.once(FLOW_KEYS[name], async (): Promise<RequestFlow<Name>> => {
    const scope = (create: boolean) => sessionScope(request, context, { create })
    const known = await scope(false)
    const stored = known ? await orServiceUnavailable(() => flows.get(`${known}:${name}`)) : undefined
    return {
      // What this store wrote: JSON of a flow's data.
      session: flowSession<Name>(stored === undefined ? {} : (JSON.parse(stored) as Partial<Flows[Name]>)),
      scope,
      renewSessionId: () => renewSessionId(request, context),
    }
  })
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
  held.restarted ??= Promise.resolve((held.session = flowSession<Name>()))
  return held.restarted
}

/**
 * Keeps the flow's changes in the store now, whatever the request answers next (a flow's first write gives a visitor
 * without a session one, its cookie in the request's jar). `rotate` when the flow has just gained what proves someone
 * (a verified guest's token): the browser's session moves to a new id, so an id planted in it before opens nothing.
 */
export async function commitFlow<Name extends FlowName>(
  context: AppLoadContext,
  name: Name,
  session: FlowSession<Name>,
  { rotate = false }: { rotate?: boolean } = {},
) {
  const held = await context.once(FLOW_KEYS[name], (): Promise<RequestFlow<Name>> => {
    throw new Error(`The flow ${name} is committed in a request that did not read it.`)
  })
  const data = JSON.stringify(session.data)
  if (asRead.get(session as Session) !== data) {
    asRead.set(session as Session, data)
    const empty = Object.keys(session.data).length === 0
    const scope = await held.scope(!empty)
    if (scope)
      await orServiceUnavailable(() =>
        empty ? flows.delete(`${scope}:${name}`) : flows.set(`${scope}:${name}`, data, FLOW_TTL_MS),
      )
  }
  if (rotate) await held.renewSessionId()
}

export const isFlowName = (name: string): name is FlowName => Object.hasOwn(EVERY_FLOW, name)

/** Forgets these flows of the browser's session, keeping the sign-in and the other flows (mocks: a test's fresh start). */
export async function forgetFlows(request: Request, context: AppLoadContext, names: FlowName[]) {
  for (const name of names) {
    const flow = await readFlow(request, context, name)
    for (const key of Object.keys(flow.data)) flow.unset(key as keyof Flows[typeof name])
    await commitFlow(context, name, flow)
  }
}
