import type { Language } from '#app/i18n/language.ts'
import { createRequestContext, type RequestContext } from '#app/security/request-context.server.ts'

/** A request's context as the server makes it (`server/app.ts`), for calling loaders and actions directly. */
export function testContext({
  clientAddress = '192.0.2.1',
  language,
}: { clientAddress?: string; language?: Language } = {}): RequestContext {
  return createRequestContext({ clientAddress, language })
}
