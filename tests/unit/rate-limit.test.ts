import { describe, expect, it, vi } from 'vitest'
import { SIGN_IN_LIMITS, TOO_MANY_ATTEMPTS } from '#app/auth/sign-in-limits.server.ts'
import { action as signInAction } from '#app/routes/signin.tsx'
import { clientKey, createRateLimiter } from '#app/security/rate-limit.server.ts'
import { formPost, settle } from '#tests/utils/requests.ts'

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

  it('keys clients by the first forwarded address', () => {
    expect(clientKey(new Request('http://x/', { headers: { 'x-forwarded-for': '203.0.113.9, 10.0.0.1' } }))).toBe('client:203.0.113.9')
    expect(clientKey(new Request('http://x/'))).toBe('client:direct')
  })
})

describe('sign-in limits', () => {
  const args = (request: Request) => ({ request, params: {}, context: {} })
  const attempt = (email: string, password: string, client: string) => {
    const request = formPost('/signin', { email, password })
    request.headers.set('x-forwarded-for', client)
    return settle(() => signInAction(args(request)))
  }
  const formError = (result: unknown) => (result as { data: { result: { error?: Record<string, string[]> } } }).data?.result.error?.['']

  it(`refuses an account after ${SIGN_IN_LIMITS.perIdentifier} wrong passwords, even with the right one`, async () => {
    vi.spyOn(process.stdout, 'write').mockImplementation(() => true)
    for (let i = 0; i < SIGN_IN_LIMITS.perIdentifier; i++) {
      expect(formError(await attempt('unverified@example.com', 'Wrong-1234', `198.51.100.${i}`))).not.toEqual([TOO_MANY_ATTEMPTS])
    }
    expect(formError(await attempt('unverified@example.com', 'Password1', '198.51.100.200'))).toEqual([TOO_MANY_ATTEMPTS])
    // Another account is unaffected.
    expect(await attempt('shopper@example.com', 'Password1', '198.51.100.201')).toBeInstanceOf(Response)
  })

  it(`refuses a client after ${SIGN_IN_LIMITS.perClient} wrong passwords across accounts`, async () => {
    vi.spyOn(process.stdout, 'write').mockImplementation(() => true)
    for (let i = 0; i < SIGN_IN_LIMITS.perClient; i++) {
      await attempt(`sprayed-${i}@example.com`, 'Password1', '192.0.2.77')
    }
    expect(formError(await attempt('new@example.com', 'Password1', '192.0.2.77'))).toEqual([TOO_MANY_ATTEMPTS])
    expect(await attempt('new@example.com', 'Password1', '192.0.2.78')).toBeInstanceOf(Response)
  })
})
