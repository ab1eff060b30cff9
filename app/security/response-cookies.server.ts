import type { AppLoadContext } from '@remix-run/node'

/**
 * Cookies that a loader or action asks to set on this request's response, whatever that response becomes (the page, a
 * single-fetch `.data` answer, another route's error page). The server entry writes them (`writeResponseCookies`).
 *
 * For what a gate learns in passing (a remembered answer that spares the next request an upstream round), not for
 * cookies a user's step depends on: those go on the response that route returns. A document request that ends in a
 * redirect never reaches the entry, so a cookie asked for here may be dropped: it must be one the app can do without.
 */
const jars = new WeakMap<AppLoadContext, Map<string, string>>()

/** One Set-Cookie per cookie name: asked twice in one request (an action, then its loaders), the later one goes. */
export function setCookieOnResponse(context: AppLoadContext, setCookie: string) {
  const jar = jars.get(context) ?? new Map<string, string>()
  jars.set(context, jar.set(setCookie.slice(0, setCookie.indexOf('=')), setCookie))
}

export function writeResponseCookies(context: AppLoadContext, headers: Headers) {
  for (const setCookie of jars.get(context)?.values() ?? []) headers.append('set-cookie', setCookie)
}
