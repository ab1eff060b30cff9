/** Failure categories the UI distinguishes; shared by server and client code. */
export type UpstreamErrorCategory = 'network' | 'timeout' | 'http' | 'malformed' | 'unauthorized' | 'forbidden'

export class UpstreamError extends Error {
  readonly category: UpstreamErrorCategory
  readonly endpoint: string
  readonly status: number | undefined
  readonly code: string | undefined
  readonly correlationId: string
  /** The parsed error body, for messages the UI shows (order 400 detail). Never logged. */
  readonly body: unknown

  constructor(init: {
    category: UpstreamErrorCategory
    description: string
    endpoint: string
    status?: number
    code?: string
    correlationId: string
    body?: unknown
  }) {
    super(init.description)
    this.name = 'UpstreamError'
    this.category = init.category
    this.endpoint = init.endpoint
    this.status = init.status
    this.code = init.code
    this.correlationId = init.correlationId
    this.body = init.body
  }
}

export function isUpstreamError(error: unknown): error is UpstreamError {
  return error instanceof UpstreamError
}

/**
 * An outage: no answer in time, no connection, a 5xx, or an answer that
 * cannot be read. A refusal (another 4xx) is the upstream saying no, not
 * being away.
 */
function isUpstreamOutage(error: UpstreamError) {
  if (error.category === 'http') return (error.status ?? 500) >= 500
  return error.category === 'timeout' || error.category === 'network' || error.category === 'malformed'
}

/**
 * The status of this app's answer when a page cannot be shown without an
 * upstream that failed (decision 0034): the browser's request was fine, so
 * never a 500. 503 while the upstream is away; 502 when it refused what we
 * asked (a 4xx, or credentials refused where nobody is sent to sign in).
 */
/** The `detail` an upstream's refusal gives, for the pages that show it: a short text, else nothing. */
export function upstreamDetail(error: UpstreamError, maxLength = 300) {
  const detail = (error.body as { detail?: unknown } | null | undefined)?.detail
  return typeof detail === 'string' && detail.trim() && detail.length <= maxLength ? detail : undefined
}

export function upstreamFailureStatus(error: UpstreamError) {
  return isUpstreamOutage(error) ? 503 : 502
}
