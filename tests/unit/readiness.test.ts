import { once } from 'node:events'
import { createServer as createHttpServer, type Server } from 'node:http'
import { createServer as createTcpServer, type Socket } from 'node:net'
import type { AddressInfo } from 'node:net'
import { http, passthrough } from 'msw'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { mockServer } from '#mocks/node.ts'
import { stubBuild } from '#tests/utils/stub-build.ts'
import { startRedisServer } from '#tests/utils/redis-server.ts'
import { quietLogs } from '#tests/utils/log-lines.ts'

/**
 * Readiness (decision 0098): the server app of `server/app.ts` over a real socket, loaded as an instance started with
 * REDIS_URL=`redisUrl` loads it (the environment is read once per load), in front of a stub build whose one route is
 * the liveness check.
 */
const live = () => new Response('OK', { headers: { 'content-type': 'text/plain' } })
const build = stubBuild({ 'routes/healthcheck': { path: 'healthcheck', module: { loader: live } } })

let servers: Server[] = []
let redisServers: Awaited<ReturnType<typeof startRedisServer>>[] = []
let disconnect: (() => void) | undefined
afterEach(async () => {
  disconnect?.()
  await Promise.all(redisServers.map((redis) => redis.stop()))
  redisServers = []
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))))
  servers = []
  vi.unstubAllEnvs()
  vi.resetModules()
})

async function instanceWith(redisUrl?: string) {
  if (redisUrl) vi.stubEnv('REDIS_URL', redisUrl)
  vi.resetModules()
  const { createServerApp } = await import('../../server/app.ts')
  disconnect = (await import('#app/security/redis.server.ts')).disconnectRedis
  const app = createServerApp(build)
  const server = createHttpServer(app.handleRequest).listen(0, '127.0.0.1')
  servers.push(server)
  await once(server, 'listening')
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  // The access log and Redis's outage lines stay out of the test output.
  quietLogs()
  mockServer.use(http.all(`${base}/*`, () => passthrough()))
  // Probed by address, as a load balancer does: 127.0.0.1 on this port is no host the site serves.
  const ask = async (path: string) => {
    const answer = await fetch(`${base}${path}`)
    return { status: answer.status, body: await answer.text(), headers: answer.headers }
  }
  return { ask, ready: () => ask('/healthcheck/ready'), drain: app.drain }
}

describe('readiness: GET /healthcheck/ready', () => {
  it('is 200 without Redis to reach: no cookie, not stored, a word of body, asked by address, as often as wanted', async () => {
    const instance = await instanceWith()
    const answer = await instance.ready()
    expect(answer).toMatchObject({ status: 200, body: 'ready' })
    expect(answer.headers.get('cache-control')).toBe('no-store')
    expect(answer.headers.get('set-cookie')).toBeNull()
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff')
    const probes = await Promise.all(Array.from({ length: 40 }, () => instance.ready()))
    expect(probes.map((probe) => probe.status)).toEqual(Array(40).fill(200))
  })

  it('is 503 while draining after SIGTERM, when liveness still answers and the answers close their connections', async () => {
    const instance = await instanceWith()
    instance.drain()
    expect(await instance.ready()).toMatchObject({ status: 503, body: 'draining' })
    const liveness = await instance.ask('/healthcheck')
    expect(liveness.status).toBe(200)
    expect(liveness.headers.get('connection')).toBe('close')
  })

  it('follows Redis when REDIS_URL is set: 200 while it answers, 503 while it is down, 200 once it is back', async () => {
    const redis = await startRedisServer()
    redisServers.push(redis)
    const instance = await instanceWith(redis.url)
    expect(await instance.ready()).toMatchObject({ status: 200, body: 'ready' })
    await redis.stop()
    expect(await instance.ready()).toMatchObject({ status: 503, body: 'redis unavailable' })
    // The liveness check does not ask Redis: the process is alive, it only should not be sent requests.
    expect((await instance.ask('/healthcheck')).status).toBe(200)
    redisServers.push(await startRedisServer(redis.port))
    // The client reconnects on its own, in its own time: probed until then, as a load balancer would.
    let answer = await instance.ready()
    while (answer.status !== 200) {
      await new Promise((resolve) => setTimeout(resolve, 50))
      answer = await instance.ready()
    }
    expect(answer.body).toBe('ready')
  })

  it('is 503, not a stall, when Redis takes the connection and never answers', async () => {
    const sockets: Socket[] = []
    const silent = createTcpServer((socket) => sockets.push(socket.on('error', () => undefined))).listen(0, '127.0.0.1')
    await once(silent, 'listening')
    try {
      const instance = await instanceWith(`redis://127.0.0.1:${(silent.address() as AddressInfo).port}`)
      const [first, second] = await Promise.all([instance.ready(), instance.ready()])
      expect(first).toMatchObject({ status: 503, body: 'redis unavailable' })
      expect(second).toMatchObject({ status: 503, body: 'redis unavailable' })
    } finally {
      for (const socket of sockets) socket.destroy()
      await new Promise((resolve) => silent.close(resolve))
    }
  })
})
