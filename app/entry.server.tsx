import { randomBytes } from 'node:crypto'
import { PassThrough } from 'node:stream'
import { createReadableStreamFromReadable, type EntryContext } from '@remix-run/node'
import { RemixServer, isRouteErrorResponse } from '@remix-run/react'
import { isbot } from 'isbot'
import { renderToPipeableStream } from 'react-dom/server'
import { env } from '#app/env.server.ts'
import { logServerError } from '#app/observability/server-error.server.ts'
import { applyCachePolicy, applySecurityHeaders } from '#app/security/headers.server.ts'
import { redactedPath } from '#app/security/redacted-path.ts'
import { redisReady } from '#app/security/redis.server.ts'
import { NonceProvider } from '#app/security/nonce.tsx'

// Shared limits (decision 0056): connect at start, so the first requests already count in Redis, not in memory.
const { redisUrl } = env()
if (redisUrl) void redisReady(redisUrl)

// Mocks load at run time through a computed URL so the bundle never contains msw.
if (env().mocks && env().mockUpstreams === 'in-process') await import(new URL('./mocks.js', import.meta.url).href)

export const streamTimeout = 5_000

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
) {
  const nonce = randomBytes(16).toString('base64')
  // Bots and no-JS readers get the whole document at once; browsers get the shell first.
  const wholeDocument = isbot(request.headers.get('user-agent'))
  return new Promise<Response>((resolve, reject) => {
    let failed = false
    let shellRendered = false
    const respond = () => {
      const body = new PassThrough()
      responseHeaders.set('content-type', 'text/html; charset=utf-8')
      applySecurityHeaders(responseHeaders, nonce, new URL(request.url).pathname)
      applyCachePolicy(request, responseHeaders)
      resolve(
        new Response(createReadableStreamFromReadable(body), {
          headers: responseHeaders,
          status: failed ? 500 : responseStatusCode,
        }),
      )
      pipe(body)
    }
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <RemixServer context={remixContext} url={request.url} nonce={nonce} />
      </NonceProvider>,
      {
        nonce,
        onShellReady() {
          shellRendered = true
          if (!wholeDocument) respond()
        },
        onAllReady() {
          if (wholeDocument) respond()
        },
        onShellError(error: unknown) {
          reject(error)
        },
        onError(error: unknown) {
          failed = true
          // A failure in the shell rejects, and Remix hands it to handleError: only later ones are logged here.
          if (shellRendered && !request.signal.aborted) logRequestError(error, request)
        },
      },
    )
    setTimeout(abort, streamTimeout + 1_000)
  })
}

export function handleDataRequest(response: Response, { request }: { request: Request }) {
  applySecurityHeaders(response.headers)
  applyCachePolicy(request, response.headers)
  return response
}

export function handleError(error: unknown, { request }: { request: Request }) {
  // Aborted requests, and refusals Remix itself answers with a 4xx (a GET to a route without a loader, say), are not errors of ours.
  if (request.signal.aborted || (isRouteErrorResponse(error) && error.status < 500)) return
  logRequestError(error, request)
}

/** The one line of a request's unexpected error (decision 0101); Express's error path logs what Remix never saw. */
function logRequestError(error: unknown, request: Request) {
  logServerError('request.unhandled_error', error, {
    method: request.method,
    path: redactedPath(new URL(request.url).pathname),
  })
}
