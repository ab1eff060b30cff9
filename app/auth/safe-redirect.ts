/**
 * The one place a URL from the request becomes a redirect target. Only a
 * same-origin path survives; anything else (other hosts, protocol-relative
 * `//x`, `/\x`, `javascript:`, encoded tricks, control characters) falls back.
 */
const PROBE_ORIGIN = 'http://same-origin.invalid'

export function safeRedirect(to: unknown, fallback = '/'): string {
  if (typeof to !== 'string' || to.length === 0 || to.length > 2048) return fallback
  let decoded = to
  try {
    // Decode repeatedly so `%2F%2Fevil` and double-encoding cannot hide a second slash.
    for (let i = 0; i < 3 && /%[0-9a-f]{2}/i.test(decoded); i++) decoded = decodeURIComponent(decoded)
  } catch {
    return fallback
  }
  for (const candidate of [to, decoded]) {
    if (!candidate.startsWith('/') || candidate.startsWith('//') || candidate.startsWith('/\\')) return fallback
    if (/[\u0000-\u001f\u007f]/.test(candidate)) return fallback
  }
  let url: URL
  try {
    url = new URL(to, PROBE_ORIGIN)
  } catch {
    return fallback
  }
  if (url.origin !== PROBE_ORIGIN) return fallback
  const path = `${url.pathname}${url.search}${url.hash}`
  // Spec 1 section 4: the account/delivery hop always lands on the home page.
  if (/^\/account\/delivery(\/|$|\?)/.test(path)) return '/'
  return path
}
