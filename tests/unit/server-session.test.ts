import { describe, expect, it } from 'vitest'
import { commitFlow, readFlow } from '#app/rx/shared/flow-state.server.ts'
import { sealedAppCookie } from '#app/security/sealed-cookie.server.ts'
import { testContext } from '#tests/utils/context.ts'
import { commitSessionCookie } from '#tests/utils/sessions.ts'
import { flowOf } from '#tests/utils/flows.ts'
import { cookiesFromEntry, get } from '#tests/utils/requests.ts'
import { samGuestCookie, shopperCookie } from '#tests/utils/shoppers.ts'
import { sessionStorage } from '#app/auth/session.server.ts'

const sessionOf = (cookie: string) => cookie.split('; ').find((pair) => pair.startsWith('__session='))

/** Writes a guest refill flow in a request that carries `cookie`: the cookies after it. */
async function writeFlow(cookie: string) {
  const context = testContext()
  const request = get('/rx/guest-refill', { cookie })
  const flow = await readFlow(request, context, '__rx_guest_refill')
  flow.set('rxGuestRefill', { facilityId: '01400352' })
  await commitFlow(context, '__rx_guest_refill', flow)
  return cookiesFromEntry(context, cookie)
}

describe('sessions on the server cannot be fixated (issue 31 review, decisions 0074, 0089)', () => {
  it('an id the store does not know (expired, or planted) is never written to: the browser gets a session of its own', async () => {
    const planted = (await sealedAppCookie('__session').serialize('P'.repeat(24))).split(';')[0]!
    const after = await writeFlow(planted)
    expect(sessionOf(after)).toBeDefined()
    expect(sessionOf(after)).not.toBe(planted)
    expect((await flowOf(after, '__rx_guest_refill')).get('rxGuestRefill')).toEqual({ facilityId: '01400352' })
    expect((await flowOf(planted, '__rx_guest_refill')).data).toEqual({})
  })

  it('a guest who verifies on a browser holding someone else’s live session id gets a new id: the planted one opens nothing', async () => {
    // The stranger's own session, live on the server with a flow in it.
    const planted = sessionOf(await writeFlow(''))!
    // The victim's browser carries it; the victim verifies Sam's birth date.
    const victim = await samGuestCookie(planted)
    expect(sessionOf(victim)).not.toBe(planted)
    expect((await flowOf(victim, '__rx_guest')).get('rxGuest')).toMatchObject({ primaryPatientNumber: '1001' })
    expect((await flowOf(planted, '__rx_guest')).data).toEqual({})
    expect((await flowOf(planted, '__rx_guest_refill')).data).toEqual({})
  })
})

describe('an ended session stays ended (review of decision 0089)', () => {
  it('a request that read the session before another ended it, or gave it a new id, writes nothing back', async () => {
    for (const end of ['sign-out', 'new id'] as const) {
      const cookie = await shopperCookie()
      const [ending, late] = await Promise.all([
        sessionStorage().getSession(cookie),
        sessionStorage().getSession(cookie),
      ])
      if (end === 'sign-out') await sessionStorage().destroySession(ending)
      else await commitSessionCookie(ending, { rotate: true })
      // The other request renews the token after that.
      late.set('user', { ...late.get('user')!, accessToken: 'renewed-late' })
      expect(await commitSessionCookie(late)).toBeUndefined()
      expect((await sessionStorage().getSession(cookie)).get('user'), end).toBeUndefined()
      // And nothing more of it in that request, whatever it changes next.
      late.set('pendingSocialLink', { token: 't', email: 'sam@example.com' })
      expect(await commitSessionCookie(late, { rotate: true }), end).toBeUndefined()
    }
  })
})
