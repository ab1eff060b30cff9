import { loader as rootLoader } from '#app/root.tsx'
import { describe, expect, it, vi } from 'vitest'
import { SESSION_TIMEOUT_SIGN_IN } from '#app/auth/session-lifetime.ts'
import { loader as dashboardLoader } from '#app/routes/rx+/dashboard.tsx'
import { loader as refillsLoader } from '#app/routes/rx+/refills.tsx'
import { loader as trackerLoader } from '#app/routes/rx+/tracker.tsx'
import { action as cartAction } from '#app/routes/rx+/cart.tsx'
import { action as sessionAction } from '#app/routes/rx+/session.tsx'
import { loader as layoutLoader } from '#app/routes/rx+/_layout.tsx'
import { loader as landingLoader } from '#app/routes/rx+/landing-page.tsx'
import { action as signInAction } from '#app/routes/_auth+/signin.tsx'
import { readActivity, sessionStorage, touchActivity } from '#app/auth/session.server.ts'
import { readFlash } from '#app/ui/flash.server.ts'
import { pharmacyBackOffice } from '#mocks/pharmacy-back-office.ts'
import { FACILITY_IDS, SHOPPER_USER_ID } from '#mocks/pharmacy-seed.ts'
import { cookiesFrom, formPost, get, onePageArgs, serve, setCookiesOf, settle } from '#tests/utils/requests.ts'
import { MIXED_CART_MESSAGE } from '#app/rx/shared/rx-texts.ts'
import { readKnownPatients } from '#app/rx/shared/known-patients.server.ts'
import { createServerStore } from '#app/security/server-store.server.ts'
import {
  isLinkKnownVerified,
  rememberVerifiedLink,
  VERIFIED_LINK_SECONDS,
} from '#app/rx/shared/verified-link.server.ts'
import { recordUpstreamCalls, upstreamCallsOf, upstreamRoundsOf } from '#tests/utils/upstream-calls.ts'
import { testContext } from '#tests/utils/context.ts'

const args = (request: Request) => ({ request, params: {}, context: testContext() })
const location = (result: unknown) => (result instanceof Response ? result.headers.get('location') : undefined)
const SESSION_CALL = 'GET /rx-security-api/session'

async function signIn(email = 'shopper@example.com') {
  const response = await serve(signInAction, formPost('/signin', { email, password: 'Password1' }))
  return cookiesFrom(response as Response)
}

async function signInOf(cookie: string) {
  const user = (await sessionStorage().getSession(cookie)).get('user')
  if (!user) throw new Error('expected a signed-in session')
  return user
}

async function toastOf(response: Response, cookie: string) {
  return (await readFlash(cookiesFrom(response, cookie)))?.toast
}

describe('the /rx gate', () => {
  it('sends a signed-out visitor to sign in with the page to come back to', async () => {
    expect(location(await serve(dashboardLoader, get('/rx/dashboard?patient=1002')))).toBe(
      '/signin?redirectUrl=%2Frx%2Fdashboard%3Fpatient%3D1002',
    )
  })
  it('sends a customer without a verified pharmacy link to the link lookup (their customer status)', async () => {
    const cookie = await signIn('new@example.com')
    expect(location(await serve(dashboardLoader, get('/rx/dashboard', { cookie })))).toBe('/rx/link/patient/lookup')
  })
  it('lets the linked shopper in, with every patient by default', async () => {
    const cookie = await signIn()
    const result = await dashboardLoader(args(get('/rx/dashboard', { cookie })))
    expect(result.selected).toBe('all')
    expect(result.sections.map((section) => section.name)).toEqual([
      'Sam Shopper',
      'Lily Shopper',
      'Biscuit Shopper',
      'Theo Shopper',
    ])
  })
})

