import type { AuthState } from '#app/auth/auth-state.server.ts'
import type { Language } from '#app/i18n/language.ts'
import { textsOf } from '#app/i18n/messages.server.ts'
import { NAVIGATION_NAMES } from '#app/upstream/content.schema.ts'
import { fetchNavigation } from '#app/upstream/content.server.ts'
import { isUpstreamError } from '#app/upstream/errors.ts'
import type { UpstreamClient } from '#app/upstream/request.server.ts'
import { healthMenuView } from './health-menu-levels.ts'
import { HEALTH_MENU } from './health-menu.messages.server.ts'

/** The authenticated menu only for a full sign-in on a known machine (spec 1 section 6). */
function healthMenuName(auth: Pick<AuthState, 'status' | 'knownMachine'>) {
  return auth.status === 'authenticated' && auth.knownMachine
    ? NAVIGATION_NAMES.authenticated
    : NAVIGATION_NAMES.unauthenticated
}

/** A menu that fails to load leaves the page usable: the menu says so instead, in the page's language. */
export async function loadHealthMenu(
  client: UpstreamClient,
  auth: Pick<AuthState, 'status' | 'knownMachine'>,
  request: Request,
  language: Language,
) {
  const url = new URL(request.url)
  const texts = textsOf(HEALTH_MENU, language)
  try {
    const items = await fetchNavigation(client, healthMenuName(auth))
    return {
      status: 'loaded' as const,
      view: healthMenuView(items, url.pathname, url.searchParams.get('menu')),
      texts,
    }
  } catch (error) {
    if (!isUpstreamError(error)) throw error
    return { status: 'failed' as const, texts }
  }
}
export type HealthMenuLoad = Awaited<ReturnType<typeof loadHealthMenu>>
