import { RateLimiterRedis } from 'rate-limiter-flexible'
import { env } from '#app/env.server.ts'
import { orStandIn, redis } from './redis.server.ts'

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
  /** The attempts a key has in its current window. */
  count(key: string): Promise<number>
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
    async count(key) {
      return current(key)?.count ?? 0
    },
  }
}

/**
 * Counters every instance shares, in Redis (rate-limiter-flexible: an atomic increment with the window's expiry, so
 * two instances counting at once cannot lose a count). While Redis cannot answer, this instance's own bounded
 * counters stand in, and the limits loosen to per instance until it is back (decision 0056). Not the library's own
 * stand-in (`insuranceLimiter` with `RateLimiterMemory`): it keeps every key to its window's end, with no bound, so a
 * flood during an outage grows memory without limit (decision 0103).
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
        async () =>
          void (await Promise.all(
            keys.map(async (key) => {
              // A window that has ended takes nothing back: a reward there would open a new one below zero.
              if (((await limiter.get(key))?.consumedPoints ?? 0) > 0) await limiter.reward(key, 1)
            }),
          )),
        () => standIn.undo(keys),
      ),
    clear: (key) =>
      orStandIn(
        async () => void (await limiter.delete(key)),
        () => standIn.clear(key),
      ),
    count: (key) =>
      orStandIn(
        async () => (await limiter.get(key))?.consumedPoints ?? 0,
        () => standIn.count(key),
      ),
  }
}

/** Redis when REDIS_URL is set (several instances), else this instance's memory. */
export function createCounterStore(options: CounterOptions): CounterStore {
  const url = env().redisUrl
  return url ? redisCounters(url, options) : memoryCounters(options)
}
