import { describe, expect, it } from 'vitest'
import { SIGN_IN_LIMITS } from '#app/auth/sign-in-limits.server.ts'
import { action as signInAction } from '#app/routes/_auth+/signin.tsx'
import { clientKey, clientNetwork } from '#app/security/rate-limit.server.ts'
import { Redis } from 'ioredis'
import { memoryCounters, redisCounters } from '#app/security/rate-limit-store.server.ts'
import { freePort, startRedisServer, useRedisServer } from '#tests/utils/redis-server.ts'
import { redisReady } from '#app/security/redis.server.ts'
import { upstreamRoundsOf } from '#tests/utils/upstream-calls.ts'
import { ACCOUNT_CREATION_PER_CLIENT } from '#app/account/create-account.server.ts'
import { ACCOUNT_MESSAGES } from '#app/account/account-texts.ts'
import { action as createAccountAction } from '#app/routes/account+/create.tsx'
import { formPost, settle } from '#tests/utils/requests.ts'
import { TOO_MANY_ATTEMPTS } from '#app/auth/auth-texts.ts'
import { testContext } from '#tests/utils/context.ts'
import { quietLogs } from '#tests/utils/log-lines.ts'

describe('rate limiter', () => {
  it('allows max attempts per window, then refuses until the window passes; an undone attempt does not count', async () => {
    let time = 0
    const limiter = memoryCounters({ name: 'test', windowMs: 1000, max: 2, now: () => time })
    expect((await limiter.hit(['a'])).allowed).toBe(true)
    expect((await limiter.hit(['a'])).allowed).toBe(true)
    expect(await limiter.hit(['a'])).toEqual({ allowed: false, retryAfterSeconds: 1 })
    expect((await limiter.hit(['b'])).allowed).toBe(true)
    time = 1001
    expect((await limiter.hit(['a'])).allowed).toBe(true)
    await limiter.undo(['a'])
    expect((await limiter.hit(['a'])).allowed).toBe(true)
    await limiter.clear('a')
    expect((await limiter.hit(['a'])).allowed).toBe(true)
    expect((await limiter.hit(['a'])).allowed).toBe(true)
    expect((await limiter.hit(['a'])).allowed).toBe(false)
  })

  it('lets exactly max attempts through when they all arrive at once', async () => {
    const limiter = memoryCounters({ name: 'test', windowMs: 60_000, max: 10 })
    const answers = await Promise.all(Array.from({ length: 40 }, () => limiter.hit(['client:a'])))
    expect(answers.filter((answer) => answer.allowed)).toHaveLength(10)
  })

  it('keys clients by the address the server entry saw, never by a header of the request', () => {
    expect(clientKey(testContext({ clientAddress: '203.0.113.9' }))).toBe('client:203.0.113.9')
    expect(clientKey(testContext({ clientAddress: '' }))).toBe('client:unknown')
  })
})

