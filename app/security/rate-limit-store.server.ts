import { Redis } from 'ioredis'
import { RateLimiterRedis } from 'rate-limiter-flexible'
import { env } from '#app/env.server.ts'
import { logEvent } from '#app/log.server.ts'

/**
 * A limiter's counters: attempts per key in fixed windows that start with a key's first attempt. An attempt is
 * counted before it is tried (`hit`), so attempts sent at once cannot all pass a check made before any of them counts.
 */
export type CounterStore = {
  /** Counts an attempt against every key; refused when a key is then over `max`, with how long until it frees up. */
  hit(keys: string[]): Promise<{ allowed: true } | { allowed: false; retryAfterSeconds: number }>
  /** Takes back an attempt that turned out not to count (it succeeded, or could not be tried). */
  undo(keys: string[]): Promise<void>
  /** Forgets a key's attempts. */
  clear(key: string): Promise<void>
}

export type CounterOptions = { name: string; windowMs: number; max: number; now?: () => number }

/** Counters one in-memory limiter keeps at most: a flood of new keys evicts the oldest windows instead of growing memory. */
const MAX_WINDOWS = 50_000

/** Every in-memory limiter's windows, so that they can all be forgotten at once. */
const everyMemoryLimiter = new Set<Map<string, unknown>>()

/** Forgets every count kept in memory: each unit test starts with none, as it starts with a fresh back office. */
export function forgetMemoryCounts() {
  for (const windows of everyMemoryLimiter) windows.clear()
}

/** One instance's own counters (decision 0013): the default for a single machine, and Redis's stand-in while it is down. */
export function memoryCounters({ windowMs, max, now = Date.now }: CounterOptions): CounterStore {
  const windows = new Map<string, { count: number; resetAt: number }>()
  everyMemoryLimiter.add(windows)

  const current = (key: string) => {
    const window = windows.get(key)
    if (window && window.resetAt > now()) return window
    windows.delete(key)
    return undefined
  }

  return {
    // No await inside: the count and the comparison happen together.
    async hit(keys) {
      if (windows.size + keys.length > MAX_WINDOWS) {
        // One pass, then room for a tenth more: expired windows go, then the oldest (a Map keeps insertion order).
        for (const key of windows.keys()) current(key)
        for (const key of windows.keys()) {
          if (windows.size <= MAX_WINDOWS * 0.9) break
          windows.delete(key)
        }
      }
      const counted = keys.map((key) => {
        const window = current(key) ?? { count: 0, resetAt: now() + windowMs }
        window.count += 1
        windows.set(key, window)
        return window
      })
      const over = counted.filter((window) => window.count > max)
      return over.length
        ? {
            allowed: false as const,
            retryAfterSeconds: Math.ceil((Math.max(...over.map((window) => window.resetAt)) - now()) / 1000),
          }
        : { allowed: true as const }
    },
    async undo(keys) {
      for (const key of keys) {
        const window = current(key)
        if (window) window.count = Math.max(0, window.count - 1)
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
 * second at most), so a request never waits on Redis: the limiter then counts in this instance's memory until
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

/** Closes this process's Redis connections, so a test run can end. */
export function disconnectRedis() {
  for (const connection of connections.values()) connection.disconnect()
  connections.clear()
}

/**
 * Counters every instance shares, in Redis (rate-limiter-flexible: an atomic increment with the window's expiry, so
 * two instances counting at once cannot lose a count). While Redis cannot answer, this instance's own bounded
 * counters stand in, and the limits loosen to per instance until it is back (decision 0056).
 */
export function redisCounters(url: string, options: CounterOptions): CounterStore {
  const { name, windowMs, max } = options
  const limiter = new RateLimiterRedis({
    storeClient: redis(url),
    keyPrefix: `limits:${name}`,
    points: max,
    duration: Math.ceil(windowMs / 1000),
  })
  const standIn = memoryCounters(options)
  const orStandIn = async <T>(shared: () => Promise<T>, own: () => Promise<T>) => {
    try {
      return await shared()
    } catch {
      return own()
    }
  }
  return {
    hit: (keys) =>
      orStandIn(
        async () => {
          const counts = await Promise.all(keys.map((key) => limiter.penalty(key, 1)))
          const over = counts.filter((count) => count.consumedPoints > max)
          return over.length
            ? {
                allowed: false as const,
                retryAfterSeconds: Math.ceil(Math.max(...over.map((count) => count.msBeforeNext)) / 1000),
              }
            : { allowed: true as const }
        },
        () => standIn.hit(keys),
      ),
    undo: (keys) =>
      orStandIn(
        async () => void (await Promise.all(keys.map((key) => limiter.reward(key, 1)))),
        () => standIn.undo(keys),
      ),
    clear: (key) =>
      orStandIn(
        async () => void (await limiter.delete(key)),
        () => standIn.clear(key),
      ),
  }
}

/** Redis when REDIS_URL is set (several instances), else this instance's memory. */
export function createCounterStore(options: CounterOptions): CounterStore {
  const url = env().redisUrl
  return url ? redisCounters(url, options) : memoryCounters(options)
}
