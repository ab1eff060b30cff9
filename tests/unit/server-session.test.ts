import { describe, expect, it } from 'vitest'
import { flowStorage } from '#app/rx/shared/flow-state.server.ts'
import { sealedAppCookie } from '#app/security/sealed-cookie.server.ts'
import { samGuestCookie } from '#tests/utils/shoppers.ts'

const pairOf = (setCookie: string) => setCookie.split(';')[0]!

describe('flow sessions on the server cannot be fixated (issue 31 review, decision 0074)', () => {
  it('an id the store does not know (expired, or planted) is never written to: the flow gets its own', async () => {
    const planted = pairOf(await sealedAppCookie('__rx_guest_refill').serialize('P'.repeat(24)))
    const flow = await flowStorage('__rx_guest_refill').getSession(planted)
    flow.set('rxGuestRefill', { facilityId: '01400352' })
    const setCookie = await flowStorage('__rx_guest_refill').commitIfChanged(flow)
    expect(setCookie).toBeDefined()
    expect(pairOf(setCookie!)).not.toBe(planted)
    expect((await flowStorage('__rx_guest_refill').getSession(planted)).data).toEqual({})
  })

  it('a guest who verifies on a browser holding someone else’s live flow id gets a new id: the planted one opens nothing', async () => {
    // The stranger's own guest flow, live on the server (an expired session notice is enough to keep one).
    const strangers = await flowStorage('__rx_guest').getSession()
    strangers.set('rxGuest', { token: 'stranger' })
    const planted = pairOf((await flowStorage('__rx_guest').commitIfChanged(strangers))!)
    // The victim's browser carries it; the victim verifies Sam's birth date.
    const victim = await samGuestCookie(planted)
    const victimsGuest = victim.split('; ').find((pair) => pair.startsWith('__rx_guest='))!
    expect(victimsGuest).not.toBe(planted)
    expect((await flowStorage('__rx_guest').getSession(victimsGuest)).get('rxGuest')).toMatchObject({
      primaryPatientNumber: '1001',
    })
    expect((await flowStorage('__rx_guest').getSession(planted)).data).toEqual({})
  })
})
