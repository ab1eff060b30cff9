import type { AppLoadContext } from '@remix-run/node'
import type { z } from 'zod'
import { env } from '#app/env.server.ts'
import { UpstreamError, type UpstreamErrorCategory } from './errors.ts'
import { exchange, TransportError } from './http-transport.server.ts'
import { logEvent } from '#app/log.server.ts'
import { mockScenarioOf } from './mock-scenario.server.ts'

type UpstreamService = keyof ReturnType<typeof env>['upstream']

/** What one incoming request contributes to every upstream call it makes. */
export type UpstreamContext = {
  correlationId: string
  accessToken?: string
  /** Only sent while mocks are on: selects an error scenario in the simulated back office. */
  mockScenario?: string
  /** The incoming request's signal, so a closed browser tab stops upstream work too. */
  signal?: AbortSignal
  /** Thrown (as a Response) on a 401: the caller decides where sign-in lives. */
  onUnauthorized?: () => Promise<Response> | Response
  /** Thrown (as a Response) on a 403: ends the session unless already signing in. */
  onForbidden?: () => Promise<Response> | Response
}

type Query = Record<string, string | number | boolean | undefined | null>
type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

type UpstreamRequest<Schema extends z.ZodType> = {
  service: UpstreamService
  method: Method
  path: string
  /** Path template for logs, e.g. '/patient/{n}/addresses': ids stay out of the log. */
  endpoint?: string
  query?: Query
  /** JSON, or URLSearchParams for form-encoded bodies (OAuth2 token calls). */
  body?: unknown
  headers?: Record<string, string>
  schema: Schema
  timeoutMs?: number
  /** A call that checks credentials: its 401/403 means "wrong credentials", not "session over". */
  credentialCall?: boolean
}

/**
 * The request's upstream client (decision 0088), made once and kept in its context: every call of the request, whoever
 * makes it, carries the request's id as its correlation id (never an id the client sent), the request's mock scenario
 * and its signal. It carries no token and no sign-in consequences; the callers derive the clients that do (`with`).
 */
export function upstreamOf(request: Request, context: AppLoadContext): Promise<UpstreamClient> {
  return context.once(UPSTREAM, async () =>
    createUpstreamClient({
      correlationId: context.requestId,
      mockScenario: await mockScenarioOf(request),
      signal: request.signal,
    }),
  )
}
const UPSTREAM = {}

function buildUrl(service: UpstreamService, path: string, query?: Query) {
  const url = new URL(path, env().upstream[service])
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) url.searchParams.set(key, String(value))
  }
  return url
}

function errorCodeOf(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined
  const record = body as Record<string, unknown>
  const code = record.code ?? record.errorCode ?? (record.error as Record<string, unknown> | undefined)?.code
  return typeof code === 'string' || typeof code === 'number' ? String(code) : undefined
}

function parseJson(text: string): unknown {
  if (!text) return undefined
  try {
    return JSON.parse(text)
  } catch {
    return text
  }
}

