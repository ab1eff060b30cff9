import { describe, expect, it } from 'vitest'
import {
  identityProviderPrompt,
  isAccountDeletion,
  isPrescriptionPage,
  isWebView,
  signInMode,
} from '#app/auth/sign-in-mode.ts'
import { action, loader } from '#app/routes/_auth+/signin.tsx'
import { SIGN_IN_MESSAGES, TOO_MANY_ATTEMPTS, TOO_MANY_SIGN_IN_STARTS } from '#app/auth/auth-texts.ts'
import { SIGN_IN_LIMITS } from '#app/auth/sign-in-limits.server.ts'
import {
  KNOWN_ACCOUNTS_PER_DEVICE,
  deviceCookie,
  deviceMarkerAfterSignIn,
  isKnownDeviceFor,
  readDeviceMarker,
  type DeviceMarker,
} from '#app/auth/device-marker.server.ts'
import { upstreamRoundsOf } from '#tests/utils/upstream-calls.ts'
import {
  ORIGIN,
  cookiesFrom,
  cookiesFromEntry,
  formPost,
  get,
  serve,
  setCookiesOf,
  settle,
} from '#tests/utils/requests.ts'
import { testContext } from '#tests/utils/context.ts'
import { getAuthState } from '#app/auth/auth-state.server.ts'
import { SIGN_IN_STARTS_PER_CLIENT, beginAuthorization } from '#app/auth/oauth-flow.server.ts'
import { loader as idpCallbackLoader } from '#app/routes/_auth+/auth.idp.callback.tsx'
import { backOffice } from '#mocks/back-office.ts'
import { captureLogLines, quietLogs } from '#tests/utils/log-lines.ts'

type Reply = {
  data: { result: { status: string; error?: Record<string, string[] | null> } }
  init: { status: number } | null
}

async function post(fields: Record<string, string>, options: { cookie?: string; host?: string; path?: string } = {}) {
  return serve(action, formPost(options.path ?? '/signin', fields, options))
}

describe('sign-in modes (spec 1 section 2)', () => {
  it('counts redirectUrl=/rx and /health as prescription pages, encoded or not', () => {
    expect(isPrescriptionPage('?redirectUrl=/rx/dashboard')).toBe(true)
    expect(isPrescriptionPage('?redirectUrl=%2Frx%2Frefills')).toBe(true)
    expect(isPrescriptionPage('?redirectUrl=/health-dashboard')).toBe(true)
    expect(isPrescriptionPage('?redirectUrl=/account')).toBe(false)
    expect(isPrescriptionPage('?redirectUrl=%E0%A4%A')).toBe(false)
  })

  it('detects the account-deletion route in the query', () => {
    expect(isAccountDeletion('?redirectUrl=%2Faccount%2Fdelete')).toBe(true)
    expect(isAccountDeletion('?redirectUrl=/account')).toBe(false)
  })

  it('chooses classic, redirect or step-up', () => {
    expect(signInMode({ search: '?redirectUrl=/account', authModel: undefined })).toBe('classic')
    expect(signInMode({ search: '?redirectUrl=/account', authModel: 'legacy' })).toBe('classic')
    expect(signInMode({ search: '?redirectUrl=/account', authModel: 'newer' })).toBe('redirect')
    expect(signInMode({ search: '?redirectUrl=/rx/dashboard', authModel: 'newer' })).toBe('classic')
    expect(signInMode({ search: '?stepupLoginRedirect=true&redirectUrl=/rx/dashboard', authModel: 'legacy' })).toBe(
      'step-up',
    )
    expect(signInMode({ search: '?stepupLoginRedirect=false', authModel: 'legacy' })).toBe('classic')
  })

  it('forces prompt=login in the four listed cases', () => {
    const base = {
      search: '?redirectUrl=/account',
      authModel: 'newer' as const,
      forceLoginFlag: false,
      userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/120 Safari/537.36',
    }
    expect(identityProviderPrompt(base)).toBe('select_account')
    expect(identityProviderPrompt({ ...base, authModel: 'legacy' })).toBe('login')
    expect(identityProviderPrompt({ ...base, search: '?redirectUrl=/rx/refills' })).toBe('login')
    expect(identityProviderPrompt({ ...base, forceLoginFlag: true })).toBe('login')
    expect(
      identityProviderPrompt({
        ...base,
        userAgent:
          'Mozilla/5.0 (Linux; Android 13; Pixel 7 Build/TQ3A; wv) AppleWebKit/537.36 Chrome/120 Mobile Safari/537.36',
      }),
    ).toBe('login')
  })

  it('recognises webviews', () => {
    expect(
      isWebView(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148',
      ),
    ).toBe(true)
    expect(
      isWebView(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
      ),
    ).toBe(false)
    expect(isWebView(null)).toBe(false)
  })
})

