import { describe, expect, it } from 'vitest'
import { testContext } from '#tests/utils/context.ts'
import { getAuthState } from '#app/auth/auth-state.server.ts'
import { applyCachePolicy } from '#app/security/headers.server.ts'
import { createSealedCookie } from '#app/security/sealed-cookie.server.ts'
import { get } from '#tests/utils/requests.ts'

const TOKEN = 'eyJhbGciOiJSUzI1NiJ9.secret-bearer-token.signature'
const pairOf = (setCookie: string) => setCookie.split(';')[0]!

describe('sealed cookies (decision 0041)', () => {
  it('reveal nothing of what they carry, and open with the secret that sealed them', async () => {
    const cookie = createSealedCookie('__session', { secrets: ['secret-one-0123456789'] })
    // Long enough that random ciphertext cannot hold it by chance ('Sam' alone did, about once in 2,600 runs).
    const firstName = 'Samantha-Plaintext'
    const setCookie = await cookie.serialize({ user: { firstName, accessToken: TOKEN } })
    const value = pairOf(setCookie).slice('__session='.length)
    for (const readable of [value, Buffer.from(value, 'base64url').toString('latin1')]) {
      expect(readable).not.toContain(firstName)
      expect(readable).not.toContain('secret-bearer-token')
    }
    expect(await cookie.parse(pairOf(setCookie))).toEqual({ user: { firstName, accessToken: TOKEN } })
  })

  it('keeps rotation: the first secret seals, every secret opens', async () => {
    const old = createSealedCookie('__session', { secrets: ['secret-old-0123456789'] })
    const rotated = createSealedCookie('__session', { secrets: ['secret-new-0123456789', 'secret-old-0123456789'] })
    const sealedByOld = pairOf(await old.serialize({ n: 1 }))
    const sealedByNew = pairOf(await rotated.serialize({ n: 2 }))
    expect(await rotated.parse(sealedByOld)).toEqual({ n: 1 })
    expect(await rotated.parse(sealedByNew)).toEqual({ n: 2 })
    expect(await old.parse(sealedByNew)).toBeNull()
  })

  it('reads a tampered value, another cookie’s value or plain garbage as absent', async () => {
    const options = { secrets: ['secret-one-0123456789'] }
    const session = createSealedCookie('__session', options)
    const value = pairOf(await createSealedCookie('__flash', options).serialize({ token: TOKEN })).split('=')[1]!
    expect(await session.parse(`__session=${value}`)).toBeNull()
    const flipped = `${value.slice(0, 20)}${value[20] === 'A' ? 'B' : 'A'}${value.slice(21)}`
    expect(await createSealedCookie('__flash', options).parse(`__flash=${flipped}`)).toBeNull()
    for (const garbage of ['', 'x', '%%%', 'eyJ1c2VyIjp7fX0.c2ln', 'A'.repeat(5000)])
      expect(await session.parse(`__session=${garbage}`)).toBeNull()
  })

  it('a __session that does not open is no sign-in, not an error', async () => {
    const state = await getAuthState(
      get('/account', { cookie: '__session=not-a-sealed-value; __session_live=nor-this' }),
      testContext(),
    )
    expect(state.status).toBe('unauthenticated')
  })

  it('a request with a session or a flash gets answers no cache keeps (a guest has a session too)', () => {
    for (const cookie of ['__session=x', 'a=1; __session=x', '__flash=x']) {
      const headers = new Headers()
      applyCachePolicy(get('/rx/tracker', { cookie }), headers)
      expect(headers.get('cache-control'), cookie).toBe('private, no-store')
    }
    const headers = new Headers()
    applyCachePolicy(get('/privacypolicy', { cookie: '__device=x; __mock_scenario=y' }), headers)
    expect(headers.get('cache-control')).toBeNull()
  })
})
