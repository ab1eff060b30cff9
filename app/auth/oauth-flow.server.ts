import { createHash, randomBytes } from 'node:crypto'
import type { AppLoadContext } from '@remix-run/node'
import { Strategy } from 'remix-auth/strategy'
import { z } from 'zod'
import { env } from '#app/env.server.ts'
import { publicOrigin } from '#app/security/public-origin.server.ts'
import { safeRedirect } from '#app/security/safe-redirect.ts'
import type { OAuthProvider } from '#app/upstream/oauth.server.ts'
import { orServiceUnavailable } from '#app/security/server-session.server.ts'
import { createServerStore } from '#app/security/server-store.server.ts'
import { clientKey, createRateLimiter } from '#app/security/rate-limit.server.ts'
import { TOO_MANY_SIGN_IN_STARTS } from './auth-texts.ts'
import { commitSession, type AppSession } from './session.server.ts'

/**
 * OAuth2 authorization code with PKCE, for the external identity provider and
 * Google. The flow's state (its state value and PKCE verifier) is kept in the
 * visitor's session on the server (decision 0089), for ten minutes and one
 * callback. The token call goes through the upstream request layer (the verify
 * callback does it), so the boundary rules hold here too.
 */
const flowSchema = z.object({
  provider: z.enum(['idp', 'google']),
  state: z.string(),
  codeVerifier: z.string(),
  // Checked again when the flow is read (decision 0033): a flow kept by an older build may carry anything.
  redirectUrl: z.string().transform((url) => safeRedirect(url, '/')),
  stepUp: z.boolean(),
  callRxStepupAuth: z.boolean(),
  calledFrom: z.string().max(100).optional(),
  startedAt: z.number(),
})
export type OAuthFlow = z.infer<typeof flowSchema>

/** How long a flow waits for its callback: the provider's own sign-in page takes a few minutes at most. */
const FLOW_SECONDS = 600

/**
 * Provider sign-ins one client may start in 15 minutes. Each keeps a session on the server for a while, and a visit
 * to a sign-in page starts one: a person starts a few, a flood of them would fill the store (decision 0089).
 */
export const SIGN_IN_STARTS_PER_CLIENT = 30
const signInStarts = createRateLimiter({
  name: 'oauth-starts',
  windowMs: 15 * 60 * 1000,
  max: SIGN_IN_STARTS_PER_CLIENT,
})

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

/**
 * The provider's authorize URL; the flow is kept in `session` (a visitor without one gets one, its cookie in the
 * request's jar).
 */
export async function beginAuthorization(
  request: Request,
  context: AppLoadContext,
  session: AppSession,
  provider: OAuthProvider,
  options: AuthorizationOptions,
) {
  if (!(await signInStarts.hit([clientKey(context)])).allowed)
    throw new Response(TOO_MANY_SIGN_IN_STARTS, { status: 429 })
  const config = env().oauth[provider]
  const flow: OAuthFlow = {
    provider,
    state: base64url(randomBytes(16)),
    codeVerifier: base64url(randomBytes(32)),
    redirectUrl: safeRedirect(options.redirectUrl, '/'),
    stepUp: options.stepUp ?? false,
    callRxStepupAuth: options.callRxStepupAuth ?? false,
    calledFrom: options.calledFrom,
    startedAt: Date.now(),
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
  session.set('oauthFlow', flow)
  await commitSession(context, session)
  return url.href
}

/** The flows' state values a callback has used, each once, whichever instance it reached (Redis or nothing). */
const usedStates = createServerStore('oauth-states-used', { strict: true })

/**
 * The flow `session` keeps, taken out of it (the caller commits the session): one callback uses it, even two sent at
 * once with the same cookie. None when it is missing, malformed (kept by an older build), older than FLOW_SECONDS or
 * used already.
 */
export async function takeAuthorization(session: AppSession, now = Date.now()): Promise<OAuthFlow | undefined> {
  const parsed = flowSchema.safeParse(session.get('oauthFlow'))
  session.unset('oauthFlow')
  if (!parsed.success) return undefined
  const age = now - parsed.data.startedAt
  if (!(age >= 0 && age <= FLOW_SECONDS * 1000)) return undefined
  const first = await orServiceUnavailable(() => usedStates.claim(parsed.data.state, FLOW_SECONDS * 1000))
  return first ? parsed.data : undefined
}

export class AuthorizationError extends Error {
  constructor(readonly reason: 'denied' | 'state-mismatch' | 'missing-code') {
    super(`Authorization failed: ${reason}`)
  }
}

type AuthorizationResult = { code: string; flow: OAuthFlow; redirectUri: string; request: Request }

/**
 * remix-auth strategy for the callback: checks state against the flow the session kept (`takeAuthorization`), then
 * lets `verify` exchange the code.
 */
export class OAuth2CallbackStrategy<User> extends Strategy<User, AuthorizationResult> {
  name: OAuthProvider

  constructor(
    provider: OAuthProvider,
    private readonly flow: OAuthFlow | undefined,
    verify: Strategy.VerifyFunction<User, AuthorizationResult>,
  ) {
    super(verify)
    this.name = provider
  }

  async authenticate(request: Request): Promise<User> {
    const url = new URL(request.url)
    const { flow } = this
    if (!flow || flow.provider !== this.name || url.searchParams.get('state') !== flow.state) {
      throw new AuthorizationError('state-mismatch')
    }
    if (url.searchParams.get('error')) throw new AuthorizationError('denied')
    const code = url.searchParams.get('code')
    if (!code) throw new AuthorizationError('missing-code')
    return this.verify({ code, flow, redirectUri: callbackUrl(request, this.name), request })
  }
}
