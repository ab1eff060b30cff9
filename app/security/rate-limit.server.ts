/**
 * Fixed-window failure counters, kept in this process's memory. With several
 * instances behind a load balancer each keeps its own count, so the real
 * limit is max x instances: move the counters to a shared store (Redis, say)
 * before scaling out (docs/decisions/0013-rate-limits.md).
 */
export type RateLimiter = ReturnType<typeof createRateLimiter>

export function createRateLimiter({ windowMs, max, now = Date.now }: { windowMs: number; max: number; now?: () => number }) {
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
      return blocked.length ? { allowed: false as const, retryAfterSeconds: Math.ceil((resetAt - now()) / 1000) } : { allowed: true as const }
    },
    /** Counts a failed attempt against every key. */
    fail(keys: string[]) {
      if (windows.size > 50_000) for (const key of windows.keys()) current(key)
      for (const key of keys) {
        const window = current(key) ?? { count: 0, resetAt: now() + windowMs }
        window.count += 1
        windows.set(key, window)
      }
    },
    /** A success clears the identifier's count (not the client's). */
    clear(key: string) {
      windows.delete(key)
    },
  }
}

/** The client as the load balancer saw it; without one, all direct clients share a key. */
export function clientKey(request: Request) {
  const forwarded = request.headers.get('x-forwarded-for')?.split(',')[0]?.trim()
  return `client:${forwarded || 'direct'}`
}

/**
 * Failed attempts limited per identifier (an account, a patient) from
 * anywhere, and per client for any identifier (spraying); a success clears
 * the identifier's count, not the client's.
 */
export function createAttemptLimits({ windowMs, perIdentifier, perClient, keyOf }: { windowMs: number; perIdentifier: number; perClient: number; keyOf: (identifier: string) => string }) {
  const byIdentifier = createRateLimiter({ windowMs, max: perIdentifier })
  const byClient = createRateLimiter({ windowMs, max: perClient })
  return {
    allowed(request: Request, identifier: string) {
      return byIdentifier.check([keyOf(identifier)]).allowed && byClient.check([clientKey(request)]).allowed
    },
    failed(request: Request, identifier: string) {
      byIdentifier.fail([keyOf(identifier)])
      byClient.fail([clientKey(request)])
    },
    succeeded(identifier: string) {
      byIdentifier.clear(keyOf(identifier))
    },
  }
}
