import { randomBytes } from 'node:crypto'
import { PassThrough } from 'node:stream'
import { createReadableStreamFromReadable, type EntryContext } from '@remix-run/node'
import { RemixServer, isRouteErrorResponse } from '@remix-run/react'
import { isbot } from 'isbot'
import { renderToPipeableStream } from 'react-dom/server'
import { env } from '#app/env.server.ts'
import { logEvent } from '#app/log.server.ts'
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
  const readyEvent = isbot(request.headers.get('user-agent')) ? 'onAllReady' : 'onShellReady'
  return new Promise<Response>((resolve, reject) => {
    let failed = false
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <RemixServer context={remixContext} url={request.url} nonce={nonce} />
      </NonceProvider>,
      {
        nonce,
        [readyEvent]() {
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
        },
        onShellError(error: unknown) {
          reject(error)
        },
        onError() {
          failed = true
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
  const description = error instanceof Error ? `${error.name}: ${error.message}` : 'Unknown error'
  logEvent('error', 'request.unhandled_error', { path: redactedPath(new URL(request.url).pathname), description })
}