describe('sign-in action', () => {
  it('signs in, sets the three cookies and hops through /redirect/v2', async () => {
    quietLogs()
    const response = await post({
      email: 'Shopper@Example.com',
      password: 'Password1',
      rememberMe: 'on',
      redirectUrl: '/account',
    })
    expect(response).toBeInstanceOf(Response)
    const redirect = response as Response
    expect(redirect.status).toBe(302)
    expect(redirect.headers.get('location')).toBe('/redirect/v2?redirectUrl=%2Faccount')
    const cookies = setCookiesOf(redirect)
    const session = cookies.find((line) => line.startsWith('__session='))
    expect(session).toMatch(/HttpOnly/)
    expect(session).toMatch(/SameSite=Lax/)
    expect(session).toMatch(/Max-Age=2592000/)
    expect(cookies.some((line) => line.startsWith('__session_live=') && !/Max-Age/.test(line))).toBe(true)
    expect(cookies.some((line) => line.startsWith('__device=') && /Max-Age=31536000/.test(line))).toBe(true)
  })

  it('without remember-me the session ends with the browser', async () => {
    quietLogs()
    const response = (await post({ email: 'shopper@example.com', password: 'Password1' })) as Response
    const session = setCookiesOf(response).find((line) => line.startsWith('__session='))
    expect(session).not.toMatch(/Max-Age|Expires/)
  })

  it('records a sign-in analytics event without personal data', async () => {
    const log = captureLogLines()
    await post({ email: 'shopper@example.com', password: 'Password1' })
    expect(log.events('analytics.sign_in')).toEqual([expect.objectContaining({ banner: 'kroger', method: 'password' })])
    expect(log.raw()).not.toMatch(/shopper@example\.com|Password1|Sam/)
  })

  it('answers a wrong password with the form error and hides the password', async () => {
    const reply = (await post({ email: 'shopper@example.com', password: 'Wrong1234' })) as unknown as Reply
    expect(reply.init?.status).toBe(400)
    expect(reply.data.result.error?.['']).toEqual(['The email or password you entered is incorrect. Please try again.'])
    expect(JSON.stringify(reply.data.result)).not.toContain('Wrong1234')
  })

  it('answers field errors from the server with the spec messages', async () => {
    const reply = (await post({ email: 'nope', password: 'letters' })) as unknown as Reply
    expect(reply.data.result.error).toMatchObject({
      email: ['Please enter a valid email address'],
      password: ['Your password must have at least one letter and one number'],
    })
  })

  it('says the service is unavailable when the sign-in upstream fails', async () => {
    quietLogs()
    const reply = (await post(
      { email: 'shopper@example.com', password: 'Password1' },
      { path: '/signin?mockScenario=signin-error' },
    )) as unknown as Reply
    expect(reply.data.result.error?.['']).toEqual([
      'We could not sign you in right now. Please try again in a few minutes.',
    ])
  })

  it('never redirects off-site', async () => {
    quietLogs()
    for (const target of ['https://evil.example', '//evil.example', '/\\evil.example']) {
      const response = (await post({
        email: 'shopper@example.com',
        password: 'Password1',
        redirectUrl: target,
      })) as Response
      expect(response.headers.get('location')).toBe('/redirect/v2?redirectUrl=%2F')
    }
  })

  it('requires the terms box on the terms banner', async () => {
    const reply = (await post(
      { email: 'shopper@example.com', password: 'Password1' },
      { host: 'harristeeter.localhost:3000' },
    )) as unknown as Reply
    expect(reply.data.result.error?.terms).toEqual(['A selection is required.'])
  })

  it('detours an unverified user on a verification banner', async () => {
    quietLogs()
    const response = (await post(
      { email: 'unverified@example.com', password: 'Password1', terms: 'on', redirectUrl: '/account' },
      { host: 'harristeeter.localhost:3000' },
    )) as Response
    expect(response.headers.get('location')).toBe('/account/verify-email?redirectUrl=%2Faccount')
  })
})

