import type { AppLoadContext } from '@remix-run/node'

/**
 * Cookies that a loader or action asks to set on this request's response, whatever that response becomes (the page, a
 * single-fetch `.data` answer, another route's error page). The server entry writes them (`writeResponseCookies`).
 *
 * For what a gate learns in passing (a remembered answer that spares the next request an upstream round), not for
 * cookies a user's step depends on: those go on the response that route returns. A document request that ends in a
 * redirect never reaches the entry, so a cookie asked for here may be dropped: it must be one the app can do without.
 */
const jars = new WeakMap<AppLoadContext, Set<string>>()

export function setCookieOnResponse(context: AppLoadContext, setCookie: string) {
  const jar = jars.get(context) ?? new Set()
  jars.set(context, jar.add(setCookie))
}

export function writeResponseCookies(context: AppLoadContext, headers: Headers) {
  for (const setCookie of jars.get(context) ?? []) headers.append('set-cookie', setCookie)
}
