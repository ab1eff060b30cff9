import { parseWithZod } from '@conform-to/zod/v4'
import { data, type AppLoadContext } from '@remix-run/node'
import { createAccountSchema } from '#app/account/account-forms.ts'
import { upstreamFor } from '#app/auth/auth-state.server.ts'
import { signInPath } from '#app/auth/paths.ts'
import { safeRedirect } from '#app/security/safe-redirect.ts'
import { readFormData } from '#app/security/form.server.ts'
import { clientKey, createRateLimiter } from '#app/security/rate-limit.server.ts'
import { createAccountUpstream } from '#app/upstream/auth-api.server.ts'
import { isUpstreamError } from '#app/upstream/errors.ts'
import { redirectWithToast } from '#app/ui/flash.server.ts'
import { ACCOUNT_MESSAGES } from './account-texts.ts'

export function loadCreateAccount(request: Request) {
  // Spec 1 section 2: account creation sends people to '/' unless told otherwise.
  return { redirectUrl: safeRedirect(new URL(request.url).searchParams.get('redirectUrl'), '/') }
}

/** Creation attempts per client: the answer says whether an email has an account, so probing must not be free. */
export const ACCOUNT_CREATION_PER_CLIENT = 10
const creationsByClient = createRateLimiter({
  name: 'account-creation',
  windowMs: 15 * 60 * 1000,
  max: ACCOUNT_CREATION_PER_CLIENT,
})

export async function submitCreateAccount(request: Request, context: AppLoadContext) {
  const submission = parseWithZod(await readFormData(request), { schema: createAccountSchema })
  if (submission.status !== 'success') {
    return data({ result: submission.reply({ hideFields: ['password'] }) }, { status: 400 })
  }
  const { redirectUrl, ...account } = submission.value
  const client = [clientKey(context)]
  if (!(await creationsByClient.hit(client)).allowed) {
    return data(
      { result: submission.reply({ formErrors: [ACCOUNT_MESSAGES.tooManyAccounts], hideFields: ['password'] }) },
      { status: 429 },
    )
  }
  let outcome
  try {
    outcome = await createAccountUpstream(await upstreamFor(request, context), account)
  } catch (error) {
    if (!isUpstreamError(error)) throw error
    return data(
      { result: submission.reply({ formErrors: [ACCOUNT_MESSAGES.createUnavailable], hideFields: ['password'] }) },
      { status: 503 },
    )
  }
  if (!outcome.data.created) {
    return data(
      { result: submission.reply({ fieldErrors: { email: [ACCOUNT_MESSAGES.emailInUse] }, hideFields: ['password'] }) },
      { status: 400 },
    )
  }
  throw await redirectWithToast(signInPath(safeRedirect(redirectUrl, '/')), {
    kind: 'success',
    message: ACCOUNT_MESSAGES.accountReady,
  })
}
