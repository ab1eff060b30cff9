import { createServer, type Server, type ServerResponse, type IncomingMessage } from 'node:http'
import type { AddressInfo, Socket } from 'node:net'
import { gzipSync } from 'node:zlib'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { exchange, MAX_UPSTREAM_BODY_BYTES, TransportError } from '#app/upstream/http-transport.server.ts'
import { upstreamRequest } from '#app/upstream/request.server.ts'
import { mockServer } from '#mocks/node.ts'

/** A real local server (msw stands aside for this file): what the transport does with sockets is the point. */
let server: Server
let answer: (req: IncomingMessage, res: ServerResponse) => void
/** The connections the test's requests came on (one kept from an earlier test counts too). */
const sockets = new Set<Socket>()

beforeAll(async () => {
  mockServer.close()
  server = createServer((req, res) => {
    sockets.add(req.socket)
    answer(req, res)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
})
afterEach(() => sockets.clear())
afterAll(async () => {
  server.closeAllConnections()
  await new Promise((resolve) => server.close(resolve))
  mockServer.listen({ onUnhandledRequest: 'error' })
})

const url = () => new URL(`http://127.0.0.1:${(server.address() as AddressInfo).port}/thing`)
const call = (changes: Partial<Parameters<typeof exchange>[0]> = {}) =>
  exchange({ url: url(), method: 'GET', headers: {}, timeoutMs: 2_000, ...changes })

const kindOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 'answered',
    (error: unknown) => (error instanceof TransportError ? error.kind : String(error)),
  )

describe('the upstream HTTP transport (decision 0090)', () => {
  it('answers status and text, and sends the body with its length', async () => {
    answer = (req, res) => {
      let text = ''
      req.on('data', (chunk: Buffer) => (text += chunk.toString()))
      req.on('end', () => res.writeHead(201).end(`${req.method} ${req.headers['content-length']} ${text}`))
    }
    expect(await call({ method: 'POST', body: '{"a":"é"}' })).toEqual({ status: 201, text: 'POST 10 {"a":"é"}' })
  })

  it('keeps its connections open for the next calls', async () => {
    answer = (_req, res) => res.end('{}')
    for (let i = 0; i < 3; i++) await call()
    expect(sockets.size).toBe(1)
  })

  it('reads a compressed answer though it asks for none', async () => {
    answer = (_req, res) => res.writeHead(200, { 'content-encoding': 'gzip' }).end(gzipSync('{"ok":true}'))
    expect((await call()).text).toBe('{"ok":true}')
  })

  it('refuses an answer larger than the limit, declared or streamed', async () => {
    answer = (_req, res) => res.writeHead(200, { 'content-length': MAX_UPSTREAM_BODY_BYTES + 1 }).end()
    expect(await kindOf(call())).toBe('too-large')
    answer = (_req, res) => {
      const chunk = Buffer.alloc(1024 * 1024, 'a')
      for (let i = 0; i <= MAX_UPSTREAM_BODY_BYTES / chunk.length; i++) res.write(chunk)
      res.end()
    }
    expect(await kindOf(call())).toBe('too-large')
  })

  it('gives up at its time limit, and when the incoming request goes away', async () => {
    answer = () => undefined
    expect(await kindOf(call({ timeoutMs: 50 }))).toBe('timeout')
    const gone = new AbortController()
    const pending = kindOf(call({ signal: gone.signal }))
    gone.abort()
    expect(await pending).toBe('aborted')
  })

  it('sends a GET again on a fresh connection when a kept one was closed under it, but never a POST', async () => {
    let requests = 0
    // The second request on a connection finds it closed, as when the upstream's keep-alive ends at that moment.
    answer = (req, res) => {
      requests++
      if (requests === 2) req.socket.destroy()
      else res.end('{}')
    }
    await call()
    expect(await call()).toEqual({ status: 200, text: '{}' })
    expect(sockets.size).toBe(2)
    requests = 1
    expect(await kindOf(call({ method: 'POST', body: '{}' }))).toBe('network')
  })
})

describe('the request layer over the transport', () => {
  it('answers a request Node refuses to send (a header it cannot carry) as an upstream network error, not a crash', async () => {
    const bad = upstreamRequest(
      { correlationId: 'request-1' },
      { service: 'rx', method: 'GET', path: '/anything', headers: { 'x-note': 'a\nb' }, schema: z.unknown() },
    )
    await expect(bad).rejects.toMatchObject({ category: 'network' })
  })
})
