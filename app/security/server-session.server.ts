import { randomBytes } from 'node:crypto'
import { createSession, createSessionStorage, type Session } from '@remix-run/node'
import { sealedAppCookie } from './sealed-cookie.server.ts'
import { createServerStore, StoreUnavailable } from './server-store.server.ts'

/** A session id: 144 random bits, base64url; anything else a cookie names is no session. */
const SESSION_ID = /^[A-Za-z0-9_-]{24}$/

/** What a request needing a session gets while the store cannot answer (decision 0089). */
export const SESSION_UNAVAILABLE_MESSAGE = "We can't reach your session right now. Please try again in a moment."

/** The store away: a clear 503 for the route's error boundary, never a 500 and never a session made up in memory. */
async function orServiceUnavailable<T>(read: () => Promise<T>) {
  try {
    return await read()
  } catch (error) {
    if (error instanceof StoreUnavailable) throw new Response(SESSION_UNAVAILABLE_MESSAGE, { status: 503 })
    throw error
  }
}

/**
 * A session whose data the server keeps (decision 0074, Remix's `createSessionStorage` over the server store): the
 * browser holds only a sealed id, so its cookie stays a few dozen bytes whatever the flow holds, and an older copy of
 * the cookie opens today's state, never the state it was copied in. Written only when the data changed; the cookie
 * itself only when the id is new, or ended when the data is emptied. `ttlMs` may depend on what the session holds (a
 * sign-in keeps it for its lifetime); `strict`: Redis or nothing (`createServerStore`), a 503 while it is away.
 */
export function createServerSessionStorage<Data>(
  name: string,
  { ttlMs, strict = false }: { ttlMs: number | ((data: Partial<Data>) => number); strict?: boolean },
) {
  const store = createServerStore(`session:${name}`, { strict })
  const ttlOf = (data: Partial<Data>) => (typeof ttlMs === 'number' ? ttlMs : ttlMs(data))
  const storage = createSessionStorage<Data, Data>({
    cookie: sealedAppCookie(name),
    async createData(data) {
      const id = randomBytes(18).toString('base64url')
      await store.set(id, JSON.stringify(data), ttlOf(data))
      return id
    },
    async readData(id) {
      if (typeof id !== 'string' || !SESSION_ID.test(id)) return null
      const stored = await store.get(id)
      // What this store wrote: JSON of a session's data (each flow parses its own part of it).
      return stored === undefined ? null : (JSON.parse(stored) as Session<Data, Data>['data'])
    },
    async updateData(id, data) {
      await store.set(id, JSON.stringify(data), ttlOf(data))
    },
    async deleteData(id) {
      await store.delete(id)
    },
  })
  const asRead = new WeakMap<Session<Data, Data>, string>()
  const successors = new WeakMap<Session<Data, Data>, Session<Data, Data>>()
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
     * The Set-Cookie a changed session needs (a new id, or an ended session), else nothing. `rotate` moves the data to
     * a new id and forgets the old one, for a session that has just gained something worth taking (a sign-in, a
     * guest's token): an id someone planted in this browser before, or copied from it, then opens nothing. `maxAge`
     * goes on a cookie written now (none: the cookie ends with the browser).
     */
    commitIfChanged: (
      session: Session<Data, Data>,
      { rotate = false, maxAge }: { rotate?: boolean; maxAge?: number } = {},
    ) =>
      orServiceUnavailable(async () => {
        if (!rotate && asRead.get(session) === JSON.stringify(session.data)) return undefined
        asRead.set(session, JSON.stringify(session.data))
        // A session rotated earlier in this request is written under its new id, never again under the old one.
        const current = successors.get(session) ?? session
        if (Object.keys(session.data).length === 0) return current.id ? storage.destroySession(current) : undefined
        if (rotate && current.id) {
          await store.delete(current.id)
          const successor = createSession<Data, Data>(session.data as Data)
          const setCookie = await storage.commitSession(successor, { maxAge })
          successors.set(session, successor)
          return setCookie
        }
        if (current !== session) {
          await store.set(current.id, JSON.stringify(session.data), ttlOf(session.data))
          return undefined
        }
        const known = session.id !== ''
        const setCookie = await storage.commitSession(session, { maxAge })
        return known ? undefined : setCookie
      }),
    /** Ends the session: its data leaves the store, and the cookie's Set-Cookie ends it in the browser. */
    destroySession: (session: Session<Data, Data>) =>
      orServiceUnavailable(() => storage.destroySession(successors.get(session) ?? session)),
  }
}
