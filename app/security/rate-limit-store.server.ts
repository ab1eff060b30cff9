import { Redis } from 'ioredis'
import { RateLimiterMemory, RateLimiterRedis } from 'rate-limiter-flexible'
import { env } from '#app/env.server.ts'
import { logEvent } from '#app/log.server.ts'

/** A limiter's counters: failures per key in fixed windows that start with a key's first failure. */
export type CounterStore = {
  /** The keys over `max` and how long until the last of them frees up. */
  check(keys: string[]): Promise<{ allowed: true } | { allowed: false; retryAfterSeconds: number }>
  /** Counts a failed attempt against every key. */
  fail(keys: string[]): Promise<void>
  /** Forgets a key's failures. */
  clear(key: string): Promise<void>
}

export type CounterOptions = { name: string; windowMs: number; max: number; now?: () => number }

/** Counters one in-memory limiter keeps at most: a flood of new keys evicts the oldest windows instead of growing memory. */
const MAX_WINDOWS = 50_000

/** One instance's own counters (decision 0013): the default for a single machine, and what tests use. */
export function memoryCounters({ windowMs, max, now = Date.now }: CounterOptions): CounterStore {
  const windows = new Map<string, { count: number; resetAt: number }>()

  const current = (key: string) => {
    const window = windows.get(key)
    if (window && window.resetAt > now()) return window
    windows.delete(key)
    return undefined
  }

  return {
    async check(keys) {
      const blocked = keys.map(current).filter((window) => window && window.count >= max)
      const resetAt = Math.max(0, ...blocked.map((window) => window!.resetAt))
      return blocked.length
        ? { allowed: false as const, retryAfterSeconds: Math.ceil((resetAt - now()) / 1000) }
        : { allowed: true as const }
    },
    async fail(keys) {
      if (windows.size + keys.length > MAX_WINDOWS) {
        // One pass, then room for a tenth more: expired windows go, then the oldest (a Map keeps insertion order).
        for (const key of windows.keys()) current(key)
        for (const key of windows.keys()) {
          if (windows.size <= MAX_WINDOWS * 0.9) break
          windows.delete(key)
        }
      }
      for (const key of keys) {
        const window = current(key) ?? { count: 0, resetAt: now() + windowMs }
        window.count += 1
        windows.set(key, window)
      }
    },
    async clear(key) {
      windows.delete(key)
    },
  }
}

const connections = new Map<string, Redis>()
/**
 * One connection per process (per URL). Commands fail at once while it is down (no offline queue, one try, half a
 * second at most), so a request never waits on Redis: the limiter then counts in memory (`insuranceLimiter`) until
 * it is back.
 */
function redis(url: string) {
  const known = connections.get(url)
  if (known) return known
  const connection = new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 1_000,
    commandTimeout: 500,
  })
  let reported = false
  // The URL may hold a password: only the error's code goes to the log, once per outage.
  connection.on('error', (error: NodeJS.ErrnoException) => {
    if (!reported) logEvent('warn', 'rate-limits.redis-unavailable', { code: error.code ?? 'unknown' })
    reported = true
  })
  connection.on('ready', () => {
    logEvent('info', reported ? 'rate-limits.redis-back' : 'rate-limits.redis-ready')
    reported = false
  })
  connections.set(url, connection)
  return connection
}

/** Whether the connection takes commands within `timeoutMs` (until then the limits count in this instance's memory). */
export function redisReady(url: string, timeoutMs = 2_000) {
  const connection = redis(url)
  if (connection.status === 'ready') return Promise.resolve(true)
  return new Promise<boolean>((resolve) => {
    const timer = setTimeout(() => resolve(false), timeoutMs)
    connection.once('ready', () => {
      clearTimeout(timer)
      resolve(true)
    })
  })
}

/** Closes this process's Redis connections (a test's end, a server's shutdown). */
export function disconnectRedis() {
  for (const connection of connections.values()) connection.disconnect()
  connections.clear()
}

/** Counters every instance shares, in Redis (rate-limiter-flexible: atomic increments with the window's expiry). */
export function redisCounters(url: string, { name, windowMs, max }: CounterOptions): CounterStore {
  const duration = Math.ceil(windowMs / 1000)
  const limiter = new RateLimiterRedis({
    storeClient: redis(url),
    keyPrefix: `limits:${name}`,
    points: max,
    duration,
    insuranceLimiter: new RateLimiterMemory({ keyPrefix: `limits:${name}`, points: max, duration }),
  })
  return {
    async check(keys) {
      const counts = await Promise.all(keys.map((key) => limiter.get(key)))
      const blocked = counts.filter((count) => count !== null && count.consumedPoints >= max)
      return blocked.length
        ? {
            allowed: false as const,
            retryAfterSeconds: Math.ceil(Math.max(...blocked.map((count) => count!.msBeforeNext)) / 1000),
          }
        : { allowed: true as const }
    },
    async fail(keys) {
      await Promise.all(keys.map((key) => limiter.penalty(key, 1)))
    },
    async clear(key) {
      await limiter.delete(key)
    },
  }
}

/** Redis when REDIS_URL is set (several instances), else this instance's memory. */
export function createCounterStore(options: CounterOptions): CounterStore {
  const url = env().redisUrl
  return url ? redisCounters(url, options) : memoryCounters(options)
}
