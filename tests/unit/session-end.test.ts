import { loader as rootLoader } from '#app/root.tsx'
import { createCookie } from '@remix-run/node'
import { HttpResponse, http } from 'msw'
import { describe, expect, it, vi } from 'vitest'
import { isIdle, isIdleLimitedPath, isPastLifetime } from '#app/auth/session-lifetime.ts'
import { readActivity, sessionStorage } from '#app/auth/session.server.ts'
import { SESSION_TIMEOUT_SIGN_IN } from '#app/auth/session-lifetime.ts'
import { loader as accountLoader } from '#app/routes/account+/_index.tsx'
import { action as walletAction, loader as walletLoader } from '#app/routes/account+/wallet+/_layout.tsx'
import { loader as dashboardLoader } from '#app/routes/rx+/dashboard.tsx'
import { action as rxSessionAction } from '#app/routes/rx+/session.tsx'
import { loader as rxLayoutLoader } from '#app/routes/rx+/_layout.tsx'
import { action as signInAction, loader as signInLoader } from '#app/routes/_auth+/signin.tsx'
import { action as signOutAction } from '#app/routes/_auth+/signout.tsx'
import { LOGOUT_PATH } from '#app/upstream/auth-api.schema.ts'
import { backOffice } from '#mocks/back-office.ts'
import { mockServer } from '#mocks/node.ts'
import { SHOPPER_USER_ID } from '#mocks/pharmacy-seed.ts'
import { upstreamUrl } from '#mocks/upstream-urls.ts'
import { walletBackOffice } from '#mocks/wallet-back-office.ts'
import { cookiesFrom, formPost, get, onePageArgs, serve, setCookiesOf, settle } from '#tests/utils/requests.ts'
import { upstreamCallsOf } from '#tests/utils/upstream-calls.ts'
import { testContext } from '#tests/utils/context.ts'
import { commitSessionCookie } from '#tests/utils/sessions.ts'
import { quietLogs } from '#tests/utils/log-lines.ts'

const args = (request: Request) => ({ request, params: {}, context: testContext() })
const location = (result: unknown) => (result instanceof Response ? result.headers.get('location') : undefined)
const MINUTE = 60_000
const HOUR = 60 * MINUTE

/** Signs the shopper in as if it happened `ago` ms before now. */
async function signIn({ ago = 0, rememberMe = false }: { ago?: number; rememberMe?: boolean } = {}) {
  const now = Date.now()
  const clock = vi.spyOn(Date, 'now').mockReturnValue(now - ago)
  try {
    const fields = { email: 'shopper@example.com', password: 'Password1', ...(rememberMe ? { rememberMe: 'on' } : {}) }
    return cookiesFrom((await serve(signInAction, formPost('/signin', fields))) as Response)
  } finally {
    clock.mockRestore()
  }
}

async function tokenOf(cookie: string) {
  return (await sessionStorage().getSession(cookie)).get('user')?.accessToken ?? ''
}

const accepted = (token: string) => backOffice.accountForAuthorization(`Bearer ${token}`) !== undefined

/** A response that ends the sign-in: a redirect that clears `__session` and the browser-session marker. */
function expectSessionEnded(result: unknown, to: string | RegExp) {
  expect(result).toBeInstanceOf(Response)
  const response = result as Response
  expect(response.status).toBe(302)
  if (typeof to === 'string') expect(location(response)).toBe(to)
  else expect(location(response)).toMatch(to)
  const cleared = setCookiesOf(response)
  expect(cleared.some((line) => /^__session=;/.test(line) && /Max-Age=0|Expires=Thu, 01 Jan 1970/i.test(line))).toBe(
    true,
  )
  expect(cleared.some((line) => /^__session_live=;/.test(line))).toBe(true)
}

/** A request whose cookie opens no session: sent to sign in, with nothing to end. */
function expectSignedOut(result: unknown, to: string) {
  expect(result).toBeInstanceOf(Response)
  expect((result as Response).status).toBe(302)
  expect(location(result)).toBe(to)
}

