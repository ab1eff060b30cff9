import { describe, expect, it, vi } from 'vitest'
import { SIGN_IN_LIMITS } from '#app/auth/sign-in-limits.server.ts'
import { action as signInAction } from '#app/routes/_auth+/signin.tsx'
import { clientKey, clientNetwork, createRateLimiter } from '#app/security/rate-limit.server.ts'
import { ACCOUNT_CREATION_PER_CLIENT } from '#app/account/create-account.server.ts'
import { ACCOUNT_MESSAGES } from '#app/account/account-texts.ts'
import { action as createAccountAction } from '#app/routes/account+/create.tsx'
import { formPost, settle } from '#tests/utils/requests.ts'
import { TOO_MANY_ATTEMPTS } from '#app/auth/auth-texts.ts'

describe('rate limiter', () => {
  it('allows max failures per window, then refuses until the window passes', () => {
    let time = 0
    const limiter = createRateLimiter({ windowMs: 1000, max: 2, now: () => time })
    expect(limiter.check(['a']).allowed).toBe(true)
    limiter.fail(['a'])
    limiter.fail(['a'])
    expect(limiter.check(['a'])).toEqual({ allowed: false, retryAfterSeconds: 1 })
    expect(limiter.check(['b']).allowed).toBe(true)
    time = 1001
    expect(limiter.check(['a']).allowed).toBe(true)
    limiter.fail(['a'])
    limiter.clear('a')
    limiter.fail(['a'])
    expect(limiter.check(['a']).allowed).toBe(true)
  })

  it('keys clients by the address the server entry saw, never by a header of the request', () => {
    expect(clientKey({ clientAddress: '203.0.113.9' })).toBe('client:203.0.113.9')
    expect(clientKey({})).toBe('client:unknown')
  })
})

describe('sign-in limits (decision 0036)', () => {
  const attempt = (email: string, password: string, client: string) => {
    const request = formPost('/signin', { email, password })
    // Any client can write X-Forwarded-For: rotating it must not buy more guesses.
    request.headers.set('x-forwarded-for', '203.0.113.7')
    return settle(() => signInAction({ request, params: {}, context: { clientAddress: client } }))
  }
  const formError = (result: unknown) =>
    (result as { data: { result: { error?: Record<string, string[]> } } }).data?.result.error?.['']

  it(`refuses a client after ${SIGN_IN_LIMITS.perPair} wrong passwords for an account, whatever X-Forwarded-For says, while the owner's device still signs in`, async () => {
    vi.spyOn(process.stdout, 'write').mockImplementation(() => true)
    for (let i = 0; i < SIGN_IN_LIMITS.perPair; i++) {
      expect(formError(await attempt('unverified@example.com', 'Wrong-1234', '192.0.2.10'))).not.toEqual([
        TOO_MANY_ATTEMPTS,
      ])
    }
    expect(formError(await attempt('unverified@example.com', 'Password1', '192.0.2.10'))).toEqual([TOO_MANY_ATTEMPTS])
    expect(await attempt('unverified@example.com', 'Password1', '192.0.2.11')).toBeInstanceOf(Response)
  })

  it(`refuses an account after ${SIGN_IN_LIMITS.perIdentifier} wrong passwords from anywhere, even with the right one`, async () => {
    vi.spyOn(process.stdout, 'write').mockImplementation(() => true)
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
    vi.spyOn(process.stdout, 'write').mockImplementation(() => true)
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
          context: { clientAddress: client },
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

describe('client keys (decision 0038)', () => {
  it('keys IPv4 by address and IPv6 by its /64, however it is written', () => {
    expect(clientNetwork('203.0.113.9')).toBe('203.0.113.9')
    expect(clientNetwork('::ffff:203.0.113.9')).toBe('203.0.113.9')
    expect(clientNetwork('2001:db8:abcd:12:1::7')).toBe('2001:db8:abcd:12::/64')
    expect(clientNetwork('2001:0db8:abcd:0012:ffff:ffff:ffff:ffff')).toBe('2001:db8:abcd:12::/64')
    expect(clientNetwork('2001:db8::1')).toBe('2001:db8:0:0::/64')
    expect(clientNetwork('::1')).toBe('0:0:0:0::/64')
    expect(clientNetwork('fe80::1%eth0')).toBe('fe80:0:0:0::/64')
    expect(clientKey({ clientAddress: '2001:db8:abcd:12::1' })).toBe(
      clientKey({ clientAddress: '2001:db8:abcd:12:ffff::2' }),
    )
  })

  it('keeps at most its bound of windows, however many clients a flood brings', () => {
    const limiter = createRateLimiter({ windowMs: 60_000, max: 1 })
    limiter.fail(['first'])
    for (let i = 0; i < 60_000; i++) limiter.fail([`flood-${i}`])
    // The oldest window went first; the newest are still counted.
    expect(limiter.check(['first']).allowed).toBe(true)
    expect(limiter.check(['flood-59999']).allowed).toBe(false)
  })
})
