import type { AppLoadContext } from '@remix-run/node'
import ipaddr from 'ipaddr.js'
import { createCounterStore, type CounterOptions, type CounterStore } from './rate-limit-store.server.ts'

/**
 * Fixed-window failure counters (decision 0013). One instance counts in its own memory; several count in Redis when
 * REDIS_URL is set, so N instances do not multiply a limit by N (decision 0056). The store is made on first use, when
 * the environment is known.
 */
export function createRateLimiter(options: CounterOptions): CounterStore {
  let store: CounterStore | undefined
  const counters = () => (store ??= createCounterStore(options))
  return {
    hit: (keys) => counters().hit(keys),
    undo: (keys) => counters().undo(keys),
    clear: (key) => counters().clear(key),
    count: (key) => counters().count(key),
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
 * An IPv4 address as it is (an IPv4-mapped IPv6 one as its IPv4); an IPv6 address by its /64, since one subscriber
 * commonly holds a whole /64 and could otherwise take a fresh key per guess. What ipaddr.js cannot read is no address
 * (''): every such client shares one key, so writing garbage buys no fresh keys (decision 0103).
 */
export function clientNetwork(address: string | undefined) {
  // A zone (`%eth0`, the server's own interface for a link-local address) says nothing of the client.
  const [text = ''] = (address?.trim() ?? '').split('%', 1)
  if (!ipaddr.isValid(text)) return ''
  const parsed = ipaddr.process(text)
  if (parsed instanceof ipaddr.IPv4) return parsed.toString()
  return `${new ipaddr.IPv6([...parsed.parts.slice(0, 4), 0, 0, 0, 0]).toString()}/64`
}

/**
 * Attempts limited per identifier-and-client pair (so a stranger's guesses do not lock the owner out on their own
 * device), per identifier from anywhere with a higher ceiling (guessing spread over many clients), and per client for
 * any identifier (spraying). Each attempt counts before it is tried (`attempt`), so attempts sent at once cannot all
 * slip past; a success clears the pair and takes the attempt back elsewhere, and an attempt that could not be tried
 * (the upstream did not answer) is taken back.
 */
export function createAttemptLimits({
  name,
  windowMs,
  perPair,
  perIdentifier,
  perClient,
  keyOf,
}: {
  /** Names the counters in a shared store: one name per kind of attempt. */
  name: string
  windowMs: number
  perPair: number
  perIdentifier: number
  perClient: number
  keyOf: (identifier: string) => string
}) {
  const byPair = createRateLimiter({ name: `${name}:pair`, windowMs, max: perPair })
  const byIdentifier = createRateLimiter({ name: `${name}:identifier`, windowMs, max: perIdentifier })
  const byClient = createRateLimiter({ name: `${name}:client`, windowMs, max: perClient })
  const pairKey = (context: AppLoadContext, identifier: string) => `${keyOf(identifier)}|${clientKey(context)}`
  return {
    /** Counts an attempt; false when it goes over a limit (it must not be tried). */
    async attempt(context: AppLoadContext, identifier: string) {
      const counts = await Promise.all([
        byPair.hit([pairKey(context, identifier)]),
        byIdentifier.hit([keyOf(identifier)]),
        byClient.hit([clientKey(context)]),
      ])
      return counts.every((count) => count.allowed)
    },
    async succeeded(context: AppLoadContext, identifier: string) {
      await Promise.all([
        byPair.clear(pairKey(context, identifier)),
        byIdentifier.undo([keyOf(identifier)]),
        byClient.undo([clientKey(context)]),
      ])
    },
    /** The attempt could not be tried (the upstream did not answer): it does not count. */
    async untried(context: AppLoadContext, identifier: string) {
      await Promise.all([
        byPair.undo([pairKey(context, identifier)]),
        byIdentifier.undo([keyOf(identifier)]),
        byClient.undo([clientKey(context)]),
      ])
    },
  }
}

/**
 * Failures against one protected thing (a patient record, say) from every account and client (decision 0073). Each
 * try counts before it is made, so tries sent at once cannot all slip past; a try that did not fail (it passed, or
 * could not be made) is taken back. Past `max` in a window the thing is locked for everyone until the window ends.
 */
export function createFailureLimit({
  name,
  windowMs,
  max,
  keyOf,
}: {
  name: string
  windowMs: number
  max: number
  keyOf: (identifier: string) => string
}) {
  const counters = createRateLimiter({ name, windowMs, max })
  return {
    /** Counts a try; false when it goes over the limit (it must not be made). */
    async attempt(identifier: string) {
      return (await counters.hit([keyOf(identifier)])).allowed
    },
    /** The try passed, or could not be made: it is no failure. */
    async notFailed(identifier: string) {
      await counters.undo([keyOf(identifier)])
    },
    async isLocked(identifier: string) {
      return (await counters.count(keyOf(identifier))) >= max
    },
    /** Forgets the failures: what they protected is settled (a record linked, say). */
    async clear(identifier: string) {
      await counters.clear(keyOf(identifier))
    },
  }
}