describe('sign-in limits (decision 0036)', () => {
  const attempt = (email: string, password: string, client: string) => {
    const request = formPost('/signin', { email, password })
    // Any client can write X-Forwarded-For: rotating it must not buy more guesses.
    request.headers.set('x-forwarded-for', '203.0.113.7')
    return settle(() => signInAction({ request, params: {}, context: testContext({ clientAddress: client }) }))
  }
  const formError = (result: unknown) =>
    (result as { data: { result: { error?: Record<string, string[]> } } }).data?.result.error?.['']

  it(`refuses a client after ${SIGN_IN_LIMITS.perPair} wrong passwords for an account, whatever X-Forwarded-For says, while the owner's device still signs in`, async () => {
    quietLogs()
    for (let i = 0; i < SIGN_IN_LIMITS.perPair; i++) {
      expect(formError(await attempt('unverified@example.com', 'Wrong-1234', '192.0.2.10'))).not.toEqual([
        TOO_MANY_ATTEMPTS,
      ])
    }
    expect(formError(await attempt('unverified@example.com', 'Password1', '192.0.2.10'))).toEqual([TOO_MANY_ATTEMPTS])
    expect(await attempt('unverified@example.com', 'Password1', '192.0.2.11')).toBeInstanceOf(Response)
  })

  it(`refuses an account after ${SIGN_IN_LIMITS.perIdentifier} wrong passwords from anywhere, even with the right one`, async () => {
    quietLogs()
    for (let i = 0; i < SIGN_IN_LIMITS.perIdentifier; i++) {
      expect(formError(await attempt('new@example.com', 'Wrong-1234', `198.51.100.${i}`))).not.toEqual([
        TOO_MANY_ATTEMPTS,
      ])
    }
    expect(formError(await attempt('new@example.com', 'Password1', '198.51.100.200'))).toEqual([TOO_MANY_ATTEMPTS])
    // Another account is unaffected.
    expect(await attempt('shopper@example.com', 'Password1', '198.51.100.201')).toBeInstanceOf(Response)
  })

  it(`refuses a client after ${SIGN_IN_LIMITS.perClient} wrong passwords across accounts`, async () => {
    quietLogs()
    for (let i = 0; i < SIGN_IN_LIMITS.perClient; i++) {
      await attempt(`sprayed-${i}@example.com`, 'Password1', '192.0.2.77')
    }
    expect(formError(await attempt('shopper@example.com', 'Password1', '192.0.2.77'))).toEqual([TOO_MANY_ATTEMPTS])
    expect(await attempt('shopper@example.com', 'Password1', '192.0.2.78')).toBeInstanceOf(Response)
  })
})

describe('account creation limits', () => {
  it(`answers ${ACCOUNT_CREATION_PER_CLIENT} creation attempts per client, then refuses with 429 before asking the account service`, async () => {
    const create = (email: string, client: string) =>
      settle(() =>
        createAccountAction({
          request: formPost('/account/create', { firstName: 'Pat', lastName: 'Probe', email, password: 'Password1' }),
          params: {},
          context: testContext({ clientAddress: client }),
        }),
      )
    for (let i = 0; i < ACCOUNT_CREATION_PER_CLIENT; i++) {
      const probe = (await create('shopper@example.com', '192.0.2.90')) as {
        data: { result: { error?: Record<string, string[]> } }
      }
      expect(probe.data.result.error?.email).toEqual([ACCOUNT_MESSAGES.emailInUse])
    }
    const refused = (await create('shopper@example.com', '192.0.2.90')) as {
      data: { result: { error?: Record<string, string[]> } }
      init?: { status?: number }
    }
    expect(refused.init?.status).toBe(429)
    expect(refused.data.result.error?.['']).toEqual([ACCOUNT_MESSAGES.tooManyAccounts])
    expect(((await create('shopper@example.com', '192.0.2.91')) as { init?: { status?: number } }).init?.status).toBe(
      400,
    )
  })
})

describe('attempts sent at once', () => {
  it('count before they are tried: 40 creations at once from one client get 10 answers', async () => {
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        settle(() =>
          createAccountAction({
            request: formPost('/account/create', {
              firstName: 'Pat',
              lastName: 'Probe',
              email: `burst-${i}@example.com`,
              password: 'Password1',
            }),
            params: {},
            context: testContext({ clientAddress: '192.0.2.95' }),
          }),
        ),
      ),
    )
    const refused = answers.filter((answer) => (answer as { init?: { status?: number } }).init?.status === 429)
    expect(refused).toHaveLength(40 - ACCOUNT_CREATION_PER_CLIENT)
  })

  it(`count before they are tried: ${SIGN_IN_LIMITS.perPair * 4} wrong passwords at once reach the account service ${SIGN_IN_LIMITS.perPair} times`, async () => {
    quietLogs()
    const { calls } = await upstreamRoundsOf(() =>
      Promise.all(
        Array.from({ length: SIGN_IN_LIMITS.perPair * 4 }, () =>
          settle(() =>
            signInAction({
              request: formPost('/signin', { email: 'unverified@example.com', password: 'Wrong-1234' }),
              params: {},
              context: testContext({ clientAddress: '192.0.2.96' }),
            }),
          ),
        ),
      ),
    )
    expect(calls.filter(({ call }) => call.startsWith('POST'))).toHaveLength(SIGN_IN_LIMITS.perPair)
  })
})

