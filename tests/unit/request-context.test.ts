import { once } from 'node:events'
import type { AddressInfo } from 'node:net'
import { createServer, request as httpRequest, type Server } from 'node:http'
import { redirect, type LoaderFunctionArgs } from '@remix-run/node'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createServerApp } from '../../server/app.ts'
import { stubBuild } from '#tests/utils/stub-build.ts'
import { HttpResponse, http } from 'msw'
import { z } from 'zod'
import { env } from '#app/env.server.ts'
import { logAsRequest, logEvent } from '#app/log.server.ts'
import { upstreamOf } from '#app/upstream/request.server.ts'
import { mockServer } from '#mocks/node.ts'
import { testContext } from '#tests/utils/context.ts'
import { captureLogLines, quietLogs } from '#tests/utils/log-lines.ts'

/**
 * The request context (decision 0088) through the server over a real socket, in front of a stub Remix build: a
 * cookie a loader asks for through the context arrives on every kind of answer, those the server entry never sees
 * included (a page's redirect, a resource route, Remix's own error answer), and each request has its own context.
 */
const seen: Array<{ clientAddress: string; requestId: string }> = []
const asking = (answer: (args: LoaderFunctionArgs) => unknown) => (args: LoaderFunctionArgs) => {
  seen.push({ clientAddress: args.context.clientAddress, requestId: args.context.requestId })
  args.context.setCookie('__asked=1; Path=/; HttpOnly')
  return answer(args)
}

const build = stubBuild({
  'routes/redirect': {
    path: 'redirect',
    module: {
      loader: asking(() => {
        throw redirect('/elsewhere')
      }),
    },
  },
  'routes/resource': {
    path: 'resource',
    module: { loader: asking(() => new Response('a file', { headers: { 'content-type': 'text/plain' } })) },
  },
  'routes/logs': {
    path: 'logs',
    module: {
      loader: async ({ request, context }: LoaderFunctionArgs) => {
        await new Promise((resolve) => setTimeout(resolve, 1))
        logEvent('info', 'test.inside_a_request')
        await (await upstreamOf(request, context)).get('atlas', '/fails', z.unknown()).catch(() => undefined)
        return new Response('logged')
      },
    },
  },
  'routes/fails': {
    path: 'fails',
    module: {
      loader: asking(() => {
        throw new Error('an unexpected failure')
      }),
    },
  },
})

let server: Server
let port: number

beforeAll(async () => {
  server = createServer(createServerApp(build).handleRequest).listen(0, '127.0.0.1')
  await once(server, 'listening')
  port = (server.address() as AddressInfo).port
})

/** A GET as a browser on the public origin sends it (fetch would name the socket's host, which is not served). */
function get(path: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; setCookies: string[]; requestId: unknown }>((resolve, reject) => {
    httpRequest({ port, host: '127.0.0.1', path, headers: { host: 'localhost:3000', ...headers } }, (response) => {
      response.resume()
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          setCookies: response.headers['set-cookie'] ?? [],
          requestId: response.headers['x-request-id'],
        }),
      )
    })
      .on('error', reject)
      .end()
  })
}
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

