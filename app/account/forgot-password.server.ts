import { parseWithZod } from '@conform-to/zod/v4'
import { data, type AppLoadContext } from '@remix-run/node'
import { forgotPasswordSchema } from '#app/account/account-forms.ts'
import { upstreamFor } from '#app/auth/auth-state.server.ts'
import { safeRedirect } from '#app/security/safe-redirect.ts'
import { env } from '#app/env.server.ts'
import { readFormData } from '#app/security/form.server.ts'
import { publicOrigin } from '#app/security/public-origin.server.ts'
import { requestPasswordReset } from '#app/upstream/auth-api.server.ts'
import { isUpstreamError } from '#app/upstream/errors.ts'
import { ACCOUNT_MESSAGES } from './account-texts.ts'

export function loadForgotPassword(request: Request) {
  const redirectUrl = new URL(request.url).searchParams.get('redirectUrl')
  // Under mocks the reset email lands in a simulated inbox; say where.
  return { redirectUrl: redirectUrl ? safeRedirect(redirectUrl) : undefined, simulatedInbox: env().mocks }
}

export async function submitForgotPassword(request: Request, context: AppLoadContext) {
  const submission = parseWithZod(await readFormData(request), { schema: forgotPasswordSchema })
  if (submission.status !== 'success') return data({ result: submission.reply(), sent: false }, { status: 400 })
  try {
    const resetUrl = new URL('/account/reset-password', publicOrigin(request))
    if (submission.value.redirectUrl)
      resetUrl.searchParams.set('redirectUrl', safeRedirect(submission.value.redirectUrl))
    await requestPasswordReset(await upstreamFor(request, context), submission.value.email, resetUrl.href)
  } catch (error) {
    // Redirects (a 401 or 403 from the service) pass through; only upstream failures become the message.
    if (!isUpstreamError(error)) throw error
    return data(
      { result: submission.reply({ formErrors: [ACCOUNT_MESSAGES.resetEmailUnavailable] }), sent: false },
      { status: 503 },
    )
  }
  return { result: submission.reply({ resetForm: true }), sent: true }
}