describe('sign-in loader', () => {
  it('shows the persistent-user notice to a recognised user', async () => {
    quietLogs()
    const signedIn = (await post({ email: 'shopper@example.com', password: 'Password1', rememberMe: 'on' })) as Response
    // Drop the browser-session marker, as closing the browser would.
    const cookie = cookiesFrom(signedIn)
      .split('; ')
      .filter((pair) => !pair.startsWith('__session_live='))
      .join('; ')
    const page = (await serve(loader, get('/signin?redirectUrl=/account', { cookie }))) as {
      data: { notices: string[] }
    }
    expect(page.data.notices).toContain('For your security, we need you to sign back in to your account.')
  })

  it("says why after a pharmacy request refused because the sign-in ended (spec 2 section 8's words)", async () => {
    const page = (await serve(loader, get('/signin?redirectUrl=/rx/new-patient&errorCode=inactive'))) as {
      data: { notices: string[] }
    }
    expect(page.data.notices).toEqual(['You were logged out due to inactivity, please log in and try again'])
  })

  it('sends a fully signed-in user on', async () => {
    quietLogs()
    const cookie = cookiesFrom((await post({ email: 'shopper@example.com', password: 'Password1' })) as Response)
    const response = (await serve(loader, get('/signin?redirectUrl=/account', { cookie }))) as Response
    expect(response.headers.get('location')).toBe('/redirect/v2?redirectUrl=%2Faccount')
  })

  it('hands a newer-model browser to the identity provider, the flow kept in its session', async () => {
    quietLogs()
    const signedIn = (await post({ email: 'new@example.com', password: 'Password1' })) as Response
    const device = cookiesFrom(signedIn)
      .split('; ')
      .filter((pair) => pair.startsWith('__device='))
      .join('; ')
    const answer = await serve(loader, get('/signin?redirectUrl=/account&calledFrom=header', { cookie: device }))
    const page = answer as { data: { mode: string; authorizeUrl: string } }
    expect(page.data.mode).toBe('redirect')
    const authorize = new URL(page.data.authorizeUrl)
    expect(authorize.origin).toBe(ORIGIN)
    expect(authorize.pathname).toBe('/mock/idp/authorize')
    expect(Object.fromEntries(authorize.searchParams)).toMatchObject({
      response_type: 'code',
      prompt: 'select_account',
      originalUrl: '/account',
      calledFrom: 'header',
      code_challenge_method: 'S256',
      redirect_uri: `${ORIGIN}/auth/idp/callback`,
    })
    // The flow is kept in the visitor's new session (decision 0089): the cookie is only its id.
    expect(setCookiesOf(answer)).toEqual([expect.stringMatching(/^__session=[^;]{1,120};.*HttpOnly/)])
  })
})