describe('client keys (decision 0038)', () => {
  it('keys IPv4 by its address, as it is', () => {
    expect(clientNetwork('203.0.113.9')).toBe('203.0.113.9')
    expect(clientNetwork(' 203.0.113.9 ')).toBe('203.0.113.9')
    expect(clientKey(testContext({ clientAddress: '203.0.113.9' }))).not.toBe(
      clientKey(testContext({ clientAddress: '203.0.113.10' })),
    )
  })

  it('keys an IPv4-mapped IPv6 address as its IPv4, however it is written', () => {
    expect(clientNetwork('::ffff:203.0.113.9')).toBe('203.0.113.9')
    expect(clientNetwork('::FFFF:203.0.113.9')).toBe('203.0.113.9')
    expect(clientNetwork('::ffff:cb00:7109')).toBe('203.0.113.9')
  })

  it('keys IPv6 by its /64, however it is written', () => {
    expect(clientNetwork('2001:db8:abcd:12:1::7')).toBe('2001:db8:abcd:12::/64')
    expect(clientNetwork('2001:0DB8:ABCD:0012:ffff:ffff:ffff:ffff')).toBe('2001:db8:abcd:12::/64')
    expect(clientNetwork('2001:db8::1')).toBe('2001:db8::/64')
    expect(clientNetwork('::1')).toBe('::/64')
    expect(clientNetwork('fe80::1%eth0')).toBe('fe80::/64')
    expect(clientNetwork('fe80::2%eth0.100')).toBe('fe80::/64')
    expect(clientKey(testContext({ clientAddress: '2001:db8:abcd:12::1' }))).toBe(
      clientKey(testContext({ clientAddress: '2001:db8:abcd:12:ffff::2' })),
    )
    expect(clientKey(testContext({ clientAddress: '2001:db8:abcd:12::1' }))).not.toBe(
      clientKey(testContext({ clientAddress: '2001:db8:abcd:13::1' })),
    )
  })

  it('keys anything that is not an address as the one unknown client: garbage buys no fresh keys, however long', () => {
    const garbage = [
      'garbage',
      '203.0.113.9:443',
      '[2001:db8::1]',
      '1.2.3.4.5',
      '2001:db8::1::2',
      '203.0.113.9, 198.51.100.7',
      `${'f'.repeat(4)}:`.repeat(100_000),
      'a'.repeat(1_000_000),
    ]
    for (const address of garbage) {
      expect(clientNetwork(address)).toBe('')
      expect(clientKey(testContext({ clientAddress: address }))).toBe('client:unknown')
    }
  })

  it('keeps at most its bound of windows, however many clients a flood brings', async () => {
    const limiter = memoryCounters({ name: 'test', windowMs: 60_000, max: 1 })
    await limiter.hit(['first'])
    for (let i = 0; i < 60_000; i++) await limiter.hit([`flood-${i}`])
    // The oldest window went first; the newest are still counted.
    expect((await limiter.hit(['first'])).allowed).toBe(true)
    expect((await limiter.hit(['flood-59999'])).allowed).toBe(false)
  })
})

