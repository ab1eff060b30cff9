import { env } from '#app/env.server.ts'
import { requestHost } from './same-origin.ts'

let byHost: Map<string, string> | undefined

/** The configured origin (PUBLIC_ORIGINS) whose host the request was addressed to; undefined for a host this deployment does not serve. */
export function publicOriginForHost(host: string): string | undefined {
  byHost ??= new Map(env().publicOrigins.map((origin) => [new URL(origin).host, origin]))
  return byHost.get(host.toLowerCase())
}

export const UNKNOWN_HOST_MESSAGE = 'This address is not served here.'

/**
 * The origin to build an absolute link on (a reset link in an email, an OAuth
 * redirect_uri): always one from configuration, never the Host header itself,
 * so a forged Host cannot point a link elsewhere.
 */
export function publicOrigin(request: Request): string {
  const origin = publicOriginForHost(requestHost(request))
  if (!origin) throw new Response(UNKNOWN_HOST_MESSAGE, { status: 400 })
  return origin
}
