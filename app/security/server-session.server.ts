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
  const cookie = sealedAppCookie(name)
  async function createData(data: unknown) {
    const id = randomBytes(18).toString('base64url')
    await store.set(id, JSON.stringify(data), ttlMs)
    return id
  }
  const storage = createSessionStorage<Data, Data>({
    cookie,
    createData,
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
  /**
   * The id a commit gave a session (a new one, a rotation, none once ended). A request's action and its loaders share
   * one session object, so a later commit in that request must write where the earlier one did.
   */
  const storedAt = new WeakMap<Session<Data, Data>, string>()
  return {
    async getSession(cookieHeader?: string | null) {
      let session = await storage.getSession(cookieHeader)
      // An id the store does not know (expired, or planted) is never written to: a fresh session gets its own id.
      if (session.id && Object.keys(session.data).length === 0) session = await storage.getSession()
      asRead.set(session, JSON.stringify(session.data))
      return session
    },
    /**
     * Writes a changed session to the store, and answers the Set-Cookie it needs (a new id, or an ended session), else
     * nothing. What it wrote is then the session "as read": committed again unchanged, it writes nothing. `rotate`
     * moves the data to a new id and forgets the old one, for a session that has just gained something worth taking (a
     * guest's token): an id someone planted in this browser before then opens nothing.
     */
    async commitIfChanged(session: Session<Data, Data>, { rotate = false }: { rotate?: boolean } = {}) {
      const data = JSON.stringify(session.data)
      if (!rotate && asRead.get(session) === data) return undefined
      asRead.set(session, data)
      const id = storedAt.get(session) ?? session.id
      if (Object.keys(session.data).length === 0) {
        storedAt.set(session, '')
        return id ? storage.destroySession(createSession<Data, Data>(undefined, id)) : undefined
      }
      if (id && !rotate) {
        await storage.commitSession(createSession<Data, Data>(session.data as Data, id))
        return undefined
      }
      if (id) await store.delete(id)
      // Made here rather than by Remix's commitSession, which would not say which id it made.
      const created = await createData(session.data)
      storedAt.set(session, created)
      return cookie.serialize(created)
    },
  }
}
