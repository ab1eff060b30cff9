import { createHash } from 'node:crypto'
import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'
import { safeRedirect, sameOriginPath } from '#app/security/safe-redirect.ts'
import { sessionStorage } from '#app/auth/session.server.ts'
import { loader as rootLoader } from '#app/root.tsx'
import { loader as createAccountLoader, action as createAccountAction } from '#app/routes/account+/create.tsx'
import { action as forgotPasswordAction } from '#app/routes/account+/forgot-password.tsx'
import { loader as resetPasswordLoader, action as resetPasswordAction } from '#app/routes/account+/reset-password.tsx'
import { loader as legacySignInLoader } from '#app/routes/account+/sign-in.tsx'
import { loader as verifyEmailLoader } from '#app/routes/account+/verify-email.tsx'
import { loader as addressLoader, action as addressAction } from '#app/routes/account+/wallet+/addresses.$addressId.tsx'
import { action as googleAction } from '#app/routes/_auth+/auth.google.tsx'
import { loader as idpCallbackLoader } from '#app/routes/_auth+/auth.idp.callback.tsx'
import { action as idpAuthorizeAction } from '#app/routes/mock+/idp.authorize.tsx'
import { loader as payframeLoader, action as payframeAction } from '#app/routes/mock+/payframe.tsx'
import { loader as redirectV2Loader } from '#app/routes/_auth+/redirect.v2.tsx'
import { action as rxSplatAction, loader as rxSplatLoader } from '#app/routes/rx+/$.tsx'
import { loader as rxIndexLoader } from '#app/routes/rx+/_index.tsx'
import { action as cartAction } from '#app/routes/rx+/cart.tsx'
import { loader as rxLandingLoader } from '#app/routes/rx+/landing-page.tsx'
import { action as signInAction, loader as signInLoader } from '#app/routes/_auth+/signin.tsx'
import { backOffice } from '#mocks/back-office.ts'
import { SHOPPER_USER_ID } from '#mocks/pharmacy-seed.ts'
import { walletBackOffice } from '#mocks/wallet-back-office.ts'
import { ORIGIN, cookiesFrom, formPost, get, serve, settle } from '#tests/utils/requests.ts'
import { testContext } from '#tests/utils/context.ts'
import { quietLogs } from '#tests/utils/log-lines.ts'

/**
 * Classic open-redirect bypasses (issue item 2, decision 0033). Every one of
 * them, sent through every vector below, must end on a path of this site.
 */
const BYPASSES = [
  // dot segments: the raw value looks fine, the normalised one does not
  '/.//evil.example',
  '/./\\evil.example',
  '/..//evil.example',
  '/a/..//evil.example',
  '/a/b/../..//evil.example/x',
  '/%2e//evil.example',
  '/%2E%2E//evil.example',
  '/%2e/%2fevil.example',
  '/.%2f/evil.example',
  '/x/%2e%2e//evil.example',
  '/%2e%2e%2f%2fevil.example',
  '/account/wallet/%2e%2e/%2e%2e/%09/evil.example',
  '/account/wallet/../../\t/evil.example',
  // tabs, newlines, carriage returns, NUL, leading whitespace
  '/\t/evil.example',
  '/\n/evil.example',
  '/\r/evil.example',
  '\t//evil.example',
  '/\t\\evil.example',
  '/%09/evil.example',
  '/%0a/evil.example',
  '/%0d%0a/evil.example',
  '/account/wallet/add-card\r\nSet-Cookie: pwned=1',
  '/ok\u0000//evil.example',
  ' //evil.example',
  '\u0000//evil.example',
  '/\u0085/evil.example',
  // backslashes
  '/\\evil.example',
  '\\/evil.example',
  '\\\\evil.example',
  '/\\/evil.example',
  '/%5cevil.example',
  '/%5C%5Cevil.example',
  // unicode slashes and look-alikes
  '/\uff0fevil.example',
  '/\u2215evil.example',
  '/\u2044evil.example',
  '/\uff3cevil.example',
  '\uff0f\uff0fevil.example',
  '/%EF%BC%8Fevil.example',
  '/%E2%88%95evil.example',
  // percent-encodings, single, double and triple
  '%2F%2Fevil.example',
  '/%2F/evil.example',
  '/%2fevil.example',
  '%252F%252Fevil.example',
  '/%252F/evil.example',
  '/%25252F%25252Fevil.example',
  '/%C0%AF/evil.example',
  '/%E0%80%AF/evil.example',
  // schemes
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  'java\tscript:alert(1)',
  'javascript%3Aalert(1)',
  'data:text/html,<script>alert(1)</script>',
  'http://evil.example',
  'HTTPS://evil.example',
  'https:evil.example',
  'https:/evil.example',
  // protocol-relative, with and without userinfo
  '//evil.example',
  '///evil.example',
  '////evil.example/x',
  '//user@evil.example',
  '//user:pass@evil.example/',
  'http://app.test@evil.example',
  '/@evil.example',
  'evil.example',
  // nested hops
  '/redirect/v2?redirectUrl=//evil.example',
  '/rx/landing-page?redirectUrl=%2F.%2F%2Fevil.example',
  '/signin?redirectUrl=/.//evil.example',
]