describe('known devices at sign-in (issue 31 item 4, decision 0077)', () => {
  const attempt = (password: string, clientAddress: string, cookie?: string, email = 'shopper@example.com') =>
    settle(() =>
      action({
        request: formPost('/signin', { email, password }, { cookie }),
        params: {},
        context: testContext({ clientAddress }),
      }),
    )
  const formError = (result: unknown) => (result as Reply).data?.result.error?.['']
  const wrong = [SIGN_IN_MESSAGES.invalidCredentials]

  /** The `__device` cookie a successful sign-in leaves in this browser (signing out keeps it). */
  async function deviceAfterSignIn(email: string, clientAddress: string) {
    const signedIn = await attempt('Password1', clientAddress, undefined, email)
    expect(signedIn).toBeInstanceOf(Response)
    return cookiesFrom(signedIn as Response)
      .split('; ')
      .filter((pair) => pair.startsWith('__device='))
      .join('; ')
  }

  /** Ten addresses times five wrong passwords: the account-wide ceiling for unknown devices. */
  async function strangersGuess() {
    const addresses = SIGN_IN_LIMITS.perIdentifier / SIGN_IN_LIMITS.perPair
    expect(addresses).toBe(10)
    for (let address = 0; address < addresses; address++)
      for (let guess = 0; guess < SIGN_IN_LIMITS.perPair; guess++)
        expect(formError(await attempt('Wrong-1234', `198.51.100.${address}`))).toEqual(wrong)
  }

  it('lets the owner in on a device that signed in before while strangers hold the ceiling; an unknown device is refused', async () => {
    quietLogs()
    const owners = await deviceAfterSignIn('shopper@example.com', '192.0.2.50')
    // The stranger's own browser has signed in too, to another account: it is no known device for this one.
    const strangers = await deviceAfterSignIn('new@example.com', '203.0.113.60')
    await strangersGuess()
    expect(formError(await attempt('Password1', '203.0.113.61'))).toEqual([TOO_MANY_ATTEMPTS])
    expect(formError(await attempt('Password1', '203.0.113.62', strangers))).toEqual([TOO_MANY_ATTEMPTS])
    // The owner, on their own device, from yet another address.
    expect(await attempt('Password1', '192.0.2.51', owners)).toBeInstanceOf(Response)
    // The ceiling still holds for unknown devices, and the owner's way in gave them nothing.
    expect(formError(await attempt('Password1', '203.0.113.63'))).toEqual([TOO_MANY_ATTEMPTS])
    expect(formError(await attempt('Password1', '203.0.113.64', strangers))).toEqual([TOO_MANY_ATTEMPTS])
  })

  it("limits a known device's own wrong passwords: then it counts as a stranger's", async () => {
    quietLogs()
    const device = await deviceAfterSignIn('shopper@example.com', '192.0.2.52')
    // Its own budget, then a stranger's from the same address.
    for (let guess = 0; guess < SIGN_IN_LIMITS.perKnownDevice + SIGN_IN_LIMITS.perPair; guess++)
      expect(formError(await attempt('Wrong-1234', '192.0.2.53', device))).toEqual(wrong)
    expect(formError(await attempt('Password1', '192.0.2.53', device))).toEqual([TOO_MANY_ATTEMPTS])
  })

  it('gives a copied device cookie no more than the device’s own guesses while strangers hold the ceiling', async () => {
    quietLogs()
    const device = await deviceAfterSignIn('shopper@example.com', '192.0.2.54')
    await strangersGuess()
    for (let guess = 0; guess < SIGN_IN_LIMITS.perKnownDevice; guess++)
      expect(formError(await attempt('Wrong-1234', `203.0.113.${70 + guess}`, device))).toEqual(wrong)
    expect(formError(await attempt('Password1', '203.0.113.90', device))).toEqual([TOO_MANY_ATTEMPTS])
  })

  it("clears a known device's count when it signs in", async () => {
    quietLogs()
    const device = await deviceAfterSignIn('shopper@example.com', '192.0.2.55')
    await strangersGuess()
    for (let guess = 0; guess < SIGN_IN_LIMITS.perKnownDevice - 1; guess++)
      expect(formError(await attempt('Wrong-1234', '192.0.2.56', device))).toEqual(wrong)
    expect(await attempt('Password1', '192.0.2.56', device)).toBeInstanceOf(Response)
    for (let guess = 0; guess < SIGN_IN_LIMITS.perKnownDevice - 1; guess++)
      expect(formError(await attempt('Wrong-1234', '192.0.2.56', device))).toEqual(wrong)
    expect(await attempt('Password1', '192.0.2.56', device)).toBeInstanceOf(Response)
  })

  it(`counts a known device's wrong passwords sent at once: ${SIGN_IN_LIMITS.perKnownDevice} of its own, then a stranger's ${SIGN_IN_LIMITS.perPair}`, async () => {
    quietLogs()
    const device = await deviceAfterSignIn('shopper@example.com', '192.0.2.57')
    const { calls } = await upstreamRoundsOf(() =>
      Promise.all(Array.from({ length: 40 }, () => attempt('Wrong-1234', '192.0.2.58', device))),
    )
    expect(calls.filter(({ call }) => call.startsWith('POST'))).toHaveLength(
      SIGN_IN_LIMITS.perKnownDevice + SIGN_IN_LIMITS.perPair,
    )
  })

  it('gives back an attempt the sign-in service could not check', async () => {
    quietLogs()
    const device = await deviceAfterSignIn('shopper@example.com', '192.0.2.59')
    await strangersGuess()
    for (let guess = 0; guess < SIGN_IN_LIMITS.perKnownDevice + 2; guess++) {
      const request = formPost(
        '/signin?mockScenario=signin-error',
        { email: 'shopper@example.com', password: 'Password1' },
        { cookie: device },
      )
      const reply = await settle(() =>
        action({ request, params: {}, context: testContext({ clientAddress: '192.0.2.60' }) }),
      )
      expect(formError(reply)).toEqual([SIGN_IN_MESSAGES.unavailable])
    }
    expect(await attempt('Password1', '192.0.2.60', device)).toBeInstanceOf(Response)
  })
})

