import type { AppLoadContext } from '@remix-run/node'

/**
 * Fixed-window failure counters, kept in this process's memory. With several
 * instances behind a load balancer each keeps its own count, so the real
 * limit is max x instances: move the counters to a shared store (Redis, say)
 * before scaling out (docs/decisions/0013-rate-limits.md).
 */

/** Counters one limiter keeps at most: a flood of new keys evicts the oldest windows instead of growing memory. */
const MAX_WINDOWS = 50_000

export function createRateLimiter({
  windowMs,
  max,
  now = Date.now,
}: {
  windowMs: number
  max: number
  now?: () => number
}) {
  const windows = new Map<string, { count: number; resetAt: number }>()

  const current = (key: string) => {
    const window = windows.get(key)
    if (window && window.resetAt > now()) return window
    windows.delete(key)
    return undefined
  }

  return {
    /** Whether another attempt is allowed for every key, and if not how long to wait. */
    check(keys: string[]) {
      const blocked = keys.map(current).filter((window) => window && window.count >= max)
      const resetAt = Math.max(0, ...blocked.map((window) => window!.resetAt))
      return blocked.length
        ? { allowed: false as const, retryAfterSeconds: Math.ceil((resetAt - now()) / 1000) }
        : { allowed: true as const }
    },
    /** Counts a failed attempt against every key. */
    fail(keys: string[]) {
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
    /** Forgets a key's failures. */
    clear(key: string) {
      windows.delete(key)
    },
  }
}

/**
 * The client a request came from, as the server entry saw it. Never a header
 * of the request itself: any client can write X-Forwarded-For. Loaders called
 * without the server entry (unit tests) share one 'unknown' client.
 */
export function clientKey(context: AppLoadContext) {
  return `client:${clientNetwork(context.clientAddress) || 'unknown'}`
}

/**
 * An IPv4 address as it is; an IPv6 address by its /64, since one subscriber
 * commonly holds a whole /64 and could otherwise take a fresh key per guess.
 */
export function clientNetwork(address: string | undefined) {
  const plain =
    address
      ?.trim()
      .toLowerCase()
      .replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, '')
      .replace(/%.*$/, '') ?? ''
  if (!plain.includes(':')) return plain
  const [head = '', tail = ''] = plain.split('::')
  const headGroups = head ? head.split(':') : []
  const tailGroups = plain.includes('::') && tail ? tail.split(':') : []
  const groups = plain.includes('::')
    ? [...headGroups, ...Array(Math.max(0, 8 - headGroups.length - tailGroups.length)).fill('0'), ...tailGroups]
    : headGroups
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`
}

/**
 * Failed attempts limited per identifier-and-client pair (so a stranger's
 * guesses do not lock the owner out on their own device), per identifier from
 * anywhere with a higher ceiling (guessing spread over many clients), and per
 * client for any identifier (spraying). A success clears the pair's count.
 */
export function createAttemptLimits({
  windowMs,
  perPair,
  perIdentifier,
  perClient,
  keyOf,
}: {
  windowMs: number
  perPair: number
  perIdentifier: number
  perClient: number
  keyOf: (identifier: string) => string
}) {
  const byPair = createRateLimiter({ windowMs, max: perPair })
  const byIdentifier = createRateLimiter({ windowMs, max: perIdentifier })
  const byClient = createRateLimiter({ windowMs, max: perClient })
  const pairKey = (context: AppLoadContext, identifier: string) => `${keyOf(identifier)}|${clientKey(context)}`
  return {
    allowed(context: AppLoadContext, identifier: string) {
      return (
        byPair.check([pairKey(context, identifier)]).allowed &&
        byIdentifier.check([keyOf(identifier)]).allowed &&
        byClient.check([clientKey(context)]).allowed
      )
    },
    failed(context: AppLoadContext, identifier: string) {
      byPair.fail([pairKey(context, identifier)])
      byIdentifier.fail([keyOf(identifier)])
      byClient.fail([clientKey(context)])
    },
    succeeded(context: AppLoadContext, identifier: string) {
      byPair.clear(pairKey(context, identifier))
    },
  }
}