const PROBE = 'http://app.test'

/** Why a Location (or a link the app hands out) would leave this site; null when it is a path here. */
function problemWith(location: string | null | undefined): string | null {
  if (typeof location !== 'string') return `no location (${String(location)})`
  if (!/^\/(?![/\\])/.test(location)) return `not a single-slash path: ${JSON.stringify(location)}`
  if (!/^[\x21-\x7e]*$/.test(location))
    return `whitespace, control or non-ASCII characters: ${JSON.stringify(location)}`
  if (new URL(location, PROBE).origin !== PROBE) return `resolves off-site: ${JSON.stringify(location)}`
  return null
}

const args = (request: Request, params: Record<string, string> = {}) => ({ request, params, context: testContext() })
const locationOf = (result: unknown) => (result instanceof Response ? result.headers.get('location') : undefined)
const dataOf = <T>(result: unknown) =>
  result && typeof result === 'object' && 'data' in result ? (result as { data: T }).data : (result as T)

async function signIn(fields: Record<string, string | undefined> = {}, cookie = '') {
  const form = Object.fromEntries(
    Object.entries({ email: 'shopper@example.com', password: 'Password1', ...fields }).filter(
      ([, value]) => value !== undefined,
    ),
  ) as Record<string, string>
  const response = await serve(signInAction, formPost('/signin', form, { cookie }))
  if (!(response instanceof Response)) throw new Error(`sign-in refused: ${JSON.stringify(dataOf(response))}`)
  return response
}

type Hop = { location: string; cookie: string }

/**
 * Follows a redirect the way the browser would, through every hop of this app
 * that forwards a target (the post-sign-in hop, the pharmacy landing page, the
 * sign-in page and its form, the email-verification detour), checking each
 * Location on the way. Returns the first problem, or null.
 */
async function follow({ location, cookie }: Hop, hops = 0): Promise<string | null> {
  const problem = problemWith(location)
  if (problem) return hops ? `after ${hops} hop(s): ${problem}` : problem
  if (hops > 8) return 'too many hops'
  const url = new URL(location, ORIGIN)
  const next = async (result: unknown, jar = cookie) => {
    if (!(result instanceof Response)) return null
    if (result.status >= 500) return `answered ${result.status}`
    if (result.status >= 400) return null
    return follow({ location: result.headers.get('location') ?? '', cookie: cookiesFrom(result, jar) }, hops + 1)
  }
  switch (url.pathname.replace(/\/+$/, '') || '/') {
    case '/redirect/v2':
      return next(await serve(redirectV2Loader, get(location, { cookie })))
    case '/rx':
      return next(await serve(rxIndexLoader, get(location, { cookie })))
    case '/rx/landing-page':
      return next(await serve(rxLandingLoader, get(location, { cookie })))
    case '/account/verify-email': {
      const page = await serve(verifyEmailLoader, get(location, { cookie }))
      if (page instanceof Response) return next(page)
      return follow({ location: dataOf<{ continueTo: string }>(page).continueTo, cookie }, hops + 1)
    }
    case '/signin': {
      const page = await serve(signInLoader, get(location, { cookie }))
      if (page instanceof Response) return next(page)
      const view = dataOf<{ mode: string; redirectUrl?: string }>(page)
      if (view.mode !== 'classic') return null
      // The page's hidden input carries redirectUrl into the form: sign in with it.
      const hidden = problemWith(view.redirectUrl ?? '/')
      if (hidden) return `the sign-in page's hidden redirectUrl: ${hidden}`
      return next(await signIn({ redirectUrl: view.redirectUrl }, cookie), cookie)
    }
    default:
      return null
  }
}

