import { Redis } from 'ioredis'
import { logEvent, outsideRequests } from '#app/log.server.ts'

/**
 * One for the process, kept on `globalThis`: the server (build/server.js, which asks for readiness) and the Remix build
 * (build/index.js) are bundled apart, each with its own copy of this module, and share one connection per URL.
 */
const shared = ((globalThis as { [key: symbol]: unknown })[Symbol.for('storefront.redis')] ??= {
  connections: new Map<string, Redis>(),
  /** Connections that have taken commands once: after that, a failure is an outage, not a start. */
  started: new WeakSet<Redis>(),
}) as { connections: Map<string, Redis>; started: WeakSet<Redis> }
const { connections, started } = shared
/**
 * The Redis that every instance shares (REDIS_URL): rate limits (decision 0056) and the server store (decision 0074).
 * One connection per process (per URL). Commands fail at once while it is down (no offline queue, one try, half a
 * second at most), so a request never waits on Redis: its users stand in with this instance's memory until it is back.
 */
export function redis(url: string) {
  const known = connections.get(url)
  if (known) return known
  // The process's, though a request may be first to ask: its later lines (an outage) are no request's.
  const connection = outsideRequests(
    () =>
      new Redis(url, {
        enableOfflineQueue: false,
        maxRetriesPerRequest: 1,
        connectTimeout: 1_000,
        commandTimeout: 500,
      }),
  )
  let reported = false
  // The URL may hold a password: only the error's code goes to the log, once per outage.
  connection.on('error', (error: NodeJS.ErrnoException) => {
    if (!reported) logEvent('warn', 'redis.unavailable', { code: error.code ?? 'unknown' })
    reported = true
  })
  connection.on('ready', () => {
    started.add(connection)
    // The end of an outage is as worth keeping as its start (a warning), whatever LOG_LEVEL drops.
    logEvent(reported ? 'warn' : 'info', reported ? 'redis.back' : 'redis.ready')
    reported = false
  })
  connections.set(url, connection)
  return connection
}

/** Whether the connection takes commands within `timeoutMs` (until then its users stand in with this instance's memory). */
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

/**
 * Waits for a new connection to take commands (at most `timeoutMs`), so the first requests of an instance are not
 * refused while it connects; once it has started, nothing waits: an outage fails at once.
 */
export function redisStarted(url: string, timeoutMs = 1_000) {
  const connection = redis(url)
  if (started.has(connection) || connection.status === 'ready') return Promise.resolve()
  // Whichever comes first: ready, refused (nothing to wait for), or the time is up.
  return new Promise<void>((resolve) => {
    const done = () => {
      clearTimeout(timer)
      connection.off('ready', done).off('error', done)
      resolve()
    }
    const timer = setTimeout(done, timeoutMs)
    connection.once('ready', done).once('error', done)
  })
}

/**
 * Whether Redis answers a PING within `timeoutMs` (the readiness check): a new connection has that long to start, and
 * the answer is false at the time limit whatever the client is doing (connecting again, waiting on a silent server).
 */
export function redisAnswers(url: string, timeoutMs = 500) {
  let timer: NodeJS.Timeout | undefined
  const late = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), timeoutMs)))
  const answered = redisStarted(url, timeoutMs)
    .then(() => redis(url).ping())
    .then(
      () => true,
      () => false,
    )
  return Promise.race([answered, late]).finally(() => clearTimeout(timer))
}

/** Closes this process's Redis connections, so a test run can end. */
export function disconnectRedis() {
  for (const connection of connections.values()) connection.disconnect()
  connections.clear()
}

/** Redis's answer, or this instance's own (`standIn`) when Redis cannot answer: never a stall, never a failure. */
export async function orStandIn<T>(shared: () => Promise<T>, standIn: () => Promise<T>) {
  try {
    return await shared()
  } catch {
    return standIn()
  }
}
