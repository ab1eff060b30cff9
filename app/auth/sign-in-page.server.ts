import { parseWithZod } from '@conform-to/zod/v4'
import { data, redirect, type AppLoadContext } from '@remix-run/node'
import { z } from 'zod'
import { env } from '#app/env.server.ts'
import { bannerFor } from '#app/banners/banner.server.ts'
import { INACTIVE_ERROR_CODE, SESSION_TIMEOUT_ERROR_CODE } from './session-lifetime.ts'
import { readFormData } from '#app/security/form.server.ts'
import { getAuthState, upstreamFor } from './auth-state.server.ts'
import { beginAuthorization } from './oauth-flow.server.ts'
import { postSignInPath, signInPath } from './paths.ts'
import { safeRedirect } from '#app/security/safe-redirect.ts'
import { signInLimits } from './sign-in-limits.server.ts'
import { signInSchema } from './sign-in-schema.ts'
import { identityProviderPrompt, isAccountDeletion, signInMode } from './sign-in-mode.ts'
import { readFlash } from '#app/ui/flash.server.ts'
import { commitSession, signInStatusOf } from './session.server.ts'
import { completeSignIn, signInWithUpstream } from './sign-in.server.ts'
import { textsOf, translator } from '#app/i18n/messages.server.ts'
import { validationMessages } from '#app/validation/messages.ts'
import { VALIDATION } from '#app/validation/validation.messages.server.ts'
import { SIGN_IN_NOTICE_MESSAGES, SIGN_IN_PAGE } from './sign-in.messages.server.ts'

/** The social provider the sign-in page names (spec 1 section 8). */
const SOCIAL_PROVIDER = 'Google'

const CALLED_FROM = /^[A-Za-z0-9_-]{1,40}$/

export async function loadSignInPage(request: Request, context: AppLoadContext) {
  const url = new URL(request.url)
  const auth = await getAuthState(request, context)
  const redirectParam = url.searchParams.get('redirectUrl')
  const redirectUrl = redirectParam ? safeRedirect(redirectParam, '/') : undefined
  const mode = signInMode({ search: url.search, authModel: auth.device?.authModel })
  // The page's words in the request's language, and the form's messages for the browser's own checks (decision 0107).
  const texts = textsOf(SIGN_IN_PAGE, context.language, { banner: bannerFor(request).title, provider: SOCIAL_PROVIDER })

  if (mode === 'classic' && auth.status === 'authenticated') throw redirect(postSignInPath(redirectUrl ?? '/'))
  if (mode !== 'classic') {
    // Redirect and step-up modes: a spinner page that hands over to the identity provider.
    const calledFrom = url.searchParams.get('calledFrom') ?? undefined
    const authorizeUrl = await beginAuthorization(request, context, auth.session, 'idp', {
      redirectUrl: redirectUrl ?? '/',
      prompt: identityProviderPrompt({
        search: url.search,
        authModel: auth.device?.authModel,
        forceLoginFlag: env().forceLoginPrompt,
        userAgent: request.headers.get('user-agent'),
      }),
      stepUp: mode === 'step-up',
      callRxStepupAuth: url.searchParams.get('callRxStepupAuth') === 'true',
      calledFrom: calledFrom && CALLED_FROM.test(calledFrom) ? calledFrom : undefined,
    })
    return data({ mode, authorizeUrl, texts } as const)
  }

  const status = signInStatusOf(await readFlash(request.headers.get('cookie')))
  const pendingSocialLink = auth.session.get('pendingSocialLink')
  const t = translator(SIGN_IN_NOTICE_MESSAGES, context.language)
  const notices: string[] = []
  if (auth.status === 'recognised' || url.searchParams.get('persistent') === 'true') notices.push(t('persistent'))
  if (url.searchParams.get('errorCode') === 'forbidden') notices.push(t('forbidden'))
  if (url.searchParams.get('errorCode') === SESSION_TIMEOUT_ERROR_CODE) notices.push(t('sessionTimeout'))
  if (url.searchParams.get('errorCode') === INACTIVE_ERROR_CODE) notices.push(t('inactive'))
  if (status === 'resetPassword') notices.push(t('resetPassword'))

  return data({
    mode,
    redirectUrl,
    notices,
    errors: status === 'providerFailed' ? [t('providerFailed')] : [],
    socialStatus: pendingSocialLink ? ('link' as const) : status === 'socialCreate' ? ('create' as const) : null,
    lockedEmail: pendingSocialLink?.email,
    accountDeletion: isAccountDeletion(url.search),
    texts,
    validation: textsOf(VALIDATION, context.language),
  })
}

export async function submitSignIn(request: Request, context: AppLoadContext) {
  const banner = bannerFor(request)
  const formData = await readFormData(request)
  const { session, device } = await getAuthState(request, context)

  if (formData.get('intent') === 'cancelSocialLink') {
    session.unset('pendingSocialLink')
    await commitSession(context, session)
    throw redirect(signInPath(safeRedirect(formData.get('redirectUrl'), '/')))
  }

  const api = await upstreamFor(request, context, session)
  const t = translator(SIGN_IN_NOTICE_MESSAGES, context.language)
  // Linking a Google account: the password proves the account, the token names the Google identity.
  const pendingSocialLink = session.get('pendingSocialLink')
  const submission = await parseWithZod(formData, {
    async: true,
    // The form's schema, then the upstream sign-in as a transform: a refusal is a form error like any other.
    schema: z.pipe(
      signInSchema({
        requireTerms: banner.requiresTerms,
        messages: validationMessages(textsOf(VALIDATION, context.language)),
      }),
      z.transform(async (fields, ctx) => {
        const email = pendingSocialLink?.email ?? fields.email
        const attempt = await signInLimits.attempt(context, email, device)
        if (!attempt.allowed) {
          ctx.addIssue({ code: 'custom', message: t('tooManyAttempts') })
          return z.NEVER
        }
        const outcome = await signInWithUpstream(api, {
          email,
          password: fields.password,
          rememberMe: fields.rememberMe,
          ...(pendingSocialLink ? { token: pendingSocialLink.token, socialType: 'GOOGLE' as const } : {}),
        })
        if (outcome.kind === 'signed-in') {
          await attempt.succeeded()
          return { ...fields, user: outcome.user, accountEmail: email }
        }
        // A wrong password stays counted; an attempt the service could not check does not.
        if (outcome.kind !== 'invalid-credentials') await attempt.untried()
        ctx.addIssue({
          code: 'custom',
          message: t(outcome.kind === 'invalid-credentials' ? 'invalidCredentials' : 'unavailable'),
        })
        return z.NEVER
      }),
    ),
  })

  if (submission.status !== 'success') {
    return data({ result: submission.reply({ hideFields: ['password'] }) }, { status: 400 })
  }
  const { user, redirectUrl, accountEmail } = submission.value
  return completeSignIn({
    request,
    context,
    session,
    user,
    banner,
    redirectUrl,
    method: pendingSocialLink ? 'google' : 'password',
    email: accountEmail,
  })
}
