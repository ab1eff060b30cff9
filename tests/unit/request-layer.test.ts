import { HttpResponse, delay, http } from 'msw'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { UpstreamError } from '#app/upstream/errors.ts'
import {
  createUpstreamClient,
  upstreamOf,
  upstreamRequest,
  type UpstreamContext,
} from '#app/upstream/request.server.ts'
import { mockServer } from '#mocks/node.ts'
import { testContext } from '#tests/utils/context.ts'
import { captureLogLines, quietLogs } from '#tests/utils/log-lines.ts'

const BASE = 'https://atlas.upstream.invalid'
const schema = z.object({ ok: z.boolean() })

function context(overrides: Partial<UpstreamContext> = {}): UpstreamContext {
  return { correlationId: 'corr-123', ...overrides }
}

async function failure(promise: Promise<unknown>) {
  try {
    await promise
  } catch (error) {
    return error
  }
  throw new Error('expected the call to fail')
}

describe('upstream request layer', () => {
  it('sends the shared headers and query, and parses the body', async () => {
    let seen: Request | undefined
    mockServer.use(
      http.get(`${BASE}/probe`, ({ request }) => {
        seen = request
        return HttpResponse.json({ ok: true })
      }),
    )
    const client = createUpstreamClient(context({ accessToken: 'token-1', mockScenario: 'profile-error' }))
    await expect(client.get('atlas', '/probe', schema, { query: { a: 1, skip: undefined } })).resolves.toEqual({
      ok: true,
    })
    expect(seen?.headers.get('channel')).toBe('WEB')
    expect(seen?.headers.get('cache-control')).toBe('no-cache')
    expect(seen?.headers.get('x-correlation-id')).toBe('corr-123')
    expect(seen?.headers.get('authorization')).toBe('Bearer token-1')
    expect(seen?.headers.get('x-mock-scenario')).toBe('profile-error')
    expect(new URL(seen!.url).search).toBe('?a=1')
  })

  it("gives a request one client: its id as the correlation id (never the client's), its scenario, and a token only where given", async () => {
    const seen: Request[] = []
    mockServer.use(
      http.get(`${BASE}/probe`, ({ request }) => {
        seen.push(request)
        return HttpResponse.json({ ok: true })
      }),
    )
    const context = testContext()
    const request = () =>
      new Request('http://localhost:3000/page?mockScenario=profile-error', {
        headers: { 'x-correlation-id': 'chosen-by-the-client' },
      })
    const client = await upstreamOf(request(), context)
    expect(await upstreamOf(request(), context)).toBe(client)
    await client.get('atlas', '/probe', schema)
    await client.with({ accessToken: 'token-1' }).get('atlas', '/probe', schema)
    expect(seen.map((call) => call.headers.get('x-correlation-id'))).toEqual([context.requestId, context.requestId])
    expect(seen.map((call) => call.headers.get('x-mock-scenario'))).toEqual(['profile-error', 'profile-error'])
    expect(seen.map((call) => call.headers.get('authorization'))).toEqual([null, 'Bearer token-1'])
    expect(await upstreamOf(request(), testContext())).not.toBe(client)
  })

  it('sends JSON bodies for POST, PUT and DELETE', async () => {
    const bodies: Array<[string, unknown]> = []
    mockServer.use(
      http.all(`${BASE}/write`, async ({ request }) => {
        bodies.push([request.method, await request.json()])
        return HttpResponse.json({ ok: true })
      }),
    )
    const client = createUpstreamClient(context())
    await client.post('atlas', '/write', schema, { body: { n: 1 } })
    await client.put('atlas', '/write', schema, { body: { n: 2 } })
    await client.delete('atlas', '/write', schema, { body: { n: 3 } })
    expect(bodies).toEqual([
      ['POST', { n: 1 }],
      ['PUT', { n: 2 }],
      ['DELETE', { n: 3 }],
    ])
  })

  it('turns a timeout into a typed error carrying the correlation id, logged with it as the request id', async () => {
    const log = captureLogLines()
    mockServer.use(http.get(`${BASE}/slow`, async () => delay('infinite')))
    const error = await failure(
      upstreamRequest(context(), { service: 'atlas', method: 'GET', path: '/slow', schema, timeoutMs: 50 }),
    )
    expect(error).toBeInstanceOf(UpstreamError)
    expect(error).toMatchObject({ category: 'timeout', endpoint: 'GET atlas:/slow', correlationId: 'corr-123' })
    expect(log.lines().at(-1)).toMatchObject({
      level: 'error',
      event: 'upstream.failure',
      category: 'timeout',
      requestId: 'corr-123',
    })
  })

  it('uses a 10 second timeout unless configured', async () => {
    const { parseEnv } = await import('#app/env.server.ts')
    expect(parseEnv({ MOCKS: 'true' }).upstreamTimeoutMs).toBe(10_000)
    expect(parseEnv({ MOCKS: 'true', UPSTREAM_TIMEOUT_MS: '250' }).upstreamTimeoutMs).toBe(250)
  })

  it('reports a malformed body as an error, not a crash', async () => {
    quietLogs()
    mockServer.use(http.get(`${BASE}/bad`, () => HttpResponse.json({ ok: 'yes' })))
    await expect(createUpstreamClient(context()).get('atlas', '/bad', schema)).rejects.toMatchObject({
      category: 'malformed',
    })
    mockServer.use(http.get(`${BASE}/html`, () => HttpResponse.text('<html>gateway</html>')))
    await expect(createUpstreamClient(context()).get('atlas', '/html', schema)).rejects.toMatchObject({
      category: 'malformed',
    })
  })

  it('reports a network failure and an HTTP error with its code', async () => {
    quietLogs()
    mockServer.use(
      http.get(`${BASE}/down`, () => HttpResponse.error()),
      http.get(`${BASE}/500`, () => HttpResponse.json({ errorCode: 'X-1' }, { status: 500 })),
    )
    const client = createUpstreamClient(context())
    await expect(client.get('atlas', '/down', schema)).rejects.toMatchObject({ category: 'network' })
    await expect(client.get('atlas', '/500', schema)).rejects.toMatchObject({
      category: 'http',
      status: 500,
      code: 'X-1',
    })
  })

  it('throws the response the context gives for 401 and 403', async () => {
    quietLogs()
    mockServer.use(
      http.get(`${BASE}/401`, () => new HttpResponse(null, { status: 401 })),
      http.get(`${BASE}/403`, () => new HttpResponse(null, { status: 403 })),
    )
    const client = createUpstreamClient(
      context({
        onUnauthorized: () =>
          new Response(null, { status: 302, headers: { location: '/signin?redirectUrl=%2Faccount' } }),
        onForbidden: () => new Response(null, { status: 302, headers: { location: '/signin?errorCode=forbidden' } }),
      }),
    )
    const unauthorized = await failure(client.get('atlas', '/401', schema))
    expect(unauthorized).toBeInstanceOf(Response)
    expect((unauthorized as Response).headers.get('location')).toBe('/signin?redirectUrl=%2Faccount')
    const forbidden = await failure(client.get('atlas', '/403', schema))
    expect((forbidden as Response).headers.get('location')).toBe('/signin?errorCode=forbidden')
  })

  it('without a forbidden handler (on /signin) a 403 is a typed error', async () => {
    quietLogs()
    mockServer.use(http.get(`${BASE}/403`, () => new HttpResponse(null, { status: 403 })))
    await expect(createUpstreamClient(context()).get('atlas', '/403', schema)).rejects.toMatchObject({
      category: 'forbidden',
      status: 403,
    })
  })

  it('never logs bodies or headers', async () => {
    const log = captureLogLines()
    mockServer.use(
      http.post(`${BASE}/echo`, () => HttpResponse.json({ email: 'shopper@example.com' }, { status: 500 })),
    )
    await failure(
      createUpstreamClient(context({ accessToken: 'secret-token' })).post('atlas', '/echo', schema, {
        body: { password: 'Password1' },
      }),
    )
    const written = log.raw()
    expect(written).toContain('upstream.failure')
    expect(written).not.toMatch(/shopper@example\.com|Password1|secret-token/)
  })
})
