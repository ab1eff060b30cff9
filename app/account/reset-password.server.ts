import { parseWithZod } from '@conform-to/zod/v4'
import { data, type AppLoadContext } from '@remix-run/node'
import { resetPasswordSchema } from '#app/account/account-forms.ts'
import { upstreamFor } from '#app/auth/auth-state.server.ts'
import { signInPath } from '#app/auth/paths.ts'
import { safeRedirect } from '#app/security/safe-redirect.ts'
import type { SignInStatus } from '#app/auth/session.server.ts'
import { readFormData } from '#app/security/form.server.ts'
import { checkResetToken, resetPassword } from '#app/upstream/auth-api.server.ts'
import { isUpstreamError } from '#app/upstream/errors.ts'
import { redirectWithFlash } from '#app/ui/flash.server.ts'
import { ACCOUNT_MESSAGES } from './account-texts.ts'

/** Tokens the service issues are UUIDs: anything much longer is not one, and is not sent on. */
const MAX_TOKEN_LENGTH = 200

/**
 * The link from the reset email. A used, expired or made-up token is told before the form, not after a new password
 * was typed; while the service cannot be asked, the form is shown and its post tells.
 */
export async function loadResetPassword(request: Request, context: AppLoadContext) {
  const url = new URL(request.url)
  const redirectUrl = url.searchParams.get('redirectUrl')
  const token = url.searchParams.get('token') ?? ''
  return {
    token,
    linkValid: await isResetLinkValid(request, context, token),
    redirectUrl: redirectUrl ? safeRedirect(redirectUrl) : undefined,
  }
}

async function isResetLinkValid(request: Request, context: AppLoadContext, token: string) {
  if (!token || token.length > MAX_TOKEN_LENGTH) return false
  try {
    return (await checkResetToken(await upstreamFor(request, context), token)).data.valid
  } catch (error) {
    if (!isUpstreamError(error)) throw error
    return true
  }
}

/** The link from the reset email: a new password, then sign-in shows the reset status (spec 1 section 4). */
export async function submitResetPassword(request: Request, context: AppLoadContext) {
  const submission = parseWithZod(await readFormData(request), { schema: resetPasswordSchema })
  const hideFields = ['password', 'confirmPassword']
  if (submission.status !== 'success') return data({ result: submission.reply({ hideFields }) }, { status: 400 })
  let outcome
  try {
    outcome = await resetPassword(
      await upstreamFor(request, context),
      submission.value.token,
      submission.value.password,
    )
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
