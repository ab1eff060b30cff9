import { describe, expect, it, vi } from 'vitest'
import type * as ServerStore from '#app/security/server-store.server.ts'
import { loader as vaccineRecordVerifyLoader } from '#app/routes/rx+/digital-vaccine-record.verify.tsx'
import { commitFlow, readFlow, restartFlow } from '#app/rx/shared/flow-state.server.ts'
import { cookiesFromEntry, get, settle } from '#tests/utils/requests.ts'
import { testContext } from '#tests/utils/context.ts'

/** The new-patient flow's reads and writes of the flows' store, counted (every other store works as it does). */
const store = vi.hoisted(() => ({ reads: 0, writes: 0 }))
vi.mock('#app/security/server-store.server.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof ServerStore>()
  return {
    ...actual,
    createServerStore(prefix: string, options?: { strict?: boolean }) {
      const made = actual.createServerStore(prefix, options)
      if (prefix !== 'session-flows') return made
      const counted = (key: string) => key.endsWith(':__rx_new_patient')
      return {
        ...made,
        get(key: string) {
          if (counted(key)) store.reads += 1
          return made.get(key)
        },
        set(key: string, value: string, ttlMs: number) {
          if (counted(key)) store.writes += 1
          return made.set(key, value, ttlMs)
        },
      }
    },
  }
})

const PATH = '/rx/new-patient'

/** A flow the browser's session already has: the session's cookie. */
async function startedFlow() {
  const context = testContext()
  const flow = await readFlow(get(PATH), context, '__rx_new_patient')
  flow.set('rxNewPatient', { owner: 'u1' })
  await commitFlow(context, '__rx_new_patient', flow)
  return cookiesFromEntry(context)
}

describe('a flow in one request (issue 33, decisions 0074 and 0088)', () => {
  it('an action and the loaders after it share the flow: read from the store once, the change seen, written once', async () => {
    const cookie = await startedFlow()
    Object.assign(store, { reads: 0, writes: 0 })
    // A no-JS post: the action, then the page's loaders, each with its own Request and the one context.
    const context = testContext()
    const inAction = await readFlow(get(PATH, { cookie }), context, '__rx_new_patient')
    inAction.set('rxNewPatient', { owner: 'u1', requestId: 'r1' })
    await commitFlow(context, '__rx_new_patient', inAction)
    const inLoader = await readFlow(get(PATH, { cookie }), context, '__rx_new_patient')
    expect(inLoader).toBe(inAction)
    expect(inLoader.get('rxNewPatient')).toEqual({ owner: 'u1', requestId: 'r1' })
    expect(store).toEqual({ reads: 1, writes: 1 })
    // The session is known: no cookie to set. The loader's commit of what the action committed writes nothing.
    await commitFlow(context, '__rx_new_patient', inLoader)
    expect(store).toEqual({ reads: 1, writes: 1 })
    expect(context.responseCookies()).toEqual([])
    // The change is in the store for the next request.
    const next = await readFlow(get(PATH, { cookie }), testContext(), '__rx_new_patient')
    expect(next.get('rxNewPatient')).toEqual({ owner: 'u1', requestId: 'r1' })
  })

  it('a flow the action starts, for a visitor without a session, makes one session: a loader changing it again goes there', async () => {
    const context = testContext()
    const inAction = await readFlow(get(PATH), context, '__rx_new_patient')
    inAction.set('rxNewPatient', { owner: 'u1' })
    await commitFlow(context, '__rx_new_patient', inAction)
    const [first] = context.responseCookies()
    const inLoader = await readFlow(get(PATH), context, '__rx_new_patient')
    inLoader.set('rxNewPatient', { owner: 'u1', requestId: 'r2' })
    await commitFlow(context, '__rx_new_patient', inLoader)
    // One cookie, the session the first commit made: the loader's change went under it.
    expect(context.responseCookies()).toEqual([first])
    const next = await readFlow(get(PATH, { cookie: cookiesFromEntry(context) }), testContext(), '__rx_new_patient')
    expect(next.get('rxNewPatient')).toEqual({ owner: 'u1', requestId: 'r2' })
  })

  it("a flow's commit that rotates moves the browser's session to a new id: changed again, it stays there; the old id opens nothing", async () => {
    const cookie = await startedFlow()
    const context = testContext()
    const flow = await readFlow(get(PATH, { cookie }), context, '__rx_new_patient')
    flow.set('rxNewPatient', { owner: 'u1', requestId: 'r3' })
    await commitFlow(context, '__rx_new_patient', flow, { rotate: true })
    flow.set('rxNewPatient', { owner: 'u1', requestId: 'r4' })
    await commitFlow(context, '__rx_new_patient', flow)
    const rotated = cookiesFromEntry(context)
    expect(rotated).not.toBe(cookie)
    const read = (header: string) => readFlow(get(PATH, { cookie: header }), testContext(), '__rx_new_patient')
    expect((await read(rotated)).get('rxNewPatient')).toEqual({ owner: 'u1', requestId: 'r4' })
    expect((await read(cookie)).data).toEqual({})
  })

  it('a flow started over (another customer left it) is started over once: a layout and its page share the new one', async () => {
    const cookie = await startedFlow()
    const context = testContext()
    const [layout, page] = await Promise.all(
      [0, 1].map(async () => {
        await readFlow(get(PATH, { cookie }), context, '__rx_new_patient')
        return restartFlow(get(PATH, { cookie }), context, '__rx_new_patient')
      }),
    )
    expect(layout).toBe(page)
    expect(layout!.data).toEqual({})
    expect(await readFlow(get(PATH, { cookie }), context, '__rx_new_patient')).toBe(layout)
  })

  it("a flow's first write gives the visitor a session, whose cookie reaches a loader's redirect through the request's jar", async () => {
    const context = testContext()
    const answer = await settle(() =>
      vaccineRecordVerifyLoader({
        request: get('/rx/digital-vaccine-record/verify?id=link-000000000042'),
        params: {},
        context,
      }),
    )
    expect(answer).toBeInstanceOf(Response)
    expect((answer as Response).headers.get('location')).toBe('/rx/digital-vaccine-record/verify')
    // Not on the Response: the server adds the jar's lines to whatever the answer is (decision 0088).
    expect((answer as Response).headers.getSetCookie()).toEqual([])
    expect(context.responseCookies()).toEqual([expect.stringMatching(/^__session=[\w-]+;.*HttpOnly/)])
    const verifyPage = await vaccineRecordVerifyLoader({
      request: get('/rx/digital-vaccine-record/verify', { cookie: cookiesFromEntry(context) }),
      params: {},
      context: testContext(),
    })
    expect(verifyPage).toMatchObject({ hasLink: true, tooManyLinks: false })
  })
})