export async function upstreamRequest<Schema extends z.ZodType>(
  ctx: UpstreamContext,
  request: UpstreamRequest<Schema>,
): Promise<z.infer<Schema>> {
  const endpoint = `${request.method} ${request.service}:${request.endpoint ?? request.path}`
  const started = Date.now()
  const fail = (
    category: UpstreamErrorCategory,
    description: string,
    status?: number,
    code?: string,
    body?: unknown,
  ) => {
    const error = new UpstreamError({
      category,
      description,
      endpoint,
      status,
      code,
      body,
      correlationId: ctx.correlationId,
    })
    logEvent('error', 'upstream.failure', {
      endpoint,
      category,
      status,
      code,
      // The request's id (decision 0088): the line is found with the request's others even outside its work.
      requestId: ctx.correlationId,
      durationMs: Date.now() - started,
    })
    return error
  }

  const headers: Record<string, string> = {
    accept: 'application/json',
    channel: 'WEB',
    'cache-control': 'no-cache',
    pragma: 'no-cache',
    'x-correlation-id': ctx.correlationId,
    ...request.headers,
  }
  if (ctx.accessToken) headers.authorization = `Bearer ${ctx.accessToken}`
  const formBody = request.body instanceof URLSearchParams
  if (request.body !== undefined)
    headers['content-type'] = formBody ? 'application/x-www-form-urlencoded' : 'application/json'
  if (env().mocks && ctx.mockScenario) headers['x-mock-scenario'] = ctx.mockScenario

  let answer: { status: number; text: string }
  try {
    answer = await exchange({
      url: buildUrl(request.service, request.path, request.query),
      method: request.method,
      headers,
      body: request.body === undefined ? undefined : formBody ? String(request.body) : JSON.stringify(request.body),
      timeoutMs: request.timeoutMs ?? env().upstreamTimeoutMs,
      signal: ctx.signal,
    })
  } catch (error) {
    const kind = error instanceof TransportError ? error.kind : 'network'
    if (kind === 'aborted') throw error
    if (kind === 'timeout') throw fail('timeout', 'The upstream service did not answer in time')
    if (kind === 'too-large') throw fail('malformed', 'The upstream response was larger than allowed')
    // Anything else, a request Node refused to send (a header it cannot carry) included, is the network's failure.
    throw fail('network', 'Network error: the upstream service could not be reached')
  }
  const { status } = answer
  const body = parseJson(answer.text)

  if (status === 401 || status === 403) {
    const unauthorized = status === 401
    const error = fail(
      unauthorized ? 'unauthorized' : 'forbidden',
      'The upstream service refused the credentials',
      status,
      errorCodeOf(body),
    )
    const consequence = request.credentialCall ? undefined : unauthorized ? ctx.onUnauthorized : ctx.onForbidden
    if (consequence) throw await consequence()
    throw error
  }
  if (status < 200 || status >= 300) {
    throw fail('http', `The upstream service answered ${status}`, status, errorCodeOf(body), body)
  }

  const parsed = request.schema.safeParse(body)
  if (!parsed.success) {
    throw fail('malformed', 'The upstream response did not have the expected shape', status)
  }
  return parsed.data
}

/** A client bound to one incoming request's context. */
export function createUpstreamClient(ctx: UpstreamContext) {
  type Options = Omit<UpstreamRequest<z.ZodType>, 'service' | 'method' | 'path' | 'schema' | 'body'>
  const call =
    (method: Method) =>
    <Schema extends z.ZodType>(
      service: UpstreamService,
      path: string,
      schema: Schema,
      options: Options & { body?: unknown } = {},
    ) =>
      upstreamRequest(ctx, { ...options, service, method, path, schema })
  return {
    /** Set only under a named mock scenario: its answers are that request's own, never shared (decision 0091). */
    mockScenario: env().mocks ? ctx.mockScenario : undefined,
    /** The same request's client (its correlation id, mock scenario, signal) with another token or other consequences. */
    with: (changes: Partial<Pick<UpstreamContext, 'accessToken' | 'onUnauthorized' | 'onForbidden' | 'signal'>>) =>
      createUpstreamClient({ ...ctx, ...changes }),
    get: call('GET'),
    post: call('POST'),
    put: call('PUT'),
    patch: call('PATCH'),
    delete: call('DELETE'),
  }
}

export type UpstreamClient = ReturnType<typeof createUpstreamClient>

/**
 * The same client for calls whose refusal must not end the sign-in (a feature flag, the housekeeping after a link):
 * a 401 or 403 there is the caller's upstream error to handle, not a sign-out.
 */
export function withoutSignOut(client: UpstreamClient) {
  return client.with({ onUnauthorized: undefined, onForbidden: undefined })
}

/** The same client, a 401 left to the caller (a page with its own words for it); a 403 still ends the sign-in. */
export function withoutUnauthorizedSignOut(client: UpstreamClient) {
  return client.with({ onUnauthorized: undefined })
}
