import type { AppLoadContext, LoaderFunctionArgs } from '@remix-run/node'
import { testContext } from './context.ts'

/** Builds requests for calling loaders and actions directly, as the browser would send them. */
export const ORIGIN = 'http://localhost:3000'

export function formPost(
  path: string,
  fields: Record<string, string | string[]>,
  { cookie, host }: { cookie?: string; host?: string } = {},
) {
  const body = new URLSearchParams()
  for (const [name, value] of Object.entries(fields)) {
    for (const item of Array.isArray(value) ? value : [value]) body.append(name, item)
  }
  const headers = new Headers({
    'content-type': 'application/x-www-form-urlencoded',
    origin: host ? `http://${host}` : ORIGIN,
  })
  if (cookie) headers.set('cookie', cookie)
  if (host) headers.set('host', host)
  return new Request(`${ORIGIN}${path}`, { method: 'POST', body, headers })
}

export function get(path: string, { cookie, host }: { cookie?: string; host?: string } = {}) {
  const headers = new Headers()
  if (cookie) headers.set('cookie', cookie)
  if (host) headers.set('host', host)
  return new Request(`${ORIGIN}${path}`, { headers })
}

/**
 * Arguments for the loaders of one page as the server calls them: a Request each, one request context shared.
 * Call it once per loader.
 */
export function onePageArgs(path: string, cookie: string) {
  const context = testContext()
  return () => ({ request: get(path, { cookie }), params: {}, context })
}

/** The request context each answer of `serve` was made in: its jar holds the cookies the server adds to it. */
const servedIn = new WeakMap<object, AppLoadContext>()

/**
 * Runs a loader or action as the server does (`server/app.ts`), in a request context of its own (or the one given):
 * the Response it threw or returned, or its data. The cookies the answer sets (`cookiesFrom`) include those its
 * context's jar asked for (a flow's, decision 0088), which the server writes on whatever the answer is.
 */
export async function serve<T>(
  handler: (args: LoaderFunctionArgs) => T | Promise<T>,
  request: Request,
  context: AppLoadContext = testContext(),
) {
  const answer = await settle(() => handler({ request, params: {}, context }))
  if (typeof answer === 'object' && answer !== null) servedIn.set(answer, context)
  return answer
}

/** The Set-Cookie lines an answer carries: its own, then (an answer of `serve`) those its request context's jar asked for. */
export function setCookiesOf(answer: unknown) {
  const headers =
    answer instanceof Response
      ? answer.headers
      : new Headers((answer as { init?: ResponseInit | null } | undefined)?.init?.headers)
  const served = typeof answer === 'object' && answer !== null ? servedIn.get(answer) : undefined
  return [...headers.getSetCookie(), ...(served?.responseCookies() ?? [])]
}

/**
 * The cookies an answer sets, as a Cookie header for the next request: a Response's Set-Cookie lines, or those of a
 * `data(…, { headers })` answer, then (an answer of `serve`) those its request context's jar asked for.
 */
export function cookiesFrom(answer: unknown, previous = '') {
  const jar = new Map(
    previous
      .split(/;\s*/)
      .filter(Boolean)
      .map((pair) => [pair.split('=')[0]!, pair] as const),
  )
  for (const line of setCookiesOf(answer)) {
    const pair = line.split(';')[0]!
    const [name, value] = [pair.split('=')[0]!, pair.slice(pair.indexOf('=') + 1)]
    if (value === '' || /max-age=0|expires=thu, 01 jan 1970/i.test(line)) jar.delete(name)
    else jar.set(name, pair)
  }
  return [...jar.values()].join('; ')
}

/** The cookies a request's loaders asked the server to set (`context.setCookie`), for the next request. */
export function cookiesFromEntry(context: AppLoadContext, previous = '') {
  const headers = new Headers()
  for (const setCookie of context.responseCookies()) headers.append('set-cookie', setCookie)
  return cookiesFrom(new Response(null, { headers }), previous)
}

/** Runs a loader or action and returns the Response it threw or returned, or its data. */
export async function settle<T>(run: () => Promise<T> | T): Promise<Response | T> {
  try {
    return await run()
  } catch (thrown) {
    if (thrown instanceof Response) return thrown
    throw thrown
  }
}

/** Spec 2 section 8's answer to a patient number not the customer's: a 404 saying which, never a page or a redirect. */
export async function missingPatientOf(answer: unknown) {
  if (!(answer instanceof Response)) return { status: null, text: null }
  return { status: answer.status, text: await answer.text() }
}
