import { isUpstreamError, upstreamFailureStatus } from '#app/upstream/errors.ts'

export type Loaded<T> = { status: 'loaded'; value: T } | { status: 'error'; message: string }

/**
 * Spec 2 section 4 'Loading pattern': an area that fails to load shows its
 * own 'Please try again.' message while the rest of the page still works.
 * Only upstream failures are caught; redirects (401) and bugs pass through.
 */
export async function loadOrError<T>(load: () => Promise<T>, message: string): Promise<Loaded<T>> {
  try {
    return { status: 'loaded', value: await load() }
  } catch (error) {
    if (!isUpstreamError(error)) throw error
    return { status: 'error', message }
  }
}

/**
 * The /rx error page's answer: the route's error boundary shows the message with REFRESH (decision 0034); an empty
 * one shows the page's Technical Difficulties words in the page's language.
 */
function unavailable(message: string, status = 503) {
  return new Response(message, { status, headers: { 'cache-control': 'no-store' } })
}

/**
 * Decision 0034: what a page cannot be shown without (who the customer is,
 * the link's state, the fills an order is for). An upstream failure is
 * thrown as a Response to the route's error boundary, the /rx Technical
 * Difficulties page with REFRESH: 503 for an outage, 502 for a refusal,
 * never a 500. Redirects (the 401 and 403 consequences) and bugs pass through.
 */
export async function loadOrUnavailable<T>(load: () => Promise<T>, message = ''): Promise<T> {
  try {
    return await load()
  } catch (error) {
    if (!isUpstreamError(error)) throw error
    throw unavailable(message, upstreamFailureStatus(error))
  }
}

/** An area the page cannot do without (checkout's cart): its failure is the error page with the area's message. */
export function required<T>(loaded: Loaded<T>): T {
  if (loaded.status === 'error') throw unavailable(loaded.message)
  return loaded.value
}