describe('one request, one context (issue 33)', () => {
  it("a signed-in page's root, layout and page loaders read the sign-in once", async () => {
    const cookie = await signIn()
    const page = onePageArgs('/rx/dashboard', cookie)
    const reads = vi.spyOn(sessionStorage(), 'getSession')
    await Promise.all([rootLoader(page()), layoutLoader(page()), dashboardLoader(page())])
    expect(reads).toHaveBeenCalledTimes(1)
    // The next request reads it anew.
    await rootLoader(onePageArgs('/rx/dashboard', cookie)())
    expect(reads).toHaveBeenCalledTimes(2)
  })

  it("every upstream call of a page carries the request's id as its correlation id, never one the client sent", async () => {
    const cookie = await signIn()
    const context = testContext()
    const page = () => {
      const request = get('/rx/dashboard', { cookie })
      request.headers.set('x-correlation-id', 'chosen-by-the-client')
      return { request, params: {}, context }
    }
    const sent = recordUpstreamCalls(() => true)
    await Promise.all([rootLoader(page()), layoutLoader(page()), dashboardLoader(page())])
    await sent.stop()
    expect(sent.calls.length).toBeGreaterThan(3)
    expect(new Set(sent.calls.map((call) => call.headers.get('x-correlation-id')))).toEqual(
      new Set([context.requestId]),
    )
  })
})

describe('the verified link, remembered (decision 0052)', () => {
  /** The dashboard's loader: its upstream calls and the cookies it asked the server to set. */
  async function dashboardData(cookie: string) {
    const args = onePageArgs('/rx/dashboard', cookie)()
    const calls = await upstreamCallsOf(() => settle(() => dashboardLoader(args)))
    return { calls, setCookies: args.context.responseCookies() }
  }

  it('asks the pharmacy once, then not again for the next pages of the same sign-in (kept by the server, no cookie)', async () => {
    const cookie = await signIn()
    const first = await dashboardData(cookie)
    expect(first.calls).toContain(SESSION_CALL)
    expect(first.setCookies).toEqual([])
    const second = await dashboardData(cookie)
    expect(second.calls).not.toContain(SESSION_CALL)
    expect(second.calls.length).toBeGreaterThan(0)
  })

  it('asks once for all the loaders of one request', async () => {
    const page = onePageArgs('/rx/dashboard', await signIn())
    const calls = await upstreamCallsOf(() => Promise.all([dashboardLoader(page()), refillsLoader(page())]))
    expect(calls.filter((call) => call === SESSION_CALL)).toHaveLength(1)
  })

  it('asks again for another sign-in, and once the answer is older than the limit', async () => {
    await dashboardData(await signIn())
    const otherSignIn = await signIn()
    expect((await dashboardData(otherSignIn)).calls).toContain(SESSION_CALL)
    const user = await signInOf(otherSignIn)
    await rememberVerifiedLink(user, Date.now() - VERIFIED_LINK_SECONDS * 1000 - 1)
    expect((await dashboardData(otherSignIn)).calls).toContain(SESSION_CALL)
    await rememberVerifiedLink(user)
    expect((await dashboardData(otherSignIn)).calls).not.toContain(SESSION_CALL)
  })

  it('never remembers a link that is not verified: linking shows at once', async () => {
    const cookie = await signIn('new@example.com')
    expect((await dashboardData(cookie)).calls).toContain(SESSION_CALL)
    expect(await isLinkKnownVerified(await signInOf(cookie))).toBe(false)
  })
})

