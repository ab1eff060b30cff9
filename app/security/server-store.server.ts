import { env } from '#app/env.server.ts'
import { orStandIn, redis, redisStarted } from './redis.server.ts'

/**
 * State the server keeps for a while and every instance shares (decisions 0074, 0089): sessions and what they hold
 * (whose cookie is only a sealed id), and one-time claims (a quiz answered once). Redis when REDIS_URL is set, else
 * this process's bounded memory. While Redis cannot answer, a strict store (sessions, their flows and activity)
 * fails with `StoreUnavailable` (a 503); any other stands in with this instance's memory (as the limits do, 0056).
 */
type ServerStore = {
  get(key: string): Promise<string | undefined>
  /** Keeps `value` for `ttlMs` from now (a write renews the time). */
  set(key: string, value: string, ttlMs: number): Promise<void>
  /** As `set`, only while `key` is kept (false when it is not): what another request ended is never written back. */
  replace(key: string, value: string, ttlMs: number): Promise<boolean>
  delete(key: string): Promise<void>
  /** True for the first caller only, until `ttlMs` passes: one winner even when instances ask at once. */
  claim(key: string, ttlMs: number): Promise<boolean>
}

/** Entries one instance keeps at most: a flood of new flows evicts the oldest instead of growing memory. */
const MAX_ENTRIES = 50_000

/**
 * The process's memory stores, by name, kept on `globalThis`: a module loaded again (the dev server's rebuild, a test
 * resetting modules) finds the sessions already kept, as Redis would have them.
 */
const memoryStores = ((globalThis as { __serverMemoryStores?: Map<string, ServerStore> }).__serverMemoryStores ??=
  new Map<string, ServerStore>())
/** Every in-memory store's entries, so that tests can forget them all at once. */
const everyMemoryStore = ((
  globalThis as { __serverMemoryEntries?: Set<Map<string, unknown>> }
).__serverMemoryEntries ??= new Set<Map<string, unknown>>())

/** Forgets what every in-memory store keeps: each unit test starts with none. */
export function forgetMemoryStores() {
  for (const entries of everyMemoryStore) entries.clear()
}

export function memoryStore(now: () => number = Date.now): ServerStore {
  const entries = new Map<string, { value: string; expiresAt: number }>()
  everyMemoryStore.add(entries)
  const live = (key: string) => {
    const entry = entries.get(key)
    if (entry && entry.expiresAt > now()) return entry
    entries.delete(key)
    return undefined
  }
  const put = (key: string, value: string, ttlMs: number) => {
    // Re-inserted, so the Map's order stays the order of last writes and eviction takes the stalest.
    entries.delete(key)
    if (entries.size >= MAX_ENTRIES) {
      for (const stale of entries.keys()) {
        if (entries.size < MAX_ENTRIES * 0.9) break
        entries.delete(stale)
      }
    }
    entries.set(key, { value, expiresAt: now() + ttlMs })
  }
  return {
    async get(key) {
      return live(key)?.value
    },
    async set(key, value, ttlMs) {
      put(key, value, ttlMs)
    },
    async replace(key, value, ttlMs) {
      if (!live(key)) return false
      put(key, value, ttlMs)
      return true
    },
    async delete(key) {
      entries.delete(key)
    },
    // No await inside: the check and the write happen together.
    async claim(key, ttlMs) {
      if (live(key)) return false
      put(key, '1', ttlMs)
      return true
    },
  }
}

/** Redis could not answer a strict store: the request cannot be served (a 503), never from another instance's memory. */
export class StoreUnavailable extends Error {
  override name = 'StoreUnavailable'
}

async function orUnavailable<T>(url: string, shared: () => Promise<T>) {
  try {
    await redisStarted(url)
    return await shared()
  } catch {
    throw new StoreUnavailable('The server store did not answer.')
  }
}

export function redisStore(url: string, prefix: string, { strict = false }: { strict?: boolean } = {}): ServerStore {
  const standIn = memoryStore()
  const connection = () => redis(url)
  const keyOf = (key: string) => `${prefix}:${key}`
  const shared = <T>(command: () => Promise<T>, standInCommand: () => Promise<T>) =>
    strict ? orUnavailable(url, command) : orStandIn(command, standInCommand)
  return {
    get: (key) =>
      shared(
        async () => (await connection().get(keyOf(key))) ?? undefined,
        () => standIn.get(key),
      ),
    set: (key, value, ttlMs) =>
      shared(
        async () => void (await connection().set(keyOf(key), value, 'PX', Math.ceil(ttlMs))),
        () => standIn.set(key, value, ttlMs),
      ),
    replace: (key, value, ttlMs) =>
      shared(
        async () => (await connection().set(keyOf(key), value, 'PX', Math.ceil(ttlMs), 'XX')) === 'OK',
        () => standIn.replace(key, value, ttlMs),
      ),
    delete: (key) =>
      shared(
        async () => void (await connection().del(keyOf(key))),
        () => standIn.delete(key),
      ),
    claim: (key, ttlMs) =>
      shared(
        async () => (await connection().set(keyOf(key), '1', 'PX', Math.ceil(ttlMs), 'NX')) === 'OK',
        () => standIn.claim(key, ttlMs),
      ),
  }
}

/**
 * A store named `prefix` (its keys' namespace in Redis), made on first use, when the environment is known. `strict`:
 * no memory stands in for Redis (a sign-in split between instances' memories would sign people in and out at random).
 */
export function createServerStore(prefix: string, { strict = false }: { strict?: boolean } = {}): ServerStore {
  let store: ServerStore | undefined
  const chosen = () => {
    const url = env().redisUrl
    if (store) return store
    if (url) return (store = redisStore(url, `store:${prefix}`, { strict }))
    let kept = memoryStores.get(prefix)
    if (!kept) memoryStores.set(prefix, (kept = memoryStore()))
    return (store = kept)
  }
  return {
    get: (key) => chosen().get(key),
    set: (key, value, ttlMs) => chosen().set(key, value, ttlMs),
    replace: (key, value, ttlMs) => chosen().replace(key, value, ttlMs),
    delete: (key) => chosen().delete(key),
    claim: (key, ttlMs) => chosen().claim(key, ttlMs),
  }
}
