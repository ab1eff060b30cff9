import { randomBytes } from 'node:crypto'
import { createSession, createSessionStorage, type Session } from '@remix-run/node'
import { sealedAppCookie } from './sealed-cookie.server.ts'
import { createServerStore, StoreUnavailable } from './server-store.server.ts'

/** A session id: 144 random bits, base64url; anything else a cookie names is no session. */
const SESSION_ID = /^[A-Za-z0-9_-]{24}$/

/** What a request needing a session gets while the store cannot answer (decision 0089). */
export const SESSION_UNAVAILABLE_MESSAGE = "We can't reach your session right now. Please try again in a moment."

/** The store away: a clear 503 for the route's error boundary, never a 500 and never a session made up in memory. */
export async function orServiceUnavailable<T>(work: () => Promise<T>) {
  try {
    return await work()
  } catch (error) {
    if (error instanceof StoreUnavailable) throw new Response(SESSION_UNAVAILABLE_MESSAGE, { status: 503 })
    throw error
  }
}

/** What `storedAt` says of a session another request (or this one) ended: nothing of it is written again. */
const ENDED = Symbol('ended')

/**
 * A session whose data the server keeps (Remix's `createSessionStorage` over the server store, decision 0089): the
 * browser holds only a sealed id, so its cookie stays a few dozen bytes whatever the session holds, and an older copy
 * of the cookie opens today's state, never the state it was copied in. Written only when the data changed, and only
 * while the store still has it (an id ended by sign-out or a new id is never written back); the cookie itself only
 * when the id is new, or ended. `ttlMs` depends on what the session holds (a sign-in keeps it for its lifetime). Redis
 * or nothing (a strict store): a 503 while it is away.
 */
export function createServerSessionStorage<Data>(name: string, { ttlMs }: { ttlMs: (data: Partial<Data>) => number }) {
  const store = createServerStore(`session:${name}`, { strict: true })
  const cookie = sealedAppCookie(name)
  async function createData(data: Partial<Data>) {
    const id = randomBytes(18).toString('base64url')
    await store.set(id, JSON.stringify(data), ttlMs(data))
    return id
  }
  const storage = createSessionStorage<Data, Data>({
    cookie,
    createData,
    async readData(id) {
      if (typeof id !== 'string' || !SESSION_ID.test(id)) return null
      const stored = await store.get(id)
      // What this store wrote: JSON of a session's data (each reader parses its own part of it).
      return stored === undefined ? null : (JSON.parse(stored) as Session<Data, Data>['data'])
    },
    async updateData(id, data) {
      await store.replace(id, JSON.stringify(data), ttlMs(data))
    },
    async deleteData(id) {
      await store.delete(id)
    },
  })
  const asRead = new WeakMap<Session<Data, Data>, string>()
  /**
   * The id a commit gave a session (a new one, a new id), or ENDED. A request's action and its loaders share one
   * session object, so a later commit in that request must write where the earlier one did, or not at all.
   */
  const storedAt = new WeakMap<Session<Data, Data>, string | typeof ENDED>()
  return {
    getSession: (cookieHeader?: string | null) =>
      orServiceUnavailable(async () => {
        let session = await storage.getSession(cookieHeader)
        // An id the store does not know (expired, or planted) is never written to: a fresh session gets its own id.
        if (session.id && Object.keys(session.data).length === 0) session = await storage.getSession()
        asRead.set(session, JSON.stringify(session.data))
        return session
      }),
    /**
     * Writes a changed session to the store, and answers the Set-Cookie it needs (a new id, or an ended session), else
     * nothing. What it wrote is then the session "as read": committed again unchanged, it writes nothing. `rotate`
     * moves the data to a new id and forgets the old one, for a session that has just gained something worth taking (a
     * sign-in, a pharmacy link, a guest's token): an id someone planted in this browser before, or copied from it, then
     * opens nothing. `maxAge` goes on a cookie written now (none: the cookie ends with the browser).
     */
    commitIfChanged: (
      session: Session<Data, Data>,
      { rotate = false, maxAge }: { rotate?: boolean; maxAge?: number } = {},
    ) =>
      orServiceUnavailable(async () => {
        const data = JSON.stringify(session.data)
        const at = storedAt.get(session) ?? session.id
        if (at === ENDED || (!rotate && asRead.get(session) === data)) return undefined
        asRead.set(session, data)
        if (Object.keys(session.data).length === 0) {
          storedAt.set(session, ENDED)
          return at ? storage.destroySession(createSession<Data, Data>(undefined, at)) : undefined
        }
        if (at && !rotate) {
          // Ended meanwhile by another request (sign-out, a new id): it stays ended.
          if (!(await store.replace(at, data, ttlMs(session.data)))) storedAt.set(session, ENDED)
          return undefined
        }
        // The new id is kept before the old one goes: never a moment with neither.
        const created = await createData(session.data)
        if (at) await store.delete(at)
        storedAt.set(session, created)
        return cookie.serialize(created, { maxAge })
      }),
    /** Ends the session: its data leaves the store, and the cookie's Set-Cookie ends it in the browser. */
    destroySession: (session: Session<Data, Data>) =>
      orServiceUnavailable(async () => {
        const at = storedAt.get(session) ?? session.id
        storedAt.set(session, ENDED)
        return storage.destroySession(createSession<Data, Data>(undefined, at === ENDED ? '' : at))
      }),
  }
}
