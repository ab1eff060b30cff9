import { createHash, randomBytes } from 'node:crypto'
import { Strategy } from 'remix-auth/strategy'
import { z } from 'zod'
import { env } from '#app/env.server.ts'
import { appCookieOptions, createSealedCookie } from '#app/security/sealed-cookie.server.ts'
import { publicOrigin } from '#app/security/public-origin.server.ts'
import { safeRedirect } from '#app/security/safe-redirect.ts'
import type { OAuthProvider } from '#app/upstream/oauth.server.ts'

/**
 * OAuth2 authorization code with PKCE, for the external identity provider and
 * Google. The flow's state lives in a short-lived sealed cookie, never on the
 * server. The token call goes through the upstream request layer (the verify
 * callback does it), so the boundary rules hold here too.
 */
const flowSchema = z.object({
  provider: z.enum(['idp', 'google']),
  state: z.string(),
  codeVerifier: z.string(),
  // Checked again when the cookie is read (decision 0033): a cookie signed by an older build may carry anything.
  redirectUrl: z.string().transform((url) => safeRedirect(url, '/')),
  stepUp: z.boolean(),
  callRxStepupAuth: z.boolean(),
  calledFrom: z.string().max(100).optional(),
})
export type OAuthFlow = z.infer<typeof flowSchema>

let flowCookieInstance: ReturnType<typeof createSealedCookie> | undefined
export function oauthFlowCookie() {
  flowCookieInstance ??= createSealedCookie('__oauth_flow', { ...appCookieOptions(), path: '/auth', maxAge: 600 })
  return flowCookieInstance
}

const base64url = (bytes: Buffer) => bytes.toString('base64url')

function callbackUrl(request: Request, provider: OAuthProvider) {
  return new URL(`/auth/${provider}/callback`, publicOrigin(request)).href
}

type AuthorizationOptions = {
  redirectUrl: string
  prompt: string
  stepUp?: boolean
  callRxStepupAuth?: boolean
  calledFrom?: string
}

/** The provider's authorize URL and the cookie that remembers this flow. */
export async function beginAuthorization(request: Request, provider: OAuthProvider, options: AuthorizationOptions) {
  const config = env().oauth[provider]
  const flow: OAuthFlow = {
    provider,
    state: base64url(randomBytes(16)),
    codeVerifier: base64url(randomBytes(32)),
    redirectUrl: safeRedirect(options.redirectUrl, '/'),
    stepUp: options.stepUp ?? false,
    callRxStepupAuth: options.callRxStepupAuth ?? false,
    calledFrom: options.calledFrom,
  }
  // The simulated providers' pages are paths on this app: on its configured origin, like the callback.
  const url = new URL(config.authorizeUrl, publicOrigin(request))
  url.search = new URLSearchParams({
    response_type: 'code',
    client_id: config.clientId,
    redirect_uri: callbackUrl(request, provider),
    scope: provider === 'google' ? 'profile email' : 'openid profile email',
    state: flow.state,
    code_challenge: base64url(createHash('sha256').update(flow.codeVerifier).digest()),
    code_challenge_method: 'S256',
    prompt: options.prompt,
    originalUrl: flow.redirectUrl,
    ...(options.calledFrom ? { calledFrom: options.calledFrom } : {}),
    ...(flow.stepUp ? { acr_values: 'stepup' } : {}),
  }).toString()
  return { authorizeUrl: url.href, setCookie: await oauthFlowCookie().serialize(flow) }
}

export class AuthorizationError extends Error {
  constructor(readonly reason: 'denied' | 'state-mismatch' | 'missing-code') {
    super(`Authorization failed: ${reason}`)
  }
}

type AuthorizationResult = { code: string; flow: OAuthFlow; redirectUri: string; request: Request }

/** remix-auth strategy for the callback: checks state, then lets `verify` exchange the code. */
export class OAuth2CallbackStrategy<User> extends Strategy<User, AuthorizationResult> {
  name: OAuthProvider

  constructor(provider: OAuthProvider, verify: Strategy.VerifyFunction<User, AuthorizationResult>) {
    super(verify)
    this.name = provider
  }

  async authenticate(request: Request): Promise<User> {
    const url = new URL(request.url)
    const parsed = flowSchema.safeParse(await oauthFlowCookie().parse(request.headers.get('cookie')))
    const flow = parsed.success ? parsed.data : undefined
    if (!flow || flow.provider !== this.name || url.searchParams.get('state') !== flow.state) {
      throw new AuthorizationError('state-mismatch')
    }
    if (url.searchParams.get('error')) throw new AuthorizationError('denied')
    const code = url.searchParams.get('code')
    if (!code) throw new AuthorizationError('missing-code')
    return this.verify({ code, flow, redirectUri: callbackUrl(request, this.name), request })
  }
}

/** Clears the flow cookie once the callback has used it. */
export async function endAuthorizationCookie() {
  return oauthFlowCookie().serialize('', { maxAge: 0 })
}
