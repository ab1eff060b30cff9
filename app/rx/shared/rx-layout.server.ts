import type { AppLoadContext } from '@remix-run/node'
import { endIfOver, getAuthState, upstreamFor } from '#app/auth/auth-state.server.ts'
import { loadHealthMenu } from '#app/health/health-menu-content.server.ts'
import { isUpstreamError } from '#app/upstream/errors.ts'
import type { UpstreamClient } from '#app/upstream/request.server.ts'
import { fetchBannerMessage } from '#app/upstream/content.server.ts'
import { textsOf } from '#app/i18n/messages.server.ts'
import { RX_SHELL } from './rx-shell.messages.server.ts'

export type BannerMessage = { text: string; kind: 'info' | 'warning' | 'error' | 'success'; className?: string }

const MESSAGE_KINDS = new Set<BannerMessage['kind']>(['info', 'warning', 'error', 'success'])

/** The dynamic banner message is decoration: a failure leaves the page without it. */
async function loadBannerMessage(client: UpstreamClient): Promise<BannerMessage | null> {
  try {
    const message = await fetchBannerMessage(client)
    if (!message.active || !message.messageText) return null
    const kind = MESSAGE_KINDS.has(message.messageKind as BannerMessage['kind'])
      ? (message.messageKind as BannerMessage['kind'])
      : 'info'
    return { text: message.messageText, kind, className: message.messageClass ?? undefined }
  } catch (error) {
    if (!isUpstreamError(error)) throw error
    return null
  }
}

/**
 * Everything the /rx shell shows around a page. It runs on every /rx
 * navigation, so it is also where an idled-out session ends (the no-JS half
 * of the session timeout); the root loader records the activity.
 */
export async function loadRxLayout(request: Request, context: AppLoadContext) {
  const auth = await getAuthState(request, context)
  await endIfOver(request, context, auth)
  const signedIn = auth.status === 'authenticated' && auth.user !== undefined
  const client = await upstreamFor(request, context, auth.session)
  const [menu, bannerMessage] = await Promise.all([
    loadHealthMenu(client, auth, request, context.language),
    loadBannerMessage(client),
  ])
  return { menu, bannerMessage, signedIn, texts: textsOf(RX_SHELL, context.language) }
}