describe("the patients a sign-in had, as the next page's hint (decision 0053)", () => {
  /** The dashboard's loader and the rounds of upstream calls it waited for. */
  async function dashboardRounds(cookie: string, path = '/rx/dashboard') {
    let view: Awaited<ReturnType<typeof dashboardLoader>> | undefined
    const { rounds, calls } = await upstreamRoundsOf(async () => {
      view = await dashboardLoader(onePageArgs(path, cookie)())
    })
    return { view: view!, rounds, calls }
  }
  const inRound = (calls: Array<{ call: string; round: number }>, round: number) =>
    calls.filter((each) => each.round === round).map((each) => each.call)

  it('the next dashboard asks for the notifications with the patient list: one round', async () => {
    const cookie = await signIn()
    const first = await dashboardRounds(cookie)
    // The first page of a sign-in asks the gate and the account together, then each patient's notifications.
    expect(first.rounds).toBe(2)
    expect(inRound(first.calls, 1)).toEqual(expect.arrayContaining([SESSION_CALL, 'GET /rx/api/patient-profiles/']))
    const user = await signInOf(cookie)
    expect(await readKnownPatients(user)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ patientNumber: '1001', autoRefillFacilityId: FACILITY_IDS.vine }),
      ]),
    )
    expect(await readKnownPatients(user)).toHaveLength(4)
    const next = await dashboardRounds(cookie)
    expect(next.rounds).toBe(1)
    expect(inRound(next.calls, 1)).toEqual(
      expect.arrayContaining(['GET /rx/api/notifications/1001', 'GET /rx/api/notifications/1003']),
    )
    expect(next.view).toEqual(first.view)
    // An entry kept before the auto-refill stores were (three parts) still reads after a deploy.
    await createServerStore('known-patients').set(user.sessionId, JSON.stringify([['1001', 'SELF', null]]), 60_000)
    expect(await readKnownPatients(user)).toEqual([
      { patientNumber: '1001', relationshipType: 'SELF', loyaltyCardNumber: null, autoRefillFacilityId: null },
    ])
  })

  it('asks only for the patient the page shows', async () => {
    const cookie = await signIn()
    await dashboardRounds(cookie)
    const { calls } = await dashboardRounds(cookie, '/rx/dashboard?patient=1003')
    expect(calls.filter(({ call }) => call.includes('/notifications/'))).toEqual([
      { call: 'GET /rx/api/notifications/1003', round: 1 },
    ])
  })

  it('a hint out of date costs a round and a wasted read, never a wrong page', async () => {
    const cookie = await signIn()
    await dashboardRounds(cookie)
    const account = pharmacyBackOffice.account(SHOPPER_USER_ID)!
    const [sam, lily] = account.patients
    account.patients = [sam!, { ...lily!, patientNumber: '1005', firstName: 'Rose' }]
    const stale = await dashboardRounds(cookie)
    expect(stale.view.sections.map((section) => section.name)).toEqual(['Sam Shopper', 'Rose Shopper'])
    expect(stale.rounds).toBe(2)
    expect(inRound(stale.calls, 2)).toEqual(['GET /rx/api/notifications/1005'])
    // The list the pharmacy gave replaces the hint.
    expect((await dashboardRounds(cookie)).rounds).toBe(1)
  })

  it('is no hint for another sign-in', async () => {
    await dashboardRounds(await signIn())
    const other = await signIn()
    // The other sign-in's link is known verified; its patients are not known yet.
    await rememberVerifiedLink(await signInOf(other))
    expect((await dashboardRounds(other)).rounds).toBe(2)
  })
})

describe('the first pharmacy page of a sign-in reads alongside the customer gate (decision 0058)', () => {
  it('refills wait one round for the gate and the account together', async () => {
    const page = onePageArgs('/rx/refills', await signIn())
    const { rounds, calls } = await upstreamRoundsOf(() => refillsLoader(page()))
    expect(rounds).toBe(1)
    expect(calls.map(({ call }) => call)).toEqual(
      expect.arrayContaining([SESSION_CALL, 'GET /rx/api/patient-profiles/', 'GET /rx/api/cart']),
    )
  })

  it("the tracker waits two rounds: the gate with the account, then the fills' stores", async () => {
    const page = onePageArgs('/rx/tracker', await signIn())
    const { rounds, calls } = await upstreamRoundsOf(() => trackerLoader(page()))
    expect(rounds).toBe(2)
    expect(calls.filter(({ round }) => round === 1).map(({ call }) => call)).toEqual(
      expect.arrayContaining([SESSION_CALL, 'GET /rx/api/patient-profiles/']),
    )
  })

  it('drops the early reads of a customer without a verified link: the link lookup, as the status says', async () => {
    const cookie = await signIn('new@example.com')
    const pages: Array<[(args: ReturnType<ReturnType<typeof onePageArgs>>) => Promise<unknown>, string]> = [
      [dashboardLoader, '/rx/dashboard'],
      [refillsLoader, '/rx/refills'],
      [trackerLoader, '/rx/tracker'],
    ]
    for (const [loader, path] of pages) {
      const calls = await upstreamCallsOf(async () =>
        expect(location(await settle(() => loader(onePageArgs(path, cookie)())))).toBe('/rx/link/patient/lookup'),
      )
      expect(calls).toContain('GET /rx/api/patient-profiles/')
    }
  })
})

