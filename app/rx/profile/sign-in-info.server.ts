import type { AppLoadContext } from '@remix-run/node'
import { loadCustomerProfile } from '#app/account/profile.server.ts'
import { forgotPasswordPath } from '#app/auth/paths.ts'
import { requireSignedInCustomer } from '#app/rx/shared/rx-customer.server.ts'
import { signInInfoTexts } from './sign-in-info.messages.server.ts'

const SIGN_IN_INFO_PATH = '/rx/account/update'

/**
 * /rx/account/update ('Sign In Information', decision 0065): the sign-in account, not the pharmacy link, so a signed-in
 * customer sees it linked or not. What changes it is the account area's: a password reset by email, the email check,
 * and My Account, each returning here.
 */
export async function loadSignInInformation(request: Request, context: AppLoadContext) {
  const { client } = await requireSignedInCustomer(request, context)
  const load = await loadCustomerProfile(client)
  return {
    error: load.status === 'failed' ? load.error.message : null,
    account:
      load.status === 'loaded'
        ? {
            name: [load.profile.firstName, load.profile.lastName].filter(Boolean).join(' '),
            email: load.profile.emailAddress,
            emailVerified: load.profile.isEmailConfirmed,
          }
        : null,
    changePasswordPath: forgotPasswordPath(SIGN_IN_INFO_PATH),
    verifyEmailPath: `/account/verify-email?${new URLSearchParams({ redirectUrl: SIGN_IN_INFO_PATH })}`,
    // The page's words in the request's language (decision 0107).
    texts: signInInfoTexts(context.language),
  }
}
export type SignInInformation = Awaited<ReturnType<typeof loadSignInInformation>>
