import { once } from 'node:events'
import type { AddressInfo } from 'node:net'
import { connect } from 'node:net'
import { createServer, type Server } from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createServerApp } from '../../server/app.ts'
import { stubBuild } from '#tests/utils/stub-build.ts'
import { captureLogLines } from '#tests/utils/log-lines.ts'

/**
 * The server entry's Express app (decision 0037) over a real socket, in front of a stub Remix build whose one
 * resource route echoes the address it was asked for: what reaches a route, and what is refused before one.
 */
const echo = ({ request }: { request: Request }) => {
  const url = new URL(request.url)
  return new Response(`${request.method} ${url.host}${url.pathname}${url.search}`, {
    headers: { 'content-type': 'text/plain' },
  })
}

const build = stubBuild({ 'routes/$': { path: '*', module: { loader: echo, action: echo } } })

let server: Server
let port: number
/** What the app logged: one JSON line per request (and any error). */
let log: ReturnType<typeof captureLogLines> | undefined
const logged = () => log?.raw() ?? ''

beforeAll(async () => {
  server = createServer(createServerApp(build).handleRequest).listen(0, '127.0.0.1')
  await once(server, 'listening')
  port = (server.address() as AddressInfo).port
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

/** Sends the bytes as they are (no client library rewrites the request line) and reads the whole answer. */
function raw(request: string) {
  return new Promise<{ status: number; body: string; text: string }>((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.end(request))
    let text = ''
    socket.setEncoding('latin1')
    socket.on('data', (chunk: string) => (text += chunk))
    socket.on('error', reject)
    socket.on('close', () => {
      const [head = '', ...rest] = text.split('\r\n\r\n')
      const body = rest.join('\r\n\r\n')
      resolve({
        status: Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1] ?? 0),
        body: /^transfer-encoding: chunked$/im.test(head) ? unchunked(body) : body,
        text,
      })
    })
  })
}

/** A chunked body's data (the echo route streams its answer). */
function unchunked(body: string) {
  let data = ''
  for (let at = 0; ;) {
    const lineEnd = body.indexOf('\r\n', at)
    const size = parseInt(body.slice(at, lineEnd), 16)
    if (!size) return data
    data += body.slice(lineEnd + 2, lineEnd + 2 + size)
    at = lineEnd + 2 + size + 2
  }
}

function captureServerLog() {
  log = captureLogLines()
}

describe('request targets', () => {
  it('an origin-form request reaches its route', async () => {
    captureServerLog()
    const answer = await raw(`GET /signin?x=1 HTTP/1.1\r\nHost: localhost:3000\r\nConnection: close\r\n\r\n`)
    expect(answer.status).toBe(200)
    expect(answer.body).toBe('GET localhost:3000/signin?x=1')
  })

  it('an absolute-form target on a public origin is served as its path (RFC 9112 section 3.2.2), never a 500', async () => {
    captureServerLog()
    const health = await raw(
      `GET http://127.0.0.1:3000/healthcheck HTTP/1.1\r\nHost: 127.0.0.1:3000\r\nConnection: close\r\n\r\n`,
    )
    expect(health.status).toBe(200)
    expect(health.body).toBe('GET 127.0.0.1:3000/healthcheck')
    // The target's authority is the host, whatever the Host header says.
    const page = await raw(
      `GET http://localhost:3000/rx/guest-refill?a=1 HTTP/1.1\r\nHost: evil.example\r\nConnection: close\r\n\r\n`,
    )
    expect(page.status).toBe(200)
    expect(page.body).toBe('GET localhost:3000/rx/guest-refill?a=1')
    const post = await raw(
      `POST http://localhost:3000/signin HTTP/1.1\r\nHost: localhost:3000\r\nOrigin: http://localhost:3000\r\n` +
        `Content-Type: application/x-www-form-urlencoded\r\nContent-Length: 3\r\nConnection: close\r\n\r\na=1`,
    )
    expect(post.status).toBe(200)
    expect(post.body).toBe('POST localhost:3000/signin')
    // Logged by its path, as any request.
    expect(logged()).toContain('"method":"GET","path":"/healthcheck","status":200')
    expect(logged()).not.toContain('"level":"error"')
  })

  it('an absolute-form target on a host this app does not serve, or that cannot be read, is a 400', async () => {
    captureServerLog()
    for (const target of [
      'http://evil.example/signin',
      'http://localhost:4000/signin',
      'https://user@localhost:3000/signin',
      'ftp://localhost:3000/signin',
      'http://[bad/signin',
      '*',
      'signin',
    ]) {
      const answer = await raw(`GET ${target} HTTP/1.1\r\nHost: localhost:3000\r\nConnection: close\r\n\r\n`)
      expect(answer.status, target).toBe(400)
      expect(answer.text, target).not.toMatch(/TypeError|at .*\.js/)
    }
    // The access log names no foreign target, only that it was one.
    expect(logged()).toContain('"path":":target","status":400')
    expect(logged()).not.toContain('evil.example')
    expect(logged()).not.toContain('"level":"error"')
  })

  it('asterisk-form is for OPTIONS, which is refused like any odd method', async () => {
    captureServerLog()
    const answer = await raw(`OPTIONS * HTTP/1.1\r\nHost: localhost:3000\r\nConnection: close\r\n\r\n`)
    expect(answer.status).toBe(405)
    expect(answer.text).toMatch(/^allow: GET, HEAD, POST$/im)
  })

  it('the health check answers any host that makes an address, and refuses one that does not with a 400, not a 500', async () => {
    captureServerLog()
    const probe = (host: string) => raw(`GET /healthcheck HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`)
    expect((await probe('10.0.0.7:3000')).status).toBe(200)
    const byAddress = await raw(
      `GET http://10.0.0.7:3000/healthcheck HTTP/1.1\r\nHost: 10.0.0.7:3000\r\nConnection: close\r\n\r\n`,
    )
    expect(byAddress.status).toBe(200)
    // HTTP/1.0 needs no Host.
    expect((await raw(`GET /healthcheck HTTP/1.0\r\n\r\n`)).status).toBe(200)
    for (const host of ['[', 'a b', 'localhost:3000 x']) expect((await probe(host)).status, host).toBe(400)
    expect(logged()).not.toContain('"level":"error"')
  })
})