async function signOut(cookie: string) {
  return (await serve(signOutAction, formPost('/signout', {}, { cookie }))) as Response
}

describe('sign-out is final', () => {
  it('revokes the upstream token with the logout call', async () => {
    quietLogs()
    const cookie = await signIn()
    const token = await tokenOf(cookie)
    expect(accepted(token)).toBe(true)
    const response = await signOut(cookie)
    expect(location(response)).toBe('/')
    expect(accepted(token)).toBe(false)
  })

  it('cookies kept from before sign-out open nothing (the server forgot the session) on /account, /account/wallet, a wallet change and /rx/dashboard', async () => {
    quietLogs()
    const kept = await signIn()
    await signOut(kept)
    expect((await sessionStorage().getSession(kept)).get('user')).toBeUndefined()

    expectSignedOut(await serve(accountLoader, get('/account', { cookie: kept })), '/signin?redirectUrl=%2Faccount')
    expectSignedOut(
      await serve(walletLoader, get('/account/wallet', { cookie: kept })),
      '/signin?redirectUrl=%2Faccount%2Fwallet',
    )
    const preferred = await settle(() =>
      walletAction(
        args(formPost('/account/wallet', { intent: 'makePreferred', cardId: 'card-amex' }, { cookie: kept })),
      ),
    )
    expectSignedOut(preferred, '/signin?redirectUrl=%2Faccount%2Fwallet')
    const cards = walletBackOffice.wallet(SHOPPER_USER_ID).cards
    expect(cards.find((card) => card.id === 'card-amex')?.defaultApplications).not.toContain('CLICKLIST')
    expect(cards.find((card) => card.id === 'card-visa')?.defaultApplications).toContain('CLICKLIST')
    expectSignedOut(
      await serve(dashboardLoader, get('/rx/dashboard', { cookie: kept })),
      '/signin?redirectUrl=%2Frx%2Fdashboard',
    )
  })

  it('also revokes the tokens the wallet renewed from the signed-in one', async () => {
    quietLogs()
    const cookie = await signIn()
    const signedIn = await tokenOf(cookie)
    await walletLoader(args(get('/account/wallet?mockScenario=wallet-token-expired', { cookie })))
    // The renewal is kept by the server: the browser's cookie, unchanged, now opens the renewed token.
    const renewed = await tokenOf(cookie)
    expect(renewed).not.toBe(signedIn)
    expect(accepted(renewed)).toBe(true)
    await signOut(cookie)
    expect(accepted(renewed)).toBe(false)
    expect(accepted(signedIn)).toBe(false)
  })

  it('still signs out when the logout call fails', async () => {
    quietLogs()
    mockServer.use(
      http.post(upstreamUrl('auth', LOGOUT_PATH), () => HttpResponse.json({ code: 'AUTH-500' }, { status: 500 })),
    )
    const cookie = await signIn()
    const response = await signOut(cookie)
    expectSessionEnded(response, '/')
  })
})