describe('server-side session timeout', () => {
  it('ends a session idle for more than 600 s and sends it to sign in with errorCode=sessionTimeout', async () => {
    const cookie = await signIn()
    await touchActivity(await signInOf(cookie), undefined, Date.now() - 601_000)
    const result = await serve(layoutLoader, get('/rx/dashboard', { cookie }))
    expect(location(result)).toBe(SESSION_TIMEOUT_SIGN_IN)
    expect(setCookiesOf(result).some((line) => /^__session=;/.test(line))).toBe(true)
    const page = await signIn()
    await touchActivity(await signInOf(page), undefined, Date.now() - 601_000)
    expect(location(await serve(dashboardLoader, get('/rx/dashboard', { cookie: page })))).toBe(SESSION_TIMEOUT_SIGN_IN)
  })
  it('records activity on each page within the limit', async () => {
    const cookie = await signIn()
    const user = await signInOf(cookie)
    const before = Date.now() - 500_000
    await touchActivity(user, undefined, before)
    await rootLoader(args(get('/rx/dashboard', { cookie })))
    expect(await readActivity(user)).toBeGreaterThan(before)
  })
  it('shows the time-out notice and Sign In to the signed-out only: a signed-in customer gets the page as without it', async () => {
    const url = '/rx/landing-page?errorCode=sessionTimeout'
    expect(await landingLoader(args(get(url)))).toMatchObject({ signedIn: false, sessionTimeout: true })
    const linked = await signIn()
    expect(location(await serve(landingLoader, get(url, { cookie: linked })))).toBe('/rx/dashboard')
    const unlinked = await landingLoader(args(get(url, { cookie: await signIn('new@example.com') })))
    expect(unlinked).toMatchObject({ signedIn: true, sessionTimeout: false })
  })
  it('extends the session from the modal, and signs out from it', async () => {
    const cookie = await signIn()
    const extended = await sessionAction(args(formPost('/rx/session', { intent: 'extend' }, { cookie })))
    expect(extended).toEqual({ ok: true })
    expect(location(await serve(sessionAction, formPost('/rx/session', { intent: 'signOut' }, { cookie })))).toBe(
      SESSION_TIMEOUT_SIGN_IN,
    )
  })
})

