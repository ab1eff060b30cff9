/**
 * Cross-site request checks shared by the server entry (every POST, `.data`
 * included) and the form reader (actions called directly).
 */

/** What these checks read of a request: the server entry passes Express's headers in this shape. */
export type RequestHeaders = Pick<Request, 'headers' | 'url'>

/**
 * The host the browser addressed. X-Forwarded-Host counts because the server
 * entry drops it unless it came through a trusted proxy (TRUSTED_PROXY_HOPS),
 * and then keeps only the value that proxy wrote.
 */
export function requestHost(request: RequestHeaders) {
  return (
    request.headers.get('x-forwarded-host')?.split(',')[0]?.trim() ||
    request.headers.get('host') ||
    new URL(request.url).host
  ).toLowerCase()
}

function hostOf(address: string) {
  try {
    return address === 'null' ? undefined : new URL(address).host.toLowerCase()
  } catch {
    return undefined
  }
}

/**
 * A state change is accepted only when the browser shows it came from this
 * site: Origin, or failing that Sec-Fetch-Site, or failing that Referer. A post
 * that shows none of them is refused (no browser of ours sends such a post).
 * Hosts, not origins: TLS usually ends at the load balancer, so the scheme here may differ.
 */
export function isSameOriginPost(request: RequestHeaders) {
  const host = requestHost(request)
  const origin = request.headers.get('origin')
  const fetchSite = request.headers.get('sec-fetch-site')
  if (fetchSite !== null && fetchSite !== 'same-origin') return false
  if (origin !== null) return hostOf(origin) === host
  if (fetchSite !== null) return true
  const referer = request.headers.get('referer')
  return referer !== null && hostOf(referer) === host
}

export const CROSS_SITE_MESSAGE = 'This form was sent from another site, so it was not accepted.'