describe('the idle limit lives in the session', () => {
  it('times out a session idle for more than 600 s even with no activity recorded, from the layout or the page', async () => {
    quietLogs()
    const cookie = await signIn({ ago: 11 * MINUTE })
    expectSessionEnded(await serve(rxLayoutLoader, get('/rx/dashboard', { cookie })), SESSION_TIMEOUT_SIGN_IN)
    // Ended for good: the server forgot the session.
    expectSignedOut(
      await serve(dashboardLoader, get('/rx/dashboard', { cookie })),
      '/signin?redirectUrl=%2Frx%2Fdashboard',
    )
    const another = await signIn({ ago: 11 * MINUTE })
    expectSessionEnded(await serve(dashboardLoader, get('/rx/dashboard', { cookie: another })), SESSION_TIMEOUT_SIGN_IN)
  })

  it('keeps a session active on /rx within the limit, and the activity it records counts for that sign-in only', async () => {
    quietLogs()
    const cookie = await signIn({ ago: 9 * MINUTE })
    const user = (await sessionStorage().getSession(cookie)).get('user')!
    const page = await rootLoader(args(get('/rx/dashboard', { cookie })))
    // The server records it; the answer sets no cookie for it.
    expect(new Headers(page.init?.headers).getSetCookie()).toEqual([])
    expect(await readActivity(user)).toBeGreaterThan(user.issuedAt)
    // Another sign-in of the same account, as old, has none of that activity.
    const other = await signIn({ ago: 9 * MINUTE })
    // Two minutes later the sign-ins are 11 minutes old, but the first one's last /rx page only 2.
    const later = vi.spyOn(Date, 'now').mockReturnValue(Date.now() + 2 * MINUTE)
    expect(location(await serve(rxLayoutLoader, get('/rx/refills', { cookie })))).toBeUndefined()
    expectSessionEnded(await serve(rxLayoutLoader, get('/rx/dashboard', { cookie: other })), SESSION_TIMEOUT_SIGN_IN)
    later.mockRestore()
  })

  it('the idle timeout revokes the upstream token, from the server and from the modal', async () => {
    quietLogs()
    const idle = await signIn({ ago: 11 * MINUTE })
    await serve(rxLayoutLoader, get('/rx/dashboard', { cookie: idle }))
    expect(accepted(await tokenOf(idle))).toBe(false)

    const cookie = await signIn()
    const response = await serve(rxSessionAction, formPost('/rx/session', { intent: 'signOut' }, { cookie }))
    expectSessionEnded(response, SESSION_TIMEOUT_SIGN_IN)
    expect(accepted(await tokenOf(cookie))).toBe(false)
  })
})

