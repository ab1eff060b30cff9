import { env } from '#app/env.server.ts'
import { CONTENT_HOSTS, parseContentEnvironment } from '#app/banners/banners.ts'

/** The one frame pages may embed: the card processor's hosted card-entry origin (spec 3 section 7), or 'self' for the simulated one. */
const cardFrameSource = () => (env().cardFrameUrl.startsWith('/') ? `'self'` : new URL(env().cardFrameUrl).origin)

/** The fraud-detection script by its full address (not its whole origin), or nothing more than 'self' for the simulated one. */
const fraudScriptSource = () => (env().fraudScriptUrl.startsWith('/') ? `'self'` : env().fraudScriptUrl)

/** The banner logos' content host; under mocks the app draws the logos itself ('self'). */
const logoSource = () => (env().mocks ? undefined : CONTENT_HOSTS[parseContentEnvironment(env().contentEnv)])

/** `npm run dev`'s live reload: its pages keep a WebSocket open to Remix's dev server (decision 0099). */
const liveReloadSource = () => {
  const origin = env().liveReloadOrigin
  return origin && new URL(origin).origin.replace(/^http/, 'ws')
}

/** The simulated hosted page is a third party's page that our checkout frames (mocks only). */
function isSimulatedCardFrame(pathname: string | undefined) {
  return env().mocks && pathname !== undefined && env().cardFrameUrl.startsWith('/') && pathname === env().cardFrameUrl
}

/**
 * Security headers for every response. Scripts run only from here (with
 * this request's nonce inline) or the fraud-detection host; images come from ourselves and the logo content host; the only
 * frame is the card processor's.
 */
export function applySecurityHeaders(headers: Headers, nonce?: string, pathname?: string) {
  const frameable = isSimulatedCardFrame(pathname)
  // The fraud-detection script is the one script from elsewhere (spec 3 section 7).
  const scriptSrc = [...new Set([`'self'`, fraudScriptSource()])].join(' ') + (nonce ? ` 'nonce-${nonce}'` : '')
  const policy = [
    `default-src 'self'`,
    `script-src ${scriptSrc}`,
    `style-src 'self'`,
    ['img-src', "'self'", 'data:', logoSource()].filter(Boolean).join(' '),
    ['connect-src', "'self'", liveReloadSource()].filter(Boolean).join(' '),
    `font-src 'self'`,
    `form-action 'self'`,
    `frame-src ${cardFrameSource()}`,
    `frame-ancestors ${frameable ? `'self'` : `'none'`}`,
    `base-uri 'none'`,
    `object-src 'none'`,
  ].join('; ')
  headers.set('content-security-policy', policy)
  for (const [name, value] of Object.entries(transportHeaders())) headers.set(name, value)
  headers.set('x-frame-options', frameable ? 'SAMEORIGIN' : 'DENY')
  headers.set('cross-origin-opener-policy', 'same-origin')
  headers.set('permissions-policy', 'camera=(), microphone=(), geolocation=(), payment=()')
}

/**
 * The cookies that name or hold someone's state (decision 0089): the session's
 * id (its sign-in and flows are on the server) and the flash.
 */
const PERSONAL_COOKIE = /(^|;\s*)(__session|__flash)=/

/**
 * A page or `.data` answer for someone with a session (a signed-in customer, a
 * verified guest) is theirs alone: no shared cache keeps it, and no browser
 * stores it on disk. A route that chose its own policy keeps it. Any page may
 * differ by language, so every one says what it varies by.
 */
export function applyCachePolicy(request: Request, headers: Headers) {
  // A page speaks the language of the switch's cookie, else of Accept-Language (decision 0108).
  headers.append('vary', 'Accept-Language, Cookie')
  if (headers.has('cache-control')) return
  if (PERSONAL_COOKIE.test(request.headers.get('cookie') ?? '')) headers.set('cache-control', 'private, no-store')
}

/** The headers every response carries, static files and the server entry's own answers included. */
export function transportHeaders(): Record<string, string> {
  return {
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    ...(env().isProduction && !env().mocks
      ? { 'strict-transport-security': 'max-age=31536000; includeSubDomains' }
      : {}),
  }
}
