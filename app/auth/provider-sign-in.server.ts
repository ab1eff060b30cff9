import { redirect, type AppLoadContext } from '@remix-run/node'
import { Authenticator } from 'remix-auth'
import { bannerFor } from '#app/banners/banner.server.ts'
import { googleIdClaimsSchema } from '#app/upstream/oauth.schema.ts'
import { exchangeGoogleCode, exchangeIdpCode, type OAuthProvider } from '#app/upstream/oauth.server.ts'
import { isUpstreamError } from '#app/upstream/errors.ts'
import { getAuthState, upstreamFor } from './auth-state.server.ts'
import {
  AuthorizationError,
  OAuth2CallbackStrategy,
  beginAuthorization,
  takeAuthorization,
  type OAuthFlow,
} from './oauth-flow.server.ts'
import { signInPath } from './paths.ts'
import { redirectWithFlash } from '#app/ui/flash.server.ts'
import { readFormData } from '#app/security/form.server.ts'
import { safeRedirect } from '#app/security/safe-redirect.ts'
import { commitSession, type NewSignIn, type SignInStatus } from './session.server.ts'
import { completeSignIn, signInWithUpstream, type SignInOutcome } from './sign-in.server.ts'

type ProviderSignIn =
  | { provider: 'idp'; flow: OAuthFlow; user: NewSignIn }
  | { provider: 'google'; flow: OAuthFlow; outcome: SignInOutcome; idToken: string; email: string }

/** The ID token's claims, for showing the email; the sign-in service verifies the token itself. */
function googleClaims(idToken: string) {
  const payload = idToken.split('.')[1] ?? ''
  try {
    return googleIdClaimsSchema.parse(JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')))
  } catch {
    throw new AuthorizationError('missing-code')
  }
}

/** The providers' callbacks for one request: their upstream calls are that request's, their flow the session's. */
const authenticatorFor = (context: AppLoadContext, flow: OAuthFlow | undefined) =>
  new Authenticator<ProviderSignIn>()
    .use(
      new OAuth2CallbackStrategy('idp', flow, async ({ code, flow, redirectUri, request }) => {
        const tokens = await exchangeIdpCode(await upstreamFor(request, context), code, flow.codeVerifier, redirectUri)
        const user: NewSignIn = {
          ...tokens.user_info,
          accessToken: tokens.access_token,
          // The provider keeps its own sign-in; ours follows the spec's remember-me default.
          rememberMe: true,
          ...(flow.stepUp
            ? { stepUp: { at: Date.now(), rx: flow.callRxStepupAuth, calledFrom: flow.calledFrom } }
            : {}),
        }
        return { provider: 'idp', flow, user }
      }),
    )
    .use(
      new OAuth2CallbackStrategy('google', flow, async ({ code, flow, redirectUri, request }) => {
        const api = await upstreamFor(request, context)
        const tokens = await exchangeGoogleCode(api, code, flow.codeVerifier, redirectUri)
        const { email } = googleClaims(tokens.id_token)
        const outcome = await signInWithUpstream(api, {
          email,
          token: tokens.id_token,
          socialType: 'GOOGLE',
          rememberMe: true,
        })
        return { provider: 'google', flow, outcome, idToken: tokens.id_token, email }
      }),
    )

/** 'Sign in with Google': the flow kept in the visitor's session, then off to Google's consent. */
export async function beginGoogleSignIn(request: Request, context: AppLoadContext) {
  const form = await readFormData(request)
  const { session } = await getAuthState(request, context)
  const authorizeUrl = await beginAuthorization(request, context, session, 'google', {
    redirectUrl: safeRedirect(form.get('redirectUrl'), '/'),
    prompt: 'select_account',
  })
  return redirect(authorizeUrl)
}

/**
 * The callback of either provider. A refused or broken authorization goes back
 * to /signin with 'Failed to sign in'; Google's two markers become the link and
 * create alerts there.
 */
export async function handleProviderCallback(request: Request, context: AppLoadContext, provider: OAuthProvider) {
  const { session } = await getAuthState(request, context)
  const flow = await takeAuthorization(session)
  const backToSignIn = async (redirectUrl: string | undefined, status?: SignInStatus) => {
    await commitSession(context, session)
    const to = signInPath(redirectUrl)
    return status ? redirectWithFlash(to, { signInStatus: status }) : redirect(to)
  }

  let result: ProviderSignIn
  try {
    result = await authenticatorFor(context, flow).authenticate(provider, request)
  } catch (error) {
    if (!(error instanceof AuthorizationError) && !isUpstreamError(error)) throw error
    throw await backToSignIn(undefined, 'providerFailed')
  }

  const { redirectUrl } = result.flow
  const banner = bannerFor(request)
  if (result.provider === 'idp') {
    const method = result.flow.stepUp ? 'step-up' : 'identity-provider'
    return completeSignIn({
      request,
      context,
      session,
      user: result.user,
      banner,
      redirectUrl,
      method,
    })
  }
  switch (result.outcome.kind) {
    case 'signed-in':
      return completeSignIn({
        request,
        context,
        session,
        user: result.outcome.user,
        banner,
        redirectUrl,
        method: 'google',
      })
    case 'social-link':
      session.set('pendingSocialLink', { token: result.idToken, email: result.email })
      throw await backToSignIn(redirectUrl)
    case 'social-create':
      throw await backToSignIn(redirectUrl, 'socialCreate')
    default:
      throw await backToSignIn(redirectUrl, 'providerFailed')
  }
}