describe('the device marker’s accounts (decision 0077)', () => {
  const marker = (emails: string[], start?: DeviceMarker) =>
    emails.reduce<DeviceMarker | undefined>(
      (device, email) => deviceMarkerAfterSignIn(device, 'legacy', email) ?? device,
      start,
    )!

  it('names an account by a keyed hash, never the email, and the same account differently on every device', () => {
    const first = marker(['Shopper@Example.com '])
    const second = marker(['shopper@example.com'])
    expect(first.accounts).toHaveLength(1)
    expect(JSON.stringify(first)).not.toMatch(/shopper|example/i)
    expect(first.accounts[0]).not.toBe(second.accounts[0])
    expect(isKnownDeviceFor(first, ' SHOPPER@example.com')).toBe(true)
    expect(isKnownDeviceFor(first, 'new@example.com')).toBe(false)
    // Another device's list does not vouch for this one.
    expect(isKnownDeviceFor({ ...second, id: first.id }, 'shopper@example.com')).toBe(false)
    expect(isKnownDeviceFor(undefined, 'shopper@example.com')).toBe(false)
  })

  it(`keeps the ${KNOWN_ACCOUNTS_PER_DEVICE} most recent accounts, and is rewritten only when it changes`, () => {
    const emails = Array.from({ length: KNOWN_ACCOUNTS_PER_DEVICE + 1 }, (_, index) => `user${index}@example.com`)
    const device = marker(emails)
    expect(device.accounts).toHaveLength(KNOWN_ACCOUNTS_PER_DEVICE)
    expect(isKnownDeviceFor(device, emails[0]!)).toBe(false)
    for (const email of emails.slice(1)) expect(isKnownDeviceFor(device, email)).toBe(true)
    // The most recent again: nothing to write. An older one comes first again.
    expect(deviceMarkerAfterSignIn(device, 'legacy', emails.at(-1))).toBeUndefined()
    expect(deviceMarkerAfterSignIn(device, 'legacy')).toBeUndefined()
    const again = deviceMarkerAfterSignIn(device, 'legacy', emails[1])!
    expect(again.accounts).toHaveLength(KNOWN_ACCOUNTS_PER_DEVICE)
    expect(again.accounts[0]).toBe(device.accounts.at(-1))
    // A new authentication model rewrites it, and keeps its accounts.
    expect(deviceMarkerAfterSignIn(device, 'newer')).toEqual({ ...device, authModel: 'newer' })
  })

  it('reads a marker from before known devices as knowing no account', async () => {
    const setCookie = await deviceCookie().serialize({ id: 'device-1', authModel: 'legacy' })
    expect(await readDeviceMarker(setCookie.split(';')[0]!)).toEqual({
      id: 'device-1',
      authModel: 'legacy',
      accounts: [],
    })
  })
})

describe('a provider sign-in’s flow is used once (issue 33 review, decision 0089)', () => {
  it('two callbacks with the flow’s state, even each with a code of its own, sign in once', async () => {
    const started = testContext()
    const { session } = await getAuthState(get('/signin'), started)
    const authorizeUrl = await beginAuthorization(get('/signin'), started, session, 'idp', {
      redirectUrl: '/account',
      prompt: 'login',
    })
    const authorize = new URL(authorizeUrl)
    const cookie = cookiesFromEntry(started)
    const callback = () => {
      const code = backOffice.issueAuthorizationCode({
        provider: 'idp',
        subject: { userId: backOffice.accountByEmail('shopper@example.com')!.userId },
        codeChallenge: authorize.searchParams.get('code_challenge')!,
        redirectUri: authorize.searchParams.get('redirect_uri')!,
      })
      const path = `/auth/idp/callback?code=${code}&state=${authorize.searchParams.get('state')}`
      return settle(() => idpCallbackLoader({ request: get(path, { cookie }), params: {}, context: testContext() }))
    }
    const [first, second] = await Promise.all([callback(), callback()])
    const places = [first, second].map((answer) => (answer as Response).headers.get('location'))
    expect(places.filter((place) => place?.startsWith('/redirect/v2'))).toHaveLength(1)
    expect(places.filter((place) => place === '/signin')).toHaveLength(1)
  })
})

describe('provider sign-ins started per client (issue 33 review, decision 0089)', () => {
  it('a client may start 30 in 15 minutes (each keeps a session a while); the next is a 429 that says why', async () => {
    const start = (clientAddress: string) =>
      settle(async () => {
        const context = testContext({ clientAddress })
        const { session } = await getAuthState(get('/signin'), context)
        return beginAuthorization(get('/signin'), context, session, 'idp', { redirectUrl: '/', prompt: 'login' })
      })
    for (let index = 0; index < SIGN_IN_STARTS_PER_CLIENT; index++)
      expect(await start('198.51.100.7')).toMatch(/^http:\/\/localhost:3000\/mock\/idp\/authorize\?/)
    const refused = (await start('198.51.100.7')) as Response
    expect(refused.status).toBe(429)
    expect(await refused.text()).toBe(TOO_MANY_SIGN_IN_STARTS)
    expect(await start('198.51.100.8')).toMatch(/^http:\/\/localhost:3000\/mock\/idp\/authorize\?/)
  })
})
