import { parseWithZod } from '@conform-to/zod/v4'
import { data, redirect } from '@remix-run/node'
import { z } from 'zod'
import { bannerFor } from '#app/banners/banner.server.ts'
import { getAuthState, upstreamFor } from './auth-state.server.ts'
import { postSignInPath } from './paths.ts'
import { safeRedirect } from './safe-redirect.ts'
import { signInSchema } from './sign-in-schema.ts'
import { SIGN_IN_MESSAGES, completeSignIn, signInWithUpstream } from './sign-in.server.ts'

/** Spec 1 section 2: the notices the sign-in page can carry, chosen from the URL and session. */
export const SIGN_IN_NOTICES = {
  persistent: 'For your security, we need you to sign back in to your account.',
  forbidden: 'Your session has ended. Please sign in again to continue.',
  resetPassword: 'Your password has been successfully reset.',
} as const

export async function loadSignInPage(request: Request) {
  const url = new URL(request.url)
  const { status } = await getAuthState(request)
  const redirectParam = url.searchParams.get('redirectUrl') ?? undefined
  const redirectUrl = redirectParam ? safeRedirect(redirectParam, '/') : undefined
  if (status === 'authenticated') throw redirect(postSignInPath(redirectUrl ?? '/'))

  const notices: string[] = []
  if (status === 'recognised' || url.searchParams.get('persistent') === 'true') notices.push(SIGN_IN_NOTICES.persistent)
  if (url.searchParams.get('errorCode') === 'forbidden') notices.push(SIGN_IN_NOTICES.forbidden)
  if (url.searchParams.get('authStatus') === 'resetPassword') notices.push(SIGN_IN_NOTICES.resetPassword)

  return {
    redirectUrl,
    notices,
    accountDeletion: url.search.includes('/account/delete'),
  }
}

export async function submitSignIn(request: Request) {
  const banner = bannerFor(request)
  const formData = await request.formData()
  const { session } = await getAuthState(request)
  const api = await upstreamFor(request, session)

  const submission = await parseWithZod(formData, {
    async: true,
    schema: signInSchema({ requireTerms: banner.requiresTerms }).transform(async (fields, ctx) => {
      const outcome = await signInWithUpstream(api, {
        email: fields.email,
        password: fields.password,
        rememberMe: fields.rememberMe,
      })
      if (outcome.kind === 'signed-in') return { ...fields, user: outcome.user }
      ctx.addIssue({
        code: 'custom',
        message: outcome.kind === 'invalid-credentials' ? SIGN_IN_MESSAGES.invalidCredentials : SIGN_IN_MESSAGES.unavailable,
      })
      return z.NEVER
    }),
  })

  if (submission.status !== 'success') {
    return data({ result: submission.reply({ hideFields: ['password'] }) }, { status: 400 })
  }
  const { user, redirectUrl } = submission.value
  return completeSignIn({ request, session, user, banner, redirectUrl, method: 'password' })
}
