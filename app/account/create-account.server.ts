import { parseWithZod } from '@conform-to/zod/v4'
import { data, redirect } from '@remix-run/node'
import { createAccountSchema } from '#app/account/account-forms.ts'
import { upstreamFor } from '#app/auth/auth-state.server.ts'
import { signInPath } from '#app/auth/paths.ts'
import { safeRedirect } from '#app/security/safe-redirect.ts'
import { commitSession, getSession } from '#app/auth/session.server.ts'
import { readFormData } from '#app/security/form.server.ts'
import { createAccountUpstream } from '#app/upstream/auth-api.server.ts'
import { isUpstreamError } from '#app/upstream/errors.ts'
import { ACCOUNT_MESSAGES } from './account-messages.ts'

export function loadCreateAccount(request: Request) {
  // Spec 1 section 2: account creation sends people to '/' unless told otherwise.
  return { redirectUrl: safeRedirect(new URL(request.url).searchParams.get('redirectUrl'), '/') }
}


export async function submitCreateAccount(request: Request) {
  const submission = parseWithZod(await readFormData(request), { schema: createAccountSchema })
  if (submission.status !== 'success') {
    return data({ result: submission.reply({ hideFields: ['password'] }) }, { status: 400 })
  }
  const { redirectUrl, ...account } = submission.value
  let outcome
  try {
    outcome = await createAccountUpstream(await upstreamFor(request), account)
  } catch (error) {
    if (!isUpstreamError(error)) throw error
    return data({ result: submission.reply({ formErrors: [ACCOUNT_MESSAGES.createUnavailable], hideFields: ['password'] }) }, { status: 503 })
  }
  if (!outcome.data.created) {
    return data({ result: submission.reply({ fieldErrors: { email: [ACCOUNT_MESSAGES.emailInUse] }, hideFields: ['password'] }) }, { status: 400 })
  }
  const session = await getSession(request)
  session.flash('toast', { kind: 'success', message: ACCOUNT_MESSAGES.accountReady })
  throw redirect(signInPath(safeRedirect(redirectUrl, '/')), { headers: { 'set-cookie': await commitSession(session) } })
}
