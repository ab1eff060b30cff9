import { once } from 'node:events'
import type { AddressInfo } from 'node:net'
import { createServer, request as httpRequest, type Server } from 'node:http'
import type { ServerBuild } from '@remix-run/node'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createServerApp } from '../../server/app.ts'
import { parseEnv } from '#app/env.server.ts'
import { captureLogLines } from '#tests/utils/log-lines.ts'
import { stubBuild } from '#tests/utils/stub-build.ts'

/**
 * Server errors as an SRE reads them (issue 35 section 2, decision 0101): one line per error, with its stack and the
 * request's id, and nothing personal or secret from its message; LOG_LEVEL leaves out the lines below it.
 */
const PERSONAL = ['shopper@example.com', '4111 1111 1111 1111', 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl']
const failure = () =>
  new Error(`No account for ${PERSONAL[0]} paying with ${PERSONAL[1]}, token ${PERSONAL[2]}; see /reset?email=x`)

const routes = {
  'routes/fails': {
    path: 'fails',
    module: {
      loader: () => {
        throw failure()
      },
    },
  },
  'routes/breaks-midway': {
    path: 'breaks-midway',
    module: {
      // The answer's headers are out when its body fails: only the server's error path sees it.
      loader: () =>
        new Response(
          new ReadableStream({
            pull(controller) {
              controller.enqueue(new TextEncoder().encode('the first part'))
              return new Promise((_, reject) => setTimeout(() => reject(failure()), 5))
            },
          }),
          { headers: { 'content-type': 'text/plain' } },
        ),
    },
  },
  'routes/streams': {
    path: 'streams',
    module: {
      // A page streamed as Remix streams one: its first part at once, the rest ended by the request's signal when the
      // client goes away.
      loader: ({ request }: { request: Request }) =>
        new Response(
          new ReadableStream({
            start(controller) {
              controller.enqueue(new TextEncoder().encode('the first part'))
              request.signal.addEventListener('abort', () => controller.error(request.signal.reason))
            },
          }),
          { headers: { 'content-type': 'text/html' } },
        ),
    },
  },
  'routes/waits': {
    path: 'waits',
    module: {
      // A loader still waiting (on an upstream, say) when the client goes away: the request's signal ends it.
      loader: ({ request }: { request: Request }) =>
        new Promise((_, reject) => {
          request.signal.addEventListener('abort', () => reject(request.signal.reason))
          arrived()
        }),
    },
  },
}
let arrived = () => {}

let server: Server
let port: number

beforeAll(async () => {
  // The real entry's handleError, as Remix calls it; the in-process mocks the entry would load are not needed here.
  vi.stubEnv('MOCK_UPSTREAMS', 'http')
  vi.resetModules()
  const { handleError } = await import('#app/entry.server.tsx')
  // Express prints errors that reach its own final handler only outside 'test': as in production here.
  vi.stubEnv('NODE_ENV', 'production')
  const build = stubBuild(routes)
  build.entry.module = { ...build.entry.module, handleError } as ServerBuild['entry']['module']
  server = createServer(createServerApp(build).handleRequest).listen(0, '127.0.0.1')
  vi.unstubAllEnvs()
  await once(server, 'listening')
  port = (server.address() as AddressInfo).port
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

/** A GET on the public origin: the answer's status and request id, or how it was cut short. */
function get(path: string) {
  return new Promise<{ status: number; requestId: unknown; cutShort: boolean }>((resolve) => {
    httpRequest({ port, host: '127.0.0.1', path, headers: { host: 'localhost:3000' } }, (response) => {
      const answer = { status: response.statusCode ?? 0, requestId: response.headers['x-request-id'] }
      response.resume()
      response.on('end', () => resolve({ ...answer, cutShort: false }))
      response.on('error', () => resolve({ ...answer, cutShort: true }))
    }).end()
  })
}

/** A GET that reads the answer's first part, then closes its socket, as a browser does when its user goes away. */
function leaveMidway(path: string) {
  return new Promise<{ status: number; requestId: unknown }>((resolve) => {
    const request = httpRequest({ port, host: '127.0.0.1', path, headers: { host: 'localhost:3000' } }, (response) => {
      response.once('data', () => {
        request.destroy()
        resolve({ status: response.statusCode ?? 0, requestId: response.headers['x-request-id'] })
      })
    })
    request.end()
  })
}

/** Every line written while `run` runs, parsed; console.error counted (Express's own print of an error). */
async function linesOf<T>(run: (log: ReturnType<typeof captureLogLines>) => Promise<T>) {
  const log = captureLogLines()
  const printed = vi.spyOn(console, 'error').mockImplementation(() => {})
  const result = await run(log)
  // The access log line is written when the answer's connection closes: let it.
  await new Promise((resolve) => setTimeout(resolve, 20))
  log.stop()
  return { result, raw: log.raw(), lines: log.lines(), printed: printed.mock.calls.length }
}

/**
 * What a failing request left: its answer, and its one error line (its stack's frames, the message redacted, nothing
 * personal anywhere in the log, and nothing printed by Express).
 */
async function failedRequest(path: string) {
  const { result, raw, lines, printed } = await linesOf(() => get(path))
  const errors = lines.filter((line) => line.level === 'error' && line.event !== 'http.request')
  expect(errors).toHaveLength(1)
  expect(errors[0]).toMatchObject({
    error: 'Error',
    message: 'No account for [email] paying with [number], token [secret]; see /reset',
    stack: expect.stringMatching(/^at .*log-lines\.test\.ts:\d+:\d+/),
  })
  for (const value of PERSONAL) expect(raw).not.toContain(value)
  expect(printed).toBe(0)
  return { answer: result as Awaited<ReturnType<typeof get>>, line: errors[0]!, lines }
}

describe('an unexpected server error is logged once, with its stack, without personal data (decision 0101)', () => {
  it.each([
    ['a page or resource', '/fails'],
    ['a `.data` call', '/fails.data'],
  ])('%s: one line from handleError, with the answer’s request id', async (_, path) => {
    const { answer, line, lines } = await failedRequest(path)
    expect(answer.status).toBe(500)
    // Its access line too is kept at LOG_LEVEL=warn: a 5xx answer's is an error line.
    expect(lines.filter((logged) => logged.event === 'http.request')).toEqual([
      expect.objectContaining({ level: 'error', status: 500 }),
    ])
    expect(line).toMatchObject({ event: 'request.unhandled_error', requestId: answer.requestId, method: 'GET', path })
  })

  it('an answer failing after its headers: one line from the server’s error path, the connection cut', async () => {
    // Not handed on to Express's final handler either, which would print the stack again, unredacted.
    const { answer, line, lines } = await failedRequest('/breaks-midway')
    expect(answer).toMatchObject({ status: 200, cutShort: true })
    expect(line).toMatchObject({ event: 'http.unhandled_error', requestId: answer.requestId, path: '/breaks-midway' })
    // Its access line says the server cut it, as an error.
    expect(lines.filter((logged) => logged.event === 'http.request')).toEqual([
      expect.objectContaining({ level: 'error', status: 200, cutShort: 'server', requestId: answer.requestId }),
    ])
  })
})

describe('a client that goes away while its page streams (decision 0101)', () => {
  it('is no server error: its access line says the client cut the answer short, as info', async () => {
    const { result, lines } = await linesOf(async (log) => {
      const answer = await leaveMidway('/streams')
      // The access line is written when the server sees the socket close.
      await vi.waitFor(() => expect(log.events('http.request')).toHaveLength(1))
      return answer
    })
    expect(lines).toEqual([
      expect.objectContaining({
        level: 'info',
        event: 'http.request',
        requestId: result.requestId,
        path: '/streams',
        status: 200,
        cutShort: 'client',
      }),
    ])
  })

  it('before any answer: its access line has nginx’s 499, as info, and nothing else is logged', async () => {
    const waiting = new Promise<void>((resolve) => (arrived = resolve))
    const { lines } = await linesOf(async (log) => {
      const request = httpRequest({ port, host: '127.0.0.1', path: '/waits', headers: { host: 'localhost:3000' } })
      request.on('error', () => {})
      request.end()
      await waiting
      request.destroy()
      await vi.waitFor(() => expect(log.events('http.request')).toHaveLength(1))
    })
    expect(lines).toEqual([
      expect.objectContaining({
        level: 'info',
        event: 'http.request',
        path: '/waits',
        status: 499,
        cutShort: 'client',
      }),
    ])
  })
})

describe('an error nothing caught', () => {
  it('ends the process, as Node would, after one redacted line with its stack', async () => {
    const { logUncaughtErrors } = await import('#app/observability/server-error.server.ts')
    const before = process.listeners('uncaughtException')
    logUncaughtErrors()
    const listener = process.listeners('uncaughtException').find((added) => !before.includes(added))!
    const exit = vi.spyOn(process, 'exit').mockImplementation(() => undefined as never)
    try {
      const { raw, lines } = await linesOf(async () => listener(failure(), 'unhandledRejection'))
      expect(lines).toEqual([
        expect.objectContaining({
          level: 'error',
          event: 'process.uncaught_error',
          origin: 'unhandledRejection',
          message: 'No account for [email] paying with [number], token [secret]; see /reset',
          stack: expect.stringMatching(/^at /),
        }),
      ])
      for (const value of PERSONAL) expect(raw).not.toContain(value)
      expect(exit).toHaveBeenCalledWith(1)
    } finally {
      process.removeListener('uncaughtException', listener)
    }
  })
})

describe('an error whose message spans lines', () => {
  it('keeps only the stack’s own frames: a message line that looks like a frame is no frame', async () => {
    const { logServerError } = await import('#app/observability/server-error.server.ts')
    const error = new Error('Refused:\n    at shopper@example.com')
    const { raw, lines } = await linesOf(async () => logServerError('test.error', error))
    expect(lines[0]).toMatchObject({ message: 'Refused: at [email]', stack: expect.stringMatching(/^at /) })
    expect(raw).not.toContain('shopper@example.com')
  })
})

describe('an error with a cause', () => {
  it('logs its causes, three deep, each redacted as the message is and with its frames', async () => {
    const { logServerError } = await import('#app/observability/server-error.server.ts')
    const root = new Error('the third', { cause: new Error('a fourth, past the limit') })
    const socket = Object.assign(new Error(`connect ECONNREFUSED for ${PERSONAL[0]}`, { cause: root }), {
      name: 'SystemError',
    })
    const upstream = new TypeError(`fetch failed, token ${PERSONAL[2]}`, { cause: socket })
    const error = new Error('The profile could not be read', { cause: upstream })
    const { raw, lines } = await linesOf(async () => logServerError('test.error', error))
    expect(lines).toEqual([
      expect.objectContaining({
        message: 'The profile could not be read',
        cause: [
          {
            error: 'TypeError',
            message: 'fetch failed, token [secret]',
            stack: expect.stringMatching(/^at .*log-lines/),
          },
          { error: 'SystemError', message: 'connect ECONNREFUSED for [email]', stack: expect.stringMatching(/^at /) },
          { error: 'Error', message: 'the third', stack: expect.stringMatching(/^at /) },
        ],
      }),
    ])
    expect(raw).not.toContain('past the limit')
    for (const value of PERSONAL) expect(raw).not.toContain(value)
  })

  it('names a cause that is no error by its type, its text redacted', async () => {
    const { logServerError } = await import('#app/observability/server-error.server.ts')
    const { lines } = await linesOf(async () =>
      logServerError('test.error', new Error('Refused', { cause: `for ${PERSONAL[0]}` })),
    )
    expect(lines[0]!.cause).toEqual([{ error: 'string', message: 'for [email]' }])
  })
})

describe('LOG_LEVEL', () => {
  it('leaves out the lines below it', async () => {
    vi.stubEnv('LOG_LEVEL', 'warn')
    vi.resetModules()
    const { logEvent } = await import('#app/log.server.ts')
    const { lines } = await linesOf(async () => {
      logEvent('info', 'test.info')
      logEvent('warn', 'test.warn')
      logEvent('error', 'test.error')
    })
    vi.unstubAllEnvs()
    expect(lines.map((line) => line.event)).toEqual(['test.warn', 'test.error'])
  })

  it('is info unless set, and only a level the logger writes is taken', () => {
    const base = { MOCKS: 'true' }
    expect(parseEnv(base).logLevel).toBe('info')
    expect(parseEnv({ ...base, LOG_LEVEL: 'error' }).logLevel).toBe('error')
    expect(() => parseEnv({ ...base, LOG_LEVEL: 'verbose' })).toThrow()
  })
})
