import { randomUUID } from 'node:crypto'
import { DEFAULT_LANGUAGE, type Language } from '#app/i18n/language.ts'

/** What an id from our own proxy may look like (nginx's `$request_id` is 32 hex digits): anything else is replaced. */
export const WELL_FORMED_REQUEST_ID = /^[A-Za-z0-9._:-]{8,128}$/

/**
 * One incoming request as the app sees it (decision 0088), made once by the server (`server/app.ts`) and handed to
 * every loader and action of that request: a page's, a `.data` call's, a no-JS post's action and then its loaders.
 * Modelled on Hydrogen's `app/lib/context.ts`: what a request shares lives here, not in tables keyed by a request.
 */
export type RequestContext = {
  /** The client's address: the socket's, or through TRUSTED_PROXY_HOPS trusted proxies. */
  readonly clientAddress: string
  /** This request's id. */
  readonly requestId: string
  /** The language its pages speak (decision 0108): the switch's cookie, else Accept-Language, read once. */
  readonly language: Language
  /**
   * `load`'s answer, asked once per request under `key` and shared by its loaders: a layout and its page that need
   * the same upstream answers wait one round of latency, not one each. Each caller gets its own copy of a thrown
   * Response: Remix reads the body of every loader's thrown Response, and a body can be read once.
   */
  once<T>(key: object, load: () => Promise<T>): Promise<T>
  /**
   * A cookie this request's answer sets, whatever the answer becomes (a page, a redirect, a `.data` answer, a
   * resource, an error page): the server writes it (`responseCookies`). One per cookie name: asked twice in one
   * request (an action, then its loaders), the later one goes.
   */
  setCookie(setCookie: string): void
  /** The Set-Cookie lines asked for, for the server to write on the response. */
  responseCookies(): string[]
}

export function createRequestContext({
  clientAddress,
  requestId = randomUUID(),
  language = DEFAULT_LANGUAGE,
}: {
  clientAddress: string
  requestId?: string
  language?: Language
}): RequestContext {
  const answers = new Map<object, Promise<unknown>>()
  const cookies = new Map<string, string>()
  return {
    clientAddress,
    requestId,
    language,
    once<T>(key: object, load: () => Promise<T>) {
      let answer = answers.get(key) as Promise<T> | undefined
      if (!answer) answers.set(key, (answer = load()))
      return answer.catch((thrown: unknown) => {
        throw thrown instanceof Response ? thrown.clone() : thrown
      })
    },
    setCookie(setCookie) {
      cookies.set(setCookie.slice(0, setCookie.indexOf('=')), setCookie)
    },
    responseCookies: () => [...cookies.values()],
  }
}
