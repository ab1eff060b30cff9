/** Failure categories the UI distinguishes; shared by server and client code. */
export type UpstreamErrorCategory =
  | 'network'
  | 'timeout'
  | 'http'
  | 'malformed'
  | 'unauthorized'
  | 'forbidden'

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
