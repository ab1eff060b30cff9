/**
 * The one place a URL from outside the code (query, form field, hidden input,
 * cookie, upstream answer, the request's own path) becomes a redirect target
 * (docs/decisions/0033-redirects.md).
 *
 * The check runs on the final value, the exact string that goes into
 * `Location`: the path is normalised first (dot segments resolved, the rest
 * percent-encoded), then that result must be one path on this origin. So
 * `/.//evil.example`, which only turns into `//evil.example` once normalised,
 * is refused like `//evil.example` itself.
 */
const PROBE_ORIGIN = 'http://same-origin.invalid'
const MAX_LENGTH = 2048

/** C0 and C1 controls (tab, CR, LF, NUL...): browsers drop some of them from URLs, and a header cannot carry them. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/
/** A second slash right after the first, written as `/`, `\` or a look-alike (fullwidth, division, fraction, set minus...). */
const SECOND_SLASH = /^.[/\\\u2044\u2215\u2216\u29f5\u29f8\u29f9\ufe68\uff0f\uff3c]/
const ESCAPE = /%[0-9a-f]{2}/i
/** How often a value is decoded to look for what it hides (`%252F` twice, `%25252F` three times); deeper counts as doubtful. */
const MAX_DECODES = 3

/** The path, search and hash of a candidate, as the browser would resolve it against this site; undefined when it leaves. */
function resolveHere(candidate: string): string | undefined {
  if (!candidate.startsWith('/') || SECOND_SLASH.test(candidate) || CONTROL.test(candidate)) return undefined
  let url: URL
  try {
    url = new URL(candidate, PROBE_ORIGIN)
  } catch {
    return undefined
  }
  if (url.origin !== PROBE_ORIGIN) return undefined
  const path = `${url.pathname}${url.search}${url.hash}`
  // Dot segments resolved: `/a/..//x` is `//x` now.
  return SECOND_SLASH.test(path) ? undefined : path
}

/** The value and what it reads as once decoded, once, twice, three times; undefined when it does not decode cleanly. */
function decodings(value: string): string[] | undefined {
  const forms = [value]
  let current = value
  for (let i = 0; i < MAX_DECODES && ESCAPE.test(current); i++) {
    try {
      current = decodeURIComponent(current)
    } catch {
      return undefined
    }
    forms.push(current)
  }
  return ESCAPE.test(current) ? undefined : forms
}

/**
 * The normalised, encoded path (pathname, search and hash) of a target on this
 * site, or undefined. The raw value and every decoding of it must stay on this
 * site; so must the normalised result and every decoding of that (a later hop
 * that decodes it once more still lands here).
 */
export function sameOriginPath(to: unknown): string | undefined {
  if (typeof to !== 'string' || to.length === 0 || to.length > MAX_LENGTH) return undefined
  // Whitespace at either end is trimmed by browsers: what they follow is not what was checked.
  if (to.trim() !== to) return undefined
  const raw = decodings(to)
  if (!raw || raw.some((form) => resolveHere(form) === undefined)) return undefined
  const path = resolveHere(to)
  if (path === undefined || path.length > MAX_LENGTH) return undefined
  // The final value itself: printable ASCII only (no whitespace, controls or raw unicode in a header)...
  if (!/^[\x21-\x7e]+$/.test(path)) return undefined
  // ...stable (normalising it again changes nothing)...
  if (resolveHere(path) !== path) return undefined
  // ...and every decoding of it stays here too.
  const decoded = decodings(path)
  if (!decoded || decoded.some((form) => resolveHere(form) === undefined)) return undefined
  return path
}

/** Spec 1 section 4: the account/delivery hop always lands on the home page (checked on the decoded path, any case). */
function isAccountDelivery(path: string) {
  const pathname = new URL(path, PROBE_ORIGIN).pathname
  const forms = decodings(pathname) ?? [pathname]
  return forms.some((form) => /^\/account\/delivery(\/|$)/i.test(form))
}

/**
 * A redirect target from the request: its normalised same-origin path, or
 * `fallback` for anything doubtful (other hosts, protocol-relative `//x`, `/\x`,
 * dot segments that lead there, `javascript:`, encoded tricks, control
 * characters and whitespace browsers strip, unicode slashes).
 */
export function safeRedirect(to: unknown, fallback = '/'): string {
  const path = sameOriginPath(to)
  if (path === undefined) return fallback
  if (isAccountDelivery(path)) return '/'
  return path
}