describe('pharmacy cart actions', () => {
  const post = (cookie: string, fields: Record<string, string>) =>
    serve(
      cartAction,
      formPost('/rx/cart', { redirectTo: '/rx/refills?patient=all', ...fields }, { cookie }),
    ) as Promise<Response>

  it('adds a refill, and refuses a mail-order refill beside in-store ones with the 409 message', async () => {
    const cookie = await signIn()
    const added = await post(cookie, { intent: 'add', rxNumber: '7200001', patientNumber: '1001' })
    expect(location(added)).toBe('/rx/refills?patient=all#pharmacy-cart')
    expect(await toastOf(added, cookie)).toEqual({
      kind: 'success',
      message: 'Amlodipine 5 mg Tablet was added to your cart.',
    })
    const mixed = await post(cookie, { intent: 'add', rxNumber: '7200012', patientNumber: '1001' })
    expect(await toastOf(mixed, cookie)).toEqual({ kind: 'error', message: MIXED_CART_MESSAGE })
    expect(pharmacyBackOffice.account(SHOPPER_USER_ID)!.cart.map((item) => item.rxNumber)).toEqual(['7200001'])
  })
  it('removes softly: the page is told what was removed, and Undo puts it back', async () => {
    const cookie = await signIn()
    await post(cookie, { intent: 'add', rxNumber: '7200001', patientNumber: '1001' })
    const removed = await post(cookie, { intent: 'remove', rxNumber: '7200001', patientNumber: '1001' })
    expect(location(removed)).toBe('/rx/refills?patient=all&removed=7200001%3A1001')
    const page = await refillsLoader(args(get('/rx/refills?removed=7200001%3A1001', { cookie })))
    expect(page.cart).toMatchObject({
      status: 'loaded',
      value: { count: 0, removed: [{ drugName: 'Amlodipine 5 mg Tablet' }] },
    })
    const undone = await post(cookie, {
      intent: 'undo',
      rxNumber: '7200001',
      patientNumber: '1001',
      redirectTo: '/rx/refills?removed=7200001%3A1001',
    })
    expect(location(undone)).toBe('/rx/refills')
    expect(pharmacyBackOffice.account(SHOPPER_USER_ID)!.cart.map((item) => item.rxNumber)).toEqual(['7200001'])
  })
  it('only returns to /rx pages of this site', async () => {
    const cookie = await signIn()
    const response = await post(cookie, {
      intent: 'add',
      rxNumber: '7200002',
      patientNumber: '1001',
      redirectTo: 'https://evil.example/rx/x',
    })
    expect(location(response)).toBe('/rx/refills#pharmacy-cart')
  })
  it('answers a malformed cart post with 400, not a crash', async () => {
    const cookie = await signIn()
    expect((await post(cookie, { intent: 'explode', rxNumber: '<script>', patientNumber: '1' })).status).toBe(400)
  })
})

describe('refills', () => {
  it('removes cart items that are no longer valid refills once the refills have loaded', async () => {
    const cookie = await signIn()
    const account = pharmacyBackOffice.account(SHOPPER_USER_ID)!
    pharmacyBackOffice.addToCart(account, '7200001', '1001')
    pharmacyBackOffice.addToCart(account, '7200011', '1001') // the prescriber is inactive
    const page = await refillsLoader(args(get('/rx/refills', { cookie })))
    expect(account.cart.map((item) => item.rxNumber)).toEqual(['7200001'])
    expect(page.cart).toMatchObject({ status: 'loaded', value: { count: 1 } })
  })
  it('searches from three letters and says so below that', async () => {
    const cookie = await signIn()
    const short = await refillsLoader(args(get('/rx/refills?q=lo', { cookie })))
    expect(short.search.error).toBe('Enter at least the first three letters')
    const found = await refillsLoader(args(get('/rx/refills?q=losartan', { cookie })))
    expect(found.groups.flatMap((group) => group.refills.map((refill) => refill.rxNumber))).toEqual(['7200002'])
  })
})

describe("the tracker's promise times are the store's (decision 0105)", () => {
  it("shows a promise that comes with an offset on the clock of the prescription's store", async () => {
    const cookie = await signIn()
    const lisinopril = pharmacyBackOffice
      .account(SHOPPER_USER_ID)!
      .prescriptions.find((prescription) => prescription.rxNumber === '6100003')!
    const promiseAt = async (facilityId: string) => {
      Object.assign(lisinopril, { promiseDateTime: '2027-03-14T06:30:00Z', fillLocation: facilityId })
      const tracker = await trackerLoader(args(get('/rx/tracker', { cookie })))
      return tracker.sections
        .flatMap((section) => section.locations.flatMap((location) => location.prescriptions))
        .find((prescription) => prescription.rxNumber === '6100003')?.promise
    }
    expect(await promiseAt(FACILITY_IDS.ralphs)).toBe('Saturday, March 13 at 10:30 PM')
    expect(await promiseAt(FACILITY_IDS.vine)).toBe('Sunday, March 14 at 1:30 AM')
  })
})