/** The provider's callback must have signed the user in (not just bounced to /signin); then its Location is followed. */
function signedInAndFollowed(response: unknown, cookie: string) {
  const location = locationOf(response) ?? ''
  if (!/^\/(redirect\/v2|account\/verify-email)\?/.test(location))
    return Promise.resolve(`the callback did not sign in: ${JSON.stringify(location)}`)
  return follow({ location, cookie: cookiesFrom(response as Response, cookie) })
}

/** Runs one vector over every bypass; the failures, by bypass. */
async function failuresOf(vector: (bypass: string) => Promise<string | null>) {
  quietLogs()
  const failures: Record<string, string> = {}
  for (const bypass of BYPASSES) {
    let problem: string | null
    try {
      problem = await vector(bypass)
    } catch (error) {
      problem = `threw ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`
    }
    if (problem) failures[JSON.stringify(bypass)] = problem
  }
  return failures
}

const query = (fields: Record<string, string>) => new URLSearchParams(fields).toString()

/**
 * A request context from a client of its own: a test that starts many provider sign-ins is many visitors, not one
 * over the limit of starts per client (decision 0089).
 */
let clients = 0
const aClient = () => {
  clients += 1
  return testContext({ clientAddress: `10.${(clients >> 16) & 255}.${(clients >> 8) & 255}.${clients & 255}` })
}

describe('safeRedirect', () => {
  it.each([
    ['/rx/dashboard', '/rx/dashboard'],
    ['/account?tab=profile#top', '/account?tab=profile#top'],
    ['/health-dashboard', '/health-dashboard'],
    ['/rx/refills?q=a%20b', '/rx/refills?q=a%20b'],
    ['/rx/transfer?search=Cincinnati OH', '/rx/transfer?search=Cincinnati%20OH'],
    ['/signin?redirectUrl=%2Frx%2Fdashboard', '/signin?redirectUrl=%2Frx%2Fdashboard'],
    ['/a/../rx/dashboard', '/rx/dashboard'],
    ['/@evil.example', '/@evil.example'],
  ])('keeps the same-origin path %j as %j', (input, expected) => {
    expect(safeRedirect(input)).toBe(expected)
  })

  it('answers every bypass with the fallback or a path of this site, and is stable', () => {
    for (const bypass of BYPASSES) {
      const result = safeRedirect(bypass, '/fallback')
      expect(problemWith(result), JSON.stringify(bypass)).toBeNull()
      expect(safeRedirect(result, '/other'), JSON.stringify(bypass)).toBe(result)
    }
  })

  it.each(
    BYPASSES.filter(
      (bypass) =>
        !bypass.startsWith('/redirect/v2') &&
        !bypass.startsWith('/rx/') &&
        !bypass.startsWith('/signin') &&
        bypass !== '/@evil.example',
    ),
  )('falls back for %j', (input) => {
    expect(safeRedirect(input, '/fallback')).toBe('/fallback')
  })

  it('falls back for values that are not strings or are oversized', () => {
    expect(safeRedirect(undefined)).toBe('/')
    expect(safeRedirect(null)).toBe('/')
    expect(safeRedirect(42)).toBe('/')
    expect(safeRedirect(['/rx'])).toBe('/')
    expect(safeRedirect(`/${'a'.repeat(5000)}`)).toBe('/')
    expect(safeRedirect('')).toBe('/')
  })

  it('sends account/delivery to the home page, however it is spelled', () => {
    expect(safeRedirect('/account/delivery')).toBe('/')
    expect(safeRedirect('/account/delivery?x=1')).toBe('/')
    expect(safeRedirect('/account/delivery/')).toBe('/')
    expect(safeRedirect('/account/%64elivery')).toBe('/')
    expect(safeRedirect('/x/../account/delivery')).toBe('/')
    expect(safeRedirect('/account/deliveryish')).toBe('/account/deliveryish')
  })

  it('sameOriginPath gives the normalised path or nothing', () => {
    expect(sameOriginPath('/a/./b/../c?x=1#y')).toBe('/a/c?x=1#y')
    expect(sameOriginPath('/account/delivery')).toBe('/account/delivery')
    expect(sameOriginPath('/.//evil.example')).toBeUndefined()
  })
})

