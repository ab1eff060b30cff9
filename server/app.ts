/**
 * The production server's Express app: Express in front of the Remix build, as
 * the Epic Stack runs it (decision 0037). It does what remix-serve could not:
 * hand the client's real address to the app, refuse what must never reach a
 * route (unknown hosts, cross-site posts, odd methods, undecodable paths, mock
 * pages with mocks off), add the transport headers to static files, and log
 * requests without their query strings or identifiers. `server/index.ts` loads
 * the build and listens; the unit tests start this app on a stub build.
 */
// The Express adapter's own request and response conversions (typed, of the pinned 2.17.5): the handler below is the
// adapter's with the request context added and committed, which its getLoadContext cannot do.
import { createRemixRequest, sendRemixResponse } from '@remix-run/express/dist/server.js'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { createRequestHandler, type ServerBuild } from '@remix-run/node'
import compression from 'compression'
import { randomUUID } from 'node:crypto'
import express, { type NextFunction, type Request as ExpressRequest, type Response as ExpressResponse } from 'express'
import { env } from '#app/env.server.ts'
import { requestLanguage } from '#app/i18n/language.server.ts'
import { transportHeaders } from '#app/security/headers.server.ts'
import { UNKNOWN_HOST_MESSAGE, publicOriginForHost } from '#app/security/public-origin.server.ts'
import { CROSS_SITE_MESSAGE, isSameOriginPost, type RequestHeaders } from '#app/security/same-origin.ts'
import { logAsRequest, logEvent } from '#app/log.server.ts'
import { logServerError } from '#app/observability/server-error.server.ts'
import { WELL_FORMED_REQUEST_ID, createRequestContext } from '#app/security/request-context.server.ts'
import { redactedPath } from '#app/security/redacted-path.ts'
import { READINESS, readinessHandler } from './readiness.ts'

const ALLOWED_METHODS = ['GET', 'HEAD', 'POST']
/** Answered for any host, as readiness is: load balancers probe it by address. */
const HEALTHCHECK = '/healthcheck'
const UNREADABLE_ADDRESS = 'The address could not be read.'

/**
 * An absolute-form request target (`http://host/path?query`) as the path and host it names; undefined for anything
 * else that is not origin-form (`*`, an authority, another scheme, credentials, a URL that does not parse).
 */
