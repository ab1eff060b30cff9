import { randomBytes } from 'node:crypto'
import { createSession, createSessionStorage, type Session } from '@remix-run/node'
import { sealedAppCookie } from './sealed-cookie.server.ts'
import { createServerStore } from './server-store.server.ts'

/** A session id: 144 random bits, base64url; anything else a cookie names is no session. */
const SESSION_ID = /^[A-Za-z0-9_-]{24}$/

/**
 * A session whose data the server keeps (decision 0074, Remix's `createSessionStorage` over the server store): the
 * browser holds only a sealed id, so its cookie stays a few dozen bytes whatever the flow holds, and an older copy of
 * the cookie opens today's state, never the state it was copied in. Written only when the data changed; the cookie
 * itself only when the id is new, or ended when the data is emptied.
 */
export function createServerSessionStorage<Data>(name: string, { ttlMs }: { ttlMs: number }) {
  const store = createServerStore(`session:${name}`)
  const storage = createSessionStorage<Data, Data>({
    cookie: sealedAppCookie(name),
    async createData(data) {
      const id = randomBytes(18).toString('base64url')
      await store.set(id, JSON.stringify(data), ttlMs)
      return id
    },
    async readData(id) {
      if (typeof id !== 'string' || !SESSION_ID.test(id)) return null
      const stored = await store.get(id)
      // What this store wrote: JSON of a session's data (each flow parses its own part of it).
      return stored === undefined ? null : (JSON.parse(stored) as Session<Data, Data>['data'])
    },
    async updateData(id, data) {
      await store.set(id, JSON.stringify(data), ttlMs)
    },
    async deleteData(id) {
      await store.delete(id)
    },
  })
  const asRead = new WeakMap<Session<Data, Data>, string>()
  return {
    async getSession(cookieHeader?: string | null) {
      let session = await storage.getSession(cookieHeader)
      // An id the store does not know (expired, or planted) is never written to: a fresh session gets its own id.
      if (session.id && Object.keys(session.data).length === 0) session = await storage.getSession()
      asRead.set(session, JSON.stringify(session.data))
      return session
    },
    /**
     * The Set-Cookie a changed session needs (a new id, or an ended session), else nothing. `rotate` moves the data to
     * a new id and forgets the old one, for a session that has just gained something worth taking (a guest's token):
     * an id someone planted in this browser before then opens nothing.
     */
    async commitIfChanged(session: Session<Data, Data>, { rotate = false }: { rotate?: boolean } = {}) {
      if (!rotate && asRead.get(session) === JSON.stringify(session.data)) return undefined
      if (Object.keys(session.data).length === 0) return session.id ? storage.destroySession(session) : undefined
      if (rotate && session.id) {
        await store.delete(session.id)
        return storage.commitSession(createSession<Data, Data>(session.data as Data))
      }
      const known = session.id !== ''
      const setCookie = await storage.commitSession(session)
      return known ? undefined : setCookie
    },
  }
}