describe('every redirect target from outside the code lands on this site (decision 0033)', () => {
  it('GET /redirect/v2?redirectUrl=', async () => {
    expect(
      await failuresOf((bypass) => follow({ location: `/redirect/v2?${query({ redirectUrl: bypass })}`, cookie: '' })),
    ).toEqual({})
  })

  it('GET /rx and /rx/landing-page ?redirectUrl= (a signed-in pharmacy customer goes straight on)', async () => {
    const cookie = cookiesFrom(await signIn())
    expect(await failuresOf((bypass) => follow({ location: `/rx?${query({ redirectUrl: bypass })}`, cookie }))).toEqual(
      {},
    )
    expect(
      await failuresOf((bypass) => follow({ location: `/rx/landing-page?${query({ redirectUrl: bypass })}`, cookie })),
    ).toEqual({})
  })

  it('the sign-in form’s redirectUrl, after a real sign-in', async () => {
    expect(
      await failuresOf(async (bypass) => {
        const response = await signIn({ redirectUrl: bypass })
        return follow({ location: response.headers.get('location') ?? '', cookie: cookiesFrom(response) })
      }),
    ).toEqual({})
  })

  it('/signin?redirectUrl= through the page’s hidden input, and nested in /rx/landing-page?redirectUrl=', async () => {
    expect(
      await failuresOf((bypass) => follow({ location: `/signin?${query({ redirectUrl: bypass })}`, cookie: '' })),
    ).toEqual({})
    expect(
      await failuresOf((bypass) =>
        follow({
          location: `/signin?${query({ redirectUrl: `/rx/landing-page?${query({ redirectUrl: bypass })}` })}`,
          cookie: '',
        }),
      ),
    ).toEqual({})
  })

  it('/signin?redirectUrl= when already signed in, the legacy /account/sign-in, and cancelling a social link', async () => {
    const cookie = cookiesFrom(await signIn())
    expect(
      await failuresOf((bypass) => follow({ location: `/signin?${query({ redirectUrl: bypass })}`, cookie })),
    ).toEqual({})
    expect(
      await failuresOf(async (bypass) => {
        const response = await serve(legacySignInLoader, get(`/account/sign-in?${query({ redirectUrl: bypass })}`))
        return follow({ location: locationOf(response) ?? '', cookie: '' })
      }),
    ).toEqual({})
    expect(
      await failuresOf(async (bypass) => {
        const response = await serve(
          signInAction,
          formPost('/signin', { intent: 'cancelSocialLink', redirectUrl: bypass }),
        )
        return follow({ location: locationOf(response) ?? '', cookie: cookiesFrom(response as Response) })
      }),
    ).toEqual({})
  })

  it('the identity provider: redirectUrl kept in the flow, then the callback', async () => {
    const device = cookiesFrom(await signIn({ email: 'new@example.com' }))
      .split('; ')
      .filter((pair) => pair.startsWith('__device='))
      .join('; ')
    expect(
      await failuresOf(async (bypass) => {
        const page = await serve(
          signInLoader,
          get(`/signin?${query({ redirectUrl: bypass })}`, { cookie: device }),
          aClient(),
        )
        if (page instanceof Response) return follow({ location: page.headers.get('location') ?? '', cookie: device })
        // A prescription page keeps the classic form (README): that path is the sign-in vector above.
        if (dataOf<{ mode: string }>(page).mode === 'classic')
          return follow({ location: `/signin?${query({ redirectUrl: bypass })}`, cookie: device })
        const { authorizeUrl } = dataOf<{ authorizeUrl: string }>(page)
        const cookie = cookiesFrom(page, device)
        const originalUrl = new URL(authorizeUrl).searchParams.get('originalUrl')
        if (problemWith(originalUrl)) return `originalUrl sent to the provider: ${problemWith(originalUrl)}`
        const params = Object.fromEntries(new URL(authorizeUrl).searchParams)
        const answer = await settle(() =>
          idpAuthorizeAction(
            args(formPost('/mock/idp/authorize', { ...params, email: 'new@example.com', password: 'Password1' })),
          ),
        )
        const callback = new URL(locationOf(answer) ?? '')
        const response = await serve(idpCallbackLoader, get(`${callback.pathname}${callback.search}`, { cookie }))
        return signedInAndFollowed(response, cookie)
      }),
    ).toEqual({})
  })

  it('a kept flow that carries an unsafe redirectUrl (kept before this check) still lands here', async () => {
    expect(
      await failuresOf(async (bypass) => {
        // A state of its own each time: a flow's state is used once (decision 0089).
        const state = `state-${Math.random().toString(36).slice(2)}`
        const verifier = `verifier-${'v'.repeat(40)}`
        const flow = {
          provider: 'idp',
          state,
          codeVerifier: verifier,
          redirectUrl: bypass,
          stepUp: false,
          callRxStepupAuth: false,
          startedAt: Date.now(),
        }
        const code_challenge = createHash('sha256').update(verifier).digest('base64url')
        const answer = await settle(() =>
          idpAuthorizeAction(
            args(
              formPost('/mock/idp/authorize', {
                client_id: 'storefront-web',
                redirect_uri: `${ORIGIN}/auth/idp/callback`,
                state,
                code_challenge,
                email: 'new@example.com',
                password: 'Password1',
              }),
            ),
          ),
        )
        const callback = new URL(locationOf(answer) ?? '')
        const kept = await sessionStorage().getSession()
        kept.set('oauthFlow', flow as never)
        const cookie = (await sessionStorage().commitIfChanged(kept))?.split(';')[0] ?? ''
        const response = await serve(idpCallbackLoader, get(`${callback.pathname}${callback.search}`, { cookie }))
        return signedInAndFollowed(response, cookie)
      }),
    ).toEqual({})
  })

  it('Google: the form’s redirectUrl goes into the kept flow and to Google as a path of this site', async () => {
    expect(
      await failuresOf(async (bypass) => {
        const response = await serve(googleAction, formPost('/auth/google', { redirectUrl: bypass }), aClient())
        const originalUrl = new URL(locationOf(response) ?? '', ORIGIN).searchParams.get('originalUrl')
        return problemWith(originalUrl)
      }),
    ).toEqual({})
  })

  it('the email-verification detour’s Continue link', async () => {
    const cookie = cookiesFrom(await signIn())
    expect(
      await failuresOf((bypass) =>
        follow({ location: `/account/verify-email?${query({ redirectUrl: bypass })}`, cookie }),
      ),
    ).toEqual({})
  })

  it('create account: the page’s redirectUrl and the form’s, then sign-in', async () => {
    let n = 0
    expect(
      await failuresOf(async (bypass) => {
        const page = dataOf<{ redirectUrl: string }>(
          await createAccountLoader(args(get(`/account/create?${query({ redirectUrl: bypass })}`))),
        )
        if (problemWith(page.redirectUrl)) return `hidden redirectUrl: ${problemWith(page.redirectUrl)}`
        const fields = {
          firstName: 'Red',
          lastName: 'Irect',
          email: `redirect-${n++}@example.com`,
          password: 'Password1',
          redirectUrl: bypass,
        }
        // A client of its own per account, so account creation's per-client limit stays out of the way.
        const response = await settle(() =>
          createAccountAction({
            ...args(formPost('/account/create', fields)),
            context: testContext({ clientAddress: `192.0.2.${n}` }),
          }),
        )
        return follow({ location: locationOf(response) ?? '', cookie: '' })
      }),
    ).toEqual({})
  })

  it('password reset: the redirectUrl in the emailed link, the reset page and its form, then sign-in', async () => {
    expect(
      await failuresOf(async (bypass) => {
        await forgotPasswordAction(
          args(formPost('/account/forgot-password', { email: 'shopper@example.com', redirectUrl: bypass })),
        )
        const link = new URL(backOffice.outboxFor('shopper@example.com').at(-1)?.link ?? '')
        if (link.origin !== ORIGIN) return `reset link off-site: ${link.href}`
        const inLink = link.searchParams.get('redirectUrl')
        if (inLink !== null && problemWith(inLink)) return `reset link redirectUrl: ${problemWith(inLink)}`
        const page = dataOf<{ token: string; redirectUrl?: string }>(
          await resetPasswordLoader(args(get(`${link.pathname}${link.search}`))),
        )
        const fields = { token: page.token, password: 'Password1', confirmPassword: 'Password1', redirectUrl: bypass }
        const response = await serve(resetPasswordAction, formPost('/account/reset-password', fields))
        return follow({ location: locationOf(response) ?? '', cookie: '' })
      }),
    ).toEqual({})
  })

  it('the pharmacy cart’s hidden redirectTo', async () => {
    const cookie = cookiesFrom(await signIn())
    expect(
      await failuresOf(async (bypass) => {
        const response = await settle(() =>
          cartAction(
            args(
              formPost(
                '/rx/cart',
                { intent: 'add', rxNumber: '7200001', patientNumber: '1001', redirectTo: bypass },
                { cookie },
              ),
            ),
          ),
        )
        return follow({ location: locationOf(response) ?? '', cookie })
      }),
    ).toEqual({})
  })

  it('the wallet address screen’s returnTo: its Back link, the address-gone redirect and the save', async () => {
    const cookie = cookiesFrom(await signIn())
    const address = { street: '1 Bay St', city: 'Cincinnati', state: 'OH', postalCode: '45202' }
    expect(
      await failuresOf(async (bypass) => {
        const path = `/account/wallet/addresses/new?${query({ returnTo: bypass })}`
        const screen = await settle(() => addressLoader(args(get(path, { cookie }), { addressId: 'new' })))
        const inWallet = (what: string, location: string | null | undefined) => {
          const problem =
            problemWith(location) ??
            (location?.startsWith('/account/wallet') ? null : `left the wallet: ${JSON.stringify(location)}`)
          return problem ? `${what}: ${problem}` : null
        }
        const gone = await settle(() =>
          addressLoader(
            args(get(`/account/wallet/addresses/no-such?${query({ returnTo: bypass })}`, { cookie }), {
              addressId: 'no-such',
            }),
          ),
        )
        let saved: unknown
        try {
          saved = await settle(() => addressAction(args(formPost(path, address, { cookie }), { addressId: 'new' })))
        } catch (error) {
          saved = `threw ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`
        }
        const problems = [
          inWallet('Back link', dataOf<{ backTo: string }>(screen).backTo),
          inWallet('address gone', locationOf(gone)),
          typeof saved === 'string' ? `save ${saved}` : inWallet('after the save', locationOf(saved)),
        ].filter(Boolean)
        return problems.length ? problems.join('; ') : null
      }),
    ).toEqual({})
  })

  it('the mock scenario clean-up redirect (the request’s own path)', async () => {
    expect(
      await failuresOf(async (bypass) => {
        let request: Request
        try {
          request = new Request(
            `${ORIGIN}${bypass.startsWith('/') ? '' : '/'}${bypass}${bypass.includes('?') ? '&' : '?'}mockScenario=default`,
          )
        } catch {
          return null // not a request a browser can send
        }
        return problemWith(locationOf(await serve(rootLoader, request)))
      }),
    ).toEqual({})
  })

  it('the /rx splat redirects (the request’s own path)', async () => {
    expect(
      await failuresOf(async (bypass) => {
        const path = `/rx/pharmacy/details/${encodeURIComponent(bypass)}/${bypass.startsWith('/') ? bypass.slice(1) : bypass}`
        let request: Request
        try {
          request = new Request(`${ORIGIN}${path}`)
        } catch {
          return null
        }
        const problem = problemWith(locationOf(await serve(rxSplatLoader, request)))
        if (problem) return problem
        return problemWith(locationOf(await serve(rxSplatAction, formPost(new URL(request.url).pathname, {}))))
      }),
    ).toEqual({})
    const broken = await serve(rxSplatLoader, get('/rx/pharmacy/details/%E0%A4%A/1'))
    expect(problemWith(locationOf(broken))).toBeNull()
  })

  it('the simulated card page’s returnUrl: refused with a 400, or back to a path of this site', async () => {
    expect(
      await failuresOf(async (bypass) => {
        const path = `/mock/payframe?${query({ mode: 'cvv', returnUrl: bypass })}`
        const page = await serve(payframeLoader, get(path))
        if (page instanceof Response && page.status !== 400) return `page answered ${page.status}`
        const response = await serve(payframeAction, formPost(path, { cvv: '123' }))
        if (!(response instanceof Response)) return 'no redirect and no refusal'
        if (response.status === 400) return null
        return problemWith(response.headers.get('location'))
      }),
    ).toEqual({})
  })
})