describe('one context per request, committed by the server (issue 33)', () => {
  it.each([
    ['a page whose loader redirects', '/redirect', 302],
    ['a `.data` call whose loader redirects', '/redirect.data', 202],
    ['a resource route', '/resource', 200],
    ["a loader's unexpected failure", '/fails', 500],
  ])('%s carries the cookie asked for through the context', async (_, path, status) => {
    const response = await get(path)
    expect(response.status).toBe(status)
    expect(response.setCookies).toContain('__asked=1; Path=/; HttpOnly')
  })

  it("gives each request a context of its own, with the client's address", async () => {
    seen.length = 0
    await Promise.all([get('/resource'), get('/resource')])
    expect(seen).toHaveLength(2)
    expect(seen[0]!.requestId).not.toBe(seen[1]!.requestId)
    expect(seen.map((context) => context.clientAddress)).toEqual(['127.0.0.1', '127.0.0.1'])
  })

  it('answers with its request id, the one its loaders and its access log line have; a client cannot choose it', async () => {
    seen.length = 0
    const log = captureLogLines()
    // No trusted proxy here (TRUSTED_PROXY_HOPS is 0): the client's own id is not taken.
    const response = await get('/resource', { 'x-request-id': 'chosen-by-the-client' })
    expect(response.requestId).toMatch(/^[0-9a-f-]{36}$/)
    expect(seen.map((context) => context.requestId)).toEqual([response.requestId])
    expect(log.events('http.request')).toEqual([
      expect.objectContaining({ requestId: response.requestId, path: '/resource' }),
    ])
  })

  it("writes the request's id on every line it logs, the access log's included, and sends it with its upstream calls", async () => {
    const log = captureLogLines()
    const correlationIds: Array<string | null> = []
    mockServer.use(
      http.get(new URL('/fails', env().upstream.atlas).href, ({ request }) => {
        correlationIds.push(request.headers.get('x-correlation-id'))
        return HttpResponse.json({}, { status: 500 })
      }),
    )
    const response = await get('/logs', { 'x-correlation-id': 'chosen-by-the-client' })
    expect(log.lines().map((line) => [line.event, line.requestId])).toEqual([
      ['test.inside_a_request', response.requestId],
      ['upstream.failure', response.requestId],
      ['http.request', response.requestId],
    ])
    expect(correlationIds).toEqual([response.requestId])
  })
})

describe('behind a trusted proxy (TRUSTED_PROXY_HOPS above 0)', () => {
  it("takes the proxy's X-Request-Id when well-formed, and makes a new one for anything else", async () => {
    vi.stubEnv('TRUSTED_PROXY_HOPS', '1')
    vi.resetModules()
    const { createServerApp: createBehindProxy } = await import('../../server/app.ts')
    const behindProxy = createServer(createBehindProxy(build).handleRequest).listen(0, '127.0.0.1')
    vi.unstubAllEnvs()
    await once(behindProxy, 'listening')
    const idFor = (requestId: string) =>
      new Promise<unknown>((resolve, reject) => {
        const headers = { host: 'localhost:3000', 'x-request-id': requestId }
        const proxyPort = (behindProxy.address() as AddressInfo).port
        httpRequest({ port: proxyPort, host: '127.0.0.1', path: '/resource', headers }, (response) => {
          response.resume()
          response.on('end', () => resolve(response.headers['x-request-id']))
        })
          .on('error', reject)
          .end()
      })
    quietLogs()
    try {
      // nginx's $request_id, and the other shapes an id may take.
      for (const id of ['0123456789abcdef0123456789abcdef', 'req_2026-11-27:a.b', 'x'.repeat(128)])
        expect(await idFor(id)).toBe(id)
      for (const id of ['short', 'x'.repeat(129), 'two words here', '<script>alert(1)</script>', 'a,b,c,d,e,f,g,h'])
        expect(await idFor(id)).toMatch(/^[0-9a-f-]{36}$/)
    } finally {
      await new Promise((resolve) => behindProxy.close(resolve))
    }
  })
})

describe('the request id across bundles', () => {
  it("is read by the routes' copy of the logger, as the server's copy set it", async () => {
    // Production runs two bundles (build/server.js, build/index.js), each with its own copy of the logger module.
    vi.resetModules()
    const routesCopy = await import('#app/log.server.ts')
    expect(routesCopy.logEvent).not.toBe(logEvent)
    const log = captureLogLines()
    logAsRequest('request-1', () => routesCopy.logEvent('info', 'test.from_a_route'))
    expect(log.lines()).toEqual([expect.objectContaining({ event: 'test.from_a_route', requestId: 'request-1' })])
  })
})

describe("a request's shared answers (context.once)", () => {
  it('loads once for every caller, and gives each caller a thrown Response of its own to read', async () => {
    const context = testContext()
    const load = vi.fn(async () => {
      throw new Response('Unavailable', { status: 503 })
    })
    const key = {}
    const thrown = await Promise.all([1, 2, 3].map(() => context.once(key, load).catch((error: unknown) => error)))
    expect(load).toHaveBeenCalledTimes(1)
    for (const response of thrown) expect(await (response as Response).text()).toBe('Unavailable')
  })
})
