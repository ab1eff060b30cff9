import { Redis } from 'ioredis'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { SESSION_UNAVAILABLE_MESSAGE } from '#app/security/server-session.server.ts'
import { redisStore, StoreUnavailable } from '#app/security/server-store.server.ts'
import { cookiesFrom, cookiesFromEntry, formPost, get, serve, settle } from '#tests/utils/requests.ts'
import { testContext } from '#tests/utils/context.ts'
import { useRedisServer } from '#tests/utils/redis-server.ts'

/** The app's modules as an instance started with REDIS_URL=`url` loads them (the environment is read once per load). */
async function instanceWith(url: string) {
  vi.stubEnv('REDIS_URL', url)
  vi.resetModules()
  return {
    signIn: (await import('#app/routes/_auth+/signin.tsx')).action,
    account: (await import('#app/routes/account+/_index.tsx')).loader,
    signInPage: (await import('#app/routes/_auth+/signin.tsx')).loader,
    session: await import('#app/auth/session.server.ts'),
    flows: await import('#app/rx/shared/flow-state.server.ts'),
    redis: await import('#app/security/redis.server.ts'),
  }
}
type Instance = Awaited<ReturnType<typeof instanceWith>>

const args = (request: Request) => ({ request, params: {}, context: testContext() })
const location = (result: unknown) => (result instanceof Response ? result.headers.get('location') : undefined)
const SHOPPER = { email: 'shopper@example.com', password: 'Password1' }

async function signIn(instance: Instance, fields: Record<string, string> = SHOPPER, cookie?: string) {
  const answer = await serve(instance.signIn, formPost('/signin', fields, { cookie }))
  return cookiesFrom(answer as Response, cookie)
}

const sessionIdOf = async (instance: Instance, cookie: string) =>
  (await instance.session.sessionStorage().getSession(cookie)).id

let instances: Instance[] = []
afterEach(() => {
  for (const instance of instances) instance.redis.disconnectRedis()
  instances = []
  vi.unstubAllEnvs()
  vi.resetModules()
})

describe('sessions in Redis, shared by every instance (decision 0089)', () => {
  const redis = useRedisServer()
  const instance = async () => {
    const loaded = await instanceWith(redis.url)
    instances.push(loaded)
    return loaded
  }

  it("one instance's sign-in is another's; the cookie holds a sealed id, the store the sign-in", async () => {
    const [first, second] = [await instance(), await instance()]
    const cookie = await signIn(first)
    expect(cookie).toMatch(/(^|; )__session=[^;]{1,120}(;|$)/)
    expect(await settle(() => second.account(args(get('/account', { cookie }))))).not.toBeInstanceOf(Response)
  })

  it('keeps a sign-in only for its lifetime: 12 hours, or 30 days remembered', async () => {
    const app = await instance()
    const keys = new Redis(redis.url)
    try {
      for (const [fields, hours] of [
        [SHOPPER, 12],
        [{ ...SHOPPER, rememberMe: 'on' }, 30 * 24],
      ] as const) {
        const id = await sessionIdOf(app, await signIn(app, fields))
        const ttl = await keys.pttl(`store:session:__session:${id}`)
        expect(ttl).toBeGreaterThan((hours * 60 - 1) * 60_000)
        expect(ttl).toBeLessThanOrEqual(hours * 60 * 60_000)
      }
    } finally {
      keys.disconnect()
    }
  })

  it("keeps a session without a sign-in a working day when it holds a guest's flows, else half an hour", async () => {
    const app = await instance()
    const keys = new Redis(redis.url)
    try {
      const context = testContext()
      const flow = await app.flows.readFlow(get('/rx/guest-refill'), context, '__rx_guest_refill')
      flow.set('rxGuestRefill', { facilityId: '01400352' })
      await app.flows.commitFlow(context, '__rx_guest_refill', flow)
      const guest = await sessionIdOf(app, cookiesFromEntry(context))
      const pending = await app.session.sessionStorage().getSession()
      pending.set('pendingSocialLink', { token: 't', email: 'sam@example.com' })
      const waiting = await sessionIdOf(app, (await app.session.sessionStorage().commitIfChanged(pending))!)
      for (const [id, minutes] of [
        [guest, 12 * 60],
        [waiting, 30],
      ] as const) {
        const ttl = await keys.pttl(`store:session:__session:${id}`)
        expect(ttl).toBeGreaterThan((minutes - 1) * 60_000)
        expect(ttl).toBeLessThanOrEqual(minutes * 60_000)
      }
    } finally {
      keys.disconnect()
    }
  })

  it('gives every sign-in a new id: the one the browser had before (planted, or copied) opens nothing after it', async () => {
    const app = await instance()
    const before = await signIn(app)
    const after = await signIn(app, SHOPPER, before)
    expect(await sessionIdOf(app, after)).not.toBe(await sessionIdOf(app, before))
    expect(location(await settle(() => app.account(args(get('/account', { cookie: before })))))).toBe(
      '/signin?redirectUrl=%2Faccount',
    )
    expect(await settle(() => app.account(args(get('/account', { cookie: after }))))).not.toBeInstanceOf(Response)
  })
})

describe('while the store cannot answer (decision 0089)', () => {
  it('a strict store fails at once with StoreUnavailable: no memory stands in for it', async () => {
    const store = redisStore('redis://127.0.0.1:1', 'test:strict', { strict: true })
    const started = Date.now()
    await expect(store.get('session')).rejects.toBeInstanceOf(StoreUnavailable)
    await expect(store.set('session', 'x', 60_000)).rejects.toBeInstanceOf(StoreUnavailable)
    expect(Date.now() - started).toBeLessThan(5_000)
  })

  it('a request with a session answers a clear 503, never a 500 and never a made-up session; one without is served', async () => {
    const app = await instanceWith('redis://127.0.0.1:1')
    instances.push(app)
    const { sealedAppCookie } = await import('#app/security/sealed-cookie.server.ts')
    // A browser that signed in before the outage: its cookie names a session the store cannot be asked for.
    const cookie = (await sealedAppCookie('__session').serialize('A'.repeat(24))).split(';')[0]!
    const answer = await settle(() => app.account(args(get('/account', { cookie }))))
    expect(answer).toBeInstanceOf(Response)
    expect((answer as Response).status).toBe(503)
    expect(await (answer as Response).text()).toBe(SESSION_UNAVAILABLE_MESSAGE)
    // No session cookie, nothing to ask the store: the sign-in page is served.
    expect(await settle(() => app.signInPage(args(get('/signin'))))).not.toBeInstanceOf(Response)
  })
})
