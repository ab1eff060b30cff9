import { spawn } from 'node:child_process'
import { createServer } from 'node:net'
import { Redis } from 'ioredis'
import { afterAll, beforeAll, expect } from 'vitest'
import { disconnectRedis, redisReady } from '#app/security/redis.server.ts'

/** A port the system just had free on the loopback interface. */
export function freePort() {
  return new Promise<number>((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      )
    })
  })
}

/**
 * A throwaway Debian `redis-server` on a free loopback port (or `port`: the same server started again), keeping
 * nothing on disk (`npm run test:unit` installs the package when missing). Answers once it takes commands.
 */
export async function startRedisServer(port?: number) {
  port ??= await freePort()
  const server = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    {
      stdio: 'ignore',
    },
  )
  const url = `redis://127.0.0.1:${port}`
  const probe = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null })
  probe.on('error', () => undefined)
  for (let attempt = 0; ; attempt++) {
    try {
      await probe.connect()
      await probe.ping()
      break
    } catch (error) {
      if (attempt > 50) throw error
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
  }
  probe.disconnect()
  return {
    url,
    port,
    /** Stops the server (at once when it has already stopped). */
    stop: () =>
      new Promise<void>((resolve) => {
        if (server.exitCode !== null || server.signalCode !== null) return resolve()
        server.once('exit', () => resolve())
        server.kill('SIGKILL')
      }),
  }
}

/** A throwaway Redis for the describe block that calls this, ready before its tests and stopped after them. */
export function useRedisServer() {
  let server: Awaited<ReturnType<typeof startRedisServer>> | undefined
  beforeAll(async () => {
    server = await startRedisServer()
    expect(await redisReady(server.url)).toBe(true)
  })
  afterAll(async () => {
    disconnectRedis()
    await server?.stop()
  })
  return {
    get url() {
      return server!.url
    },
  }
}