describe('counters in Redis, shared by every instance (decision 0056)', () => {
  const redis = useRedisServer()

  it('count attempts from every instance against one limit, and a clear is for all', async () => {
    // Two instances: each makes its own limiter on the same Redis.
    const options = { name: 'shared', windowMs: 60_000, max: 3 }
    const [first, second] = [redisCounters(redis.url, options), redisCounters(redis.url, options)]
    expect((await first.hit(['email:sam'])).allowed).toBe(true)
    expect((await second.hit(['email:sam'])).allowed).toBe(true)
    expect((await first.hit(['email:sam'])).allowed).toBe(true)
    const refused = await second.hit(['email:sam', 'email:other'])
    expect(refused).toMatchObject({ allowed: false })
    expect(refused.allowed === false && refused.retryAfterSeconds).toBeGreaterThan(55)
    await first.undo(['email:sam'])
    // The count is Redis's, not either instance's memory.
    const direct = new Redis(redis.url)
    expect(await direct.get('limits:shared:email:sam')).toBe('3')
    await first.clear('email:sam')
    expect(await direct.exists('limits:shared:email:sam')).toBe(0)
    direct.disconnect()
    expect((await second.hit(['email:sam'])).allowed).toBe(true)
  })

  it('keep each limiter apart by its name', async () => {
    const pairs = redisCounters(redis.url, { name: 'sign-in:pair', windowMs: 60_000, max: 1 })
    const clients = redisCounters(redis.url, { name: 'sign-in:client', windowMs: 60_000, max: 1 })
    expect((await pairs.hit(['client:203.0.113.9'])).allowed).toBe(true)
    expect((await pairs.hit(['client:203.0.113.9'])).allowed).toBe(false)
    expect((await clients.hit(['client:203.0.113.9'])).allowed).toBe(true)
  })

  it('forget a window once it has passed', async () => {
    const limiter = redisCounters(redis.url, { name: 'short', windowMs: 1000, max: 1 })
    await limiter.hit(['a'])
    expect((await limiter.hit(['a'])).allowed).toBe(false)
    await new Promise((resolve) => setTimeout(resolve, 1100))
    expect((await limiter.hit(['a'])).allowed).toBe(true)
  })

  it('take nothing back from a window that has ended: the next window starts at zero, not below (issue 31 review)', async () => {
    const limiter = redisCounters(redis.url, { name: 'undo-late', windowMs: 1000, max: 2 })
    await limiter.hit(['record:1'])
    await new Promise((resolve) => setTimeout(resolve, 1100))
    await limiter.undo(['record:1'])
    const answers = [await limiter.hit(['record:1']), await limiter.hit(['record:1']), await limiter.hit(['record:1'])]
    expect(answers.map((answer) => answer.allowed)).toEqual([true, true, false])
    expect(await limiter.count('record:1')).toBe(3)
  })

  it('let exactly max attempts through when a hundred arrive at once', async () => {
    const limiter = redisCounters(redis.url, { name: 'burst', windowMs: 60_000, max: 10 })
    const answers = await Promise.all(Array.from({ length: 100 }, () => limiter.hit(['client:burst'])))
    expect(answers.filter((answer) => answer.allowed)).toHaveLength(10)
  })

  it('go on counting in memory when Redis goes away after it has counted (decision 0103)', async () => {
    quietLogs()
    const server = await startRedisServer()
    expect(await redisReady(server.url)).toBe(true)
    const limiter = redisCounters(server.url, { name: 'outage', windowMs: 60_000, max: 2 })
    expect((await limiter.hit(['a'])).allowed).toBe(true)
    expect(await limiter.count('a')).toBe(1)
    await server.stop()
    // This instance's own counters stand in from zero: the limit loosens to per instance, it never lifts.
    expect(await limiter.count('a')).toBe(0)
    expect((await limiter.hit(['a'])).allowed).toBe(true)
    expect((await limiter.hit(['a'])).allowed).toBe(true)
    expect(await limiter.hit(['a'])).toMatchObject({ allowed: false })
    await limiter.undo(['a'])
    expect(await limiter.count('a')).toBe(2)
  })

  it('count in memory at once, never stalling a request, while Redis cannot be reached', async () => {
    quietLogs()
    const gone = `redis://127.0.0.1:${await freePort()}`
    const limiter = redisCounters(gone, { name: 'down', windowMs: 60_000, max: 2 })
    const started = Date.now()
    expect((await limiter.hit(['a'])).allowed).toBe(true)
    expect((await limiter.hit(['a'])).allowed).toBe(true)
    expect((await limiter.hit(['a'])).allowed).toBe(false)
    expect((await limiter.hit(['b'])).allowed).toBe(true)
    expect(Date.now() - started).toBeLessThan(1000)
  })
})