describe('the wallet address screen with a CR/LF in returnTo', () => {
  it('saves the address once and goes back to the list, never a 500', async () => {
    quietLogs()
    const cookie = cookiesFrom(await signIn())
    const before = walletBackOffice.wallet(SHOPPER_USER_ID).addresses.length
    const path = `/account/wallet/addresses/new?${query({ returnTo: '/account/wallet/add-card\r\nSet-Cookie: pwned=1' })}`
    const response = await settle(() =>
      addressAction(
        args(formPost(path, { street: '1 Bay St', city: 'Cincinnati', state: 'OH', postalCode: '45202' }, { cookie }), {
          addressId: 'new',
        }),
      ),
    )
    expect(response).toBeInstanceOf(Response)
    expect((response as Response).status).toBe(302)
    expect(locationOf(response)).toBe('/account/wallet')
    expect(walletBackOffice.wallet(SHOPPER_USER_ID).addresses.length).toBe(before + 1)
  })
})

describe('one helper for every redirect target (decision 0033)', () => {
  const APP = join(import.meta.dirname, '../../app')
  const sourceFiles = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const path = join(dir, entry.name)
      return entry.isDirectory() ? sourceFiles(path) : /\.tsx?$/.test(entry.name) ? [path] : []
    })
  const files = sourceFiles(APP).map((path) => ({ path: relative(APP, path), text: readFileSync(path, 'utf8') }))
  const serverSide = files.filter(({ path }) => /\.server\.tsx?$/.test(path) || path.startsWith('routes/'))

  it('server code that reads a redirect parameter imports the helper', () => {
    const reads =
      /\.get\(\s*'(redirectUrl|redirectTo|returnTo|returnUrl)'\s*\)|\b(redirectUrl|redirectTo|returnTo|returnUrl):\s*z\b/
    const readers = serverSide.filter(({ text }) => reads.test(text))
    expect(readers.length).toBeGreaterThan(10)
    expect(
      readers.filter(({ text }) => !text.includes("from '#app/security/safe-redirect.ts'")).map(({ path }) => path),
    ).toEqual([])
  })

  it('no module keeps a same-origin check of its own', () => {
    const ownChecks = /startsWith\(\s*'\/\/'\s*\)|includes\(\s*'\/\/'\s*\)/
    expect(
      files
        .filter(({ path, text }) => path !== 'security/safe-redirect.ts' && ownChecks.test(text))
        .map(({ path }) => path),
    ).toEqual([])
  })
})
