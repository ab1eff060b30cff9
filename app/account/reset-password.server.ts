import { parseWithZod } from '@conform-to/zod/v4'
import { data } from '@remix-run/node'
import { resetPasswordSchema } from '#app/account/account-forms.ts'
import { upstreamFor } from '#app/auth/auth-state.server.ts'
import { signInPath } from '#app/auth/paths.ts'
import { safeRedirect } from '#app/security/safe-redirect.ts'
import type { SignInStatus } from '#app/auth/session.server.ts'
import { readFormData } from '#app/security/form.server.ts'
import { resetPassword } from '#app/upstream/auth-api.server.ts'
import { isUpstreamError } from '#app/upstream/errors.ts'
import { redirectWithFlash } from '#app/ui/flash.server.ts'
import { ACCOUNT_MESSAGES } from './account-texts.ts'

export function loadResetPassword(request: Request) {
  const url = new URL(request.url)
  const redirectUrl = url.searchParams.get('redirectUrl')
  return {
    token: url.searchParams.get('token') ?? '',
    redirectUrl: redirectUrl ? safeRedirect(redirectUrl) : undefined,
  }
}

/** The link from the reset email: a new password, then sign-in shows the reset status (spec 1 section 4). */
export async function submitResetPassword(request: Request) {
  const submission = parseWithZod(await readFormData(request), { schema: resetPasswordSchema })
  const hideFields = ['password', 'confirmPassword']
  if (submission.status !== 'success') return data({ result: submission.reply({ hideFields }) }, { status: 400 })
  let outcome
  try {
    outcome = await resetPassword(await upstreamFor(request), submission.value.token, submission.value.password)
  } catch (error) {
    if (!isUpstreamError(error)) throw error
    return data(
      { result: submission.reply({ formErrors: [ACCOUNT_MESSAGES.resetUnavailable], hideFields }) },
      { status: 503 },
    )
  }
  if (!outcome.data.reset)
    return data(
      { result: submission.reply({ formErrors: [ACCOUNT_MESSAGES.resetLinkInvalid], hideFields }) },
      { status: 400 },
    )
  throw await redirectWithFlash(signInPath(safeRedirect(submission.value.redirectUrl, '/')), {
    signInStatus: 'resetPassword' satisfies SignInStatus,
  })
}