function originFormOf(target: string): { path: string; host: string } | undefined {
  if (!/^https?:\/\//i.test(target) || !URL.canParse(target)) return undefined
  const url = new URL(target)
  if (url.username || url.password || !url.host) return undefined
  return { path: `${url.pathname}${url.search}`, host: url.host }
}

/**
 * Marks a request whose target was neither origin-form (`/path`) nor a readable absolute URL (see `handleRequest`):
 * on the request itself, since it is found again by the router's middleware.
 */
const UNREADABLE_TARGET = Symbol('unreadable target')
type TargetMarked = IncomingMessage & { [UNREADABLE_TARGET]?: true }
const hasUnreadableTarget = (req: IncomingMessage) => (req as TargetMarked)[UNREADABLE_TARGET] === true

export function createServerApp(build: ServerBuild) {
  const config = env()
  const app = express()
  app.disable('x-powered-by')
  // Only this many proxies may speak for the client in X-Forwarded-For; with none, req.ip is the socket's address.
  app.set('trust proxy', config.trustedProxyHops)

  /** The app's own responses carry these already (entry.server); static files and the refusals below get them here. */
  const setTransportHeaders = (res: ExpressResponse) => {
    for (const [name, value] of Object.entries(transportHeaders())) res.setHeader(name, value)
  }

  /** Set on SIGTERM: answers close their connections, and readiness says 503, while the proxy moves to the other instances. */
  let draining = false

  /** The request's id: our proxy's, when one is trusted to speak (decision 0038), else a new one. Sent back. */
  const requestIdOf = (req: ExpressRequest) => {
    const forwarded = req.get('x-request-id')
    return config.trustedProxyHops > 0 && forwarded && WELL_FORMED_REQUEST_ID.test(forwarded) ? forwarded : randomUUID()
  }

  app.use((req, res, next) => {
    if (draining) res.setHeader('connection', 'close')
    const requestId = requestIdOf(req)
    res.locals.requestId = requestId
    res.setHeader('x-request-id', requestId)
    const started = performance.now()
    // On close, not finish: an answer cut short never finishes, and still gets its line (decision 0101).
    res.on('close', () => {
      const path = hasUnreadableTarget(req) ? ':target' : (req.originalUrl.split('?')[0] ?? '')
      // Fingerprinted build files are not worth a line each.
      if (path.startsWith(build.publicPath)) return
      const cutShort = res.writableFinished ? undefined : res.locals.cutByServer === true ? 'server' : 'client'
      // A client that left before any answer gets nginx's 499, so both logs name it alike.
      const status = cutShort === 'client' && !res.headersSent ? 499 : res.statusCode
      // A failed answer stays in the log at LOG_LEVEL=warn: 5xx (and an answer the server cut) as errors, other
      // refusals (4xx) as warnings. A client that went away is no failure of ours: info.
      const level = cutShort === 'server' || status >= 500 ? 'error' : status >= 400 && status !== 499 ? 'warn' : 'info'
      logEvent(level, 'http.request', {
        requestId,
        method: req.method,
        path: redactedPath(path),
        status,
        cutShort,
        ms: Math.round(performance.now() - started),
      })
    })
    // Everything the request does from here on logs its id (the access log line above names it itself).
    logAsRequest(requestId, next)
  })

  /** Refusals that need no route: one log line (the access log's), no stack trace. */
  app.use((req, res, next) => {
    const refuse = (status: number, message: string) => {
      setTransportHeaders(res)
      res.status(status).type('text/plain').send(message)
    }
    if (!ALLOWED_METHODS.includes(req.method)) {
      res.setHeader('allow', ALLOWED_METHODS.join(', '))
      return refuse(405, 'Method not allowed.')
    }
    if (hasUnreadableTarget(req)) return refuse(400, UNREADABLE_ADDRESS)
    let path: string
    try {
      // As Remix matches it: decoded, whatever the case.
      path = decodeURIComponent(req.path)
        .toLowerCase()
        .replace(/\/{2,}/g, '/')
    } catch {
      return refuse(400, UNREADABLE_ADDRESS)
    }
    for (const name of ['x-forwarded-host', 'x-forwarded-proto']) {
      // Without a trusted proxy these are the client's own words; with one, only the value our nearest proxy wrote counts.
      const value = req.headers[name]
      if (config.trustedProxyHops === 0 || typeof value !== 'string') delete req.headers[name]
      else req.headers[name] = value.split(',').at(-1)!.trim()
    }
    const host = (req.get('x-forwarded-host') || req.get('host') || '').toLowerCase()
    // A host that makes no address (`a b`) would fail the URL Remix builds for the request: refused, health check too.
    if (host && !URL.canParse(`http://${host}/`)) return refuse(400, UNKNOWN_HOST_MESSAGE)
    if (req.path === HEALTHCHECK || req.path === READINESS) return next()
    if (!publicOriginForHost(host)) return refuse(400, UNKNOWN_HOST_MESSAGE)
    if (!config.mocks && (path === '/mock' || path.startsWith('/mock/'))) return refuse(404, 'Not found.')
    // Every state change, `.data` posts included: the form reader checks again for actions called directly.
    if (req.method === 'POST' && !isSameOriginPost(headersOf(req))) return refuse(403, CROSS_SITE_MESSAGE)
    next()
  })

  app.get(READINESS, readinessHandler({ draining: () => draining, redisUrl: config.redisUrl, setTransportHeaders }))

  app.use(compression())
  app.use(
    build.publicPath,
    express.static(build.assetsBuildDirectory, { immutable: true, maxAge: '1y', setHeaders: setTransportHeaders }),
  )
  const publicFiles = express.static('public', { maxAge: '1h', setHeaders: setTransportHeaders })
  // Only a path with a file extension can be a file in public/: a page does not wait for a disk lookup first.
  app.use((req, res, next) => (/\.[a-z0-9]+$/i.test(req.path) ? publicFiles(req, res, next) : next()))

  const handleWithRemix = createRequestHandler(build, config.isProduction ? 'production' : 'development')
  app.all('*', async (req, res, next) => {
    const context = createRequestContext({
      clientAddress: req.ip ?? 'unknown',
      requestId: String(res.locals.requestId),
      language: requestLanguage({ cookie: req.get('cookie'), acceptLanguage: req.get('accept-language') }),
    })
    // The context's cookies go on every answer, here rather than in entry.server, which redirects from a page's
    // loader, resource routes and failures never reach. Appended: Remix's own Set-Cookie lines stay.
    const commit = () => {
      if (!res.headersSent) for (const setCookie of context.responseCookies()) res.append('set-cookie', setCookie)
    }
    try {
      const response = await handleWithRemix(createRemixRequest(req, res), context)
      commit()
      await sendRemixResponse(res, response)
    } catch (error) {
      commit()
      next(error)
    }
  })

  // Four parameters make this Express's error handler; it never hands on: Express's own would print the stack again,
  // unredacted, outside the JSON lines.
  app.use((error: unknown, req: ExpressRequest, res: ExpressResponse, _next: NextFunction) => {
    // Express's own refusals (a body it could not read, say) keep their 4xx.
    const status = (error as { status?: unknown }).status
    if (!res.headersSent && typeof status === 'number' && status >= 400 && status < 500) {
      setTransportHeaders(res)
      return res.status(status).type('text/plain').send('The request could not be read.')
    }
    // A client that went away ends its answer's stream (the request's signal aborts it): the access line says so.
    if (req.socket.destroyed && isDisconnection(error)) return
    // What Remix saw it logged itself (entry.server's handleError): what arrives here failed outside it, making the
    // request or sending the answer (decision 0101).
    logServerError('http.unhandled_error', error, { method: req.method, path: redactedPath(req.path) })
    // An answer already under way can only be cut short.
    if (res.headersSent) {
      res.locals.cutByServer = true
      return req.socket.destroy()
    }
    setTransportHeaders(res)
    res.status(500).type('text/plain').send('Something went wrong. Please try again.')
  })

  return {
    /** The server's request listener. Express's router matches only origin-form targets: any other is made one, or marked, before it. */
    handleRequest(req: IncomingMessage, res: ServerResponse) {
      if (req.url !== undefined && !req.url.startsWith('/')) {
        // HTTP/1.1 servers must accept a full URL as the target (absolute-form, as sent to a proxy): it is served as
        // its path, for the host it names (RFC 9112 section 3.2.2), so the host check applies to that host.
        const target = originFormOf(req.url)
        if (target) {
          req.url = target.path
          req.headers.host = target.host
        } else {
          // `*`, an authority, another scheme: refused with a 400 (after the method check) and logged as `:target`.
          ;(req as TargetMarked)[UNREADABLE_TARGET] = true
          req.url = '/'
        }
      }
      app(req, res)
    },
    /** From now on every answer closes its connection and readiness answers 503 (SIGTERM, behind a proxy). */
    drain() {
      draining = true
    },
  }
}

/** What a stream fails with when its client has gone: an abort from the request's signal, a reset or closed socket. */
const DISCONNECTION_CODES = ['ECONNRESET', 'EPIPE', 'ERR_STREAM_PREMATURE_CLOSE', 'ERR_STREAM_DESTROYED']
function isDisconnection(error: unknown) {
  if (!(error instanceof Error)) return false
  return error.name === 'AbortError' || DISCONNECTION_CODES.includes(String((error as { code?: unknown }).code))
}

function headersOf(req: ExpressRequest): RequestHeaders {
  const headers = new Headers()
  for (const name of ['host', 'x-forwarded-host', 'origin', 'sec-fetch-site', 'referer']) {
    const value = req.get(name)
    if (value !== undefined) headers.set(name, value)
  }
  return { headers, url: 'http://unknown.invalid/' }
}