describe('the session has an absolute lifetime', () => {
  it('the rules: 12 h, or 30 days remembered; idle after 600 s, counted from the sign-in without a record; the pharmacy area in any spelling', () => {
    const issuedAt = 1_000_000_000_000
    expect(isPastLifetime({ issuedAt, rememberMe: false }, issuedAt + 12 * HOUR)).toBe(false)
    expect(isPastLifetime({ issuedAt, rememberMe: false }, issuedAt + 12 * HOUR + 1)).toBe(true)
    expect(isPastLifetime({ issuedAt, rememberMe: true }, issuedAt + 30 * 24 * HOUR)).toBe(false)
    expect(isPastLifetime({ issuedAt, rememberMe: true }, issuedAt + 30 * 24 * HOUR + 1)).toBe(true)
    expect(isIdle({ issuedAt }, undefined, issuedAt + 10 * MINUTE)).toBe(false)
    expect(isIdle({ issuedAt }, undefined, issuedAt + 10 * MINUTE + 1)).toBe(true)
    expect(isIdle({ issuedAt }, issuedAt + 6 * MINUTE, issuedAt + 15 * MINUTE)).toBe(false)
    for (const path of ['/rx', '/rx/dashboard', '/RX/dashboard', '/Rx', '/%72x/dashboard', '//rx/dashboard'])
      expect(isIdleLimitedPath(path), path).toBe(true)
    for (const path of ['/', '/account', '/rxx', '/health-dashboard']) expect(isIdleLimitedPath(path), path).toBe(false)
  })

  it('a page outside the pharmacy neither ends an idle sign-in nor revives it: the next pharmacy page, in any spelling, ends it', async () => {
    quietLogs()
    const cookie = await signIn({ ago: 11 * MINUTE })
    await rootLoader(args(get('/account', { cookie })))
    expect(await readActivity((await sessionStorage().getSession(cookie)).get('user')!)).toBeUndefined()
    expectSessionEnded(await serve(rxLayoutLoader, get('/RX/dashboard', { cookie })), SESSION_TIMEOUT_SIGN_IN)
  })

  it('idling does not end a remembered sign-in that is not live (it must give its password again anyway)', async () => {
    quietLogs()
    const cookie = await signIn({ ago: 11 * MINUTE, rememberMe: true })
    const remembered = cookie
      .split('; ')
      .filter((pair) => !pair.startsWith('__session_live='))
      .join('; ')
    const page = await serve(rxLayoutLoader, get('/rx/landing-page', { cookie: remembered }))
    expect(location(page)).toBeUndefined()
  })

  it('a stored sign-in without its id and start time (an older cookie) reads as over', async () => {
    quietLogs()
    const signedIn = await signIn()
    const session = await sessionStorage().getSession(signedIn)
    const { sessionId: _id, issuedAt: _at, ...older } = session.get('user')!
    session.set('user', older as never)
    await commitSessionCookie(session)
    expectSessionEnded(
      await serve(accountLoader, get('/account', { cookie: signedIn })),
      '/signin?redirectUrl=%2Faccount',
    )
  })

  it('12 hours without "Keep me signed in"', async () => {
    quietLogs()
    const fresh = await signIn({ ago: 11 * HOUR })
    expect(location(await serve(accountLoader, get('/account', { cookie: fresh })))).toBeUndefined()
    const old = await signIn({ ago: 12 * HOUR + MINUTE })
    const token = await tokenOf(old)
    expectSessionEnded(await serve(accountLoader, get('/account', { cookie: old })), '/signin?redirectUrl=%2Faccount')
    expect(accepted(token)).toBe(false)
  })

  it("an ended sign-in found by a page's every loader sends the logout once per request (issue 33)", async () => {
    quietLogs()
    const old = await signIn({ ago: 12 * HOUR + MINUTE })
    const token = await tokenOf(old)
    const page = onePageArgs('/rx/dashboard', old)
    const calls = await upstreamCallsOf(() =>
      Promise.all([
        settle(() => rootLoader(page())),
        settle(() => rxLayoutLoader(page())),
        settle(() => dashboardLoader(page())),
      ]),
    )
    expect(calls.filter((call) => call === `POST ${LOGOUT_PATH}`)).toHaveLength(1)
    expect(accepted(token)).toBe(false)
  })

  it('30 days with it, however often the session was rewritten', async () => {
    quietLogs()
    const remembered = await signIn({ ago: 12 * HOUR + MINUTE, rememberMe: true })
    expect(location(await serve(accountLoader, get('/account', { cookie: remembered })))).toBeUndefined()
    const old = await signIn({ ago: 30 * 24 * HOUR + MINUTE, rememberMe: true })
    expectSessionEnded(await serve(accountLoader, get('/account', { cookie: old })), '/signin?redirectUrl=%2Faccount')
    // A renewed token a day after the sign-in rewrites the server's session, not the cookie; a new id (a pharmacy
    // link) does not restart the browser's 30 days either.
    const dayOld = await sessionStorage().getSession(await signIn({ ago: 24 * HOUR, rememberMe: true }))
    dayOld.set('user', { ...dayOld.get('user')!, accessToken: 'renewed-token' })
    expect(await commitSessionCookie(dayOld)).toBeUndefined()
    const maxAge = Number(/Max-Age=(\d+);/.exec((await commitSessionCookie(dayOld, { rotate: true })) ?? '')?.[1])
    // 29 days left, give or take the second this test takes.
    expect(Math.abs(maxAge - 29 * 24 * 60 * 60)).toBeLessThanOrEqual(2)
  })

  it('an ended session shows as signed out on the sign-in page, which offers the form', async () => {
    quietLogs()
    const old = await signIn({ ago: 12 * HOUR + MINUTE })
    const page = await serve(signInLoader, get('/signin?redirectUrl=%2Faccount', { cookie: old }))
    expect(page).not.toBeInstanceOf(Response)
  })
})

describe('an upstream 401 ends the session once', () => {
  it('rx-401: the dashboard clears the session and sends the user to sign in, which then stays', async () => {
    quietLogs()
    const scenario = (await createCookie('__mock_scenario').serialize('rx-401')).split(';')[0]
    const cookie = `${await signIn()}; ${scenario}`
    const response = await serve(dashboardLoader, get('/rx/dashboard', { cookie }))
    expectSessionEnded(response, '/signin?redirectUrl=%2Frx%2Fdashboard')
    const next = cookiesFrom(response as Response, cookie)
    const signInPage = await serve(signInLoader, get(location(response)!, { cookie: next }))
    expect(signInPage).not.toBeInstanceOf(Response)
  })
})
