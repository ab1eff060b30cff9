import { HttpResponse, delay, http } from 'msw'
import {
  CREATE_ACCOUNT_PATH,
  FORGOT_PASSWORD_PATH,
  LOGOUT_PATH,
  MOCK_OUTBOX_PATH,
  RESET_PASSWORD_PATH,
  RESET_TOKEN_CHECK_PATH,
  SIGN_IN_PATH,
  TOKEN_REFRESH_PATH,
  SOCIAL_CREATE_MARKER,
  SOCIAL_LINK_MARKER,
  createAccountRequestSchema,
  forgotPasswordRequestSchema,
  resetPasswordRequestSchema,
  resetTokenCheckRequestSchema,
  signInRequestSchema,
  type SignInResponse,
} from '#app/upstream/auth-api.schema.ts'
import { backOffice, type Account } from '../back-office.ts'
import { scenarioOf } from '../scenarios.ts'
import { upstreamUrl } from '../upstream-urls.ts'
import { walletBackOffice } from '../wallet-back-office.ts'

const ACCESS_TOKEN_SECONDS = 30 * 60

function signedIn(account: Account): SignInResponse {
  return {
    data: {
      statusCode: 200,
      statusMessage: 'SUCCESS',
      authenticationState: {
        accessToken: backOffice.issueAccessToken(account.userId),
        expiresIn: ACCESS_TOKEN_SECONDS,
        userInfo: {
          userId: account.userId,
          firstName: account.firstName,
          emailVerified: account.emailVerified,
          authorities: account.authorities,
        },
      },
    },
  }
}

const refused = (statusCode: number, statusMessage: string): SignInResponse => ({ data: { statusCode, statusMessage } })

export const authHandlers = [
  http.post(upstreamUrl('auth', SIGN_IN_PATH), async ({ request }) => {
    const scenario = scenarioOf(request)
    if (scenario === 'upstream-timeout') await delay('infinite')
    if (scenario === 'signin-error') return HttpResponse.json({ code: 'AUTH-500' }, { status: 500 })

    const parsed = signInRequestSchema.safeParse(await request.json().catch(() => null))
    if (!parsed.success) return HttpResponse.json({ code: 'AUTH-400' }, { status: 400 })
    const body = parsed.data

    if (body.socialType === 'GOOGLE') {
      const identity = body.token ? backOffice.googleIdentity(body.token) : undefined
      if (!identity) return HttpResponse.json(refused(401, 'INVALID_SOCIAL_TOKEN'))
      const linked = backOffice.accountLinkedTo('GOOGLE', identity.subject)
      if (linked) return HttpResponse.json(signedIn(linked))
      const existing = backOffice.accountByEmail(identity.email)
      if (!existing) return HttpResponse.json(refused(404, SOCIAL_CREATE_MARKER))
      // The password proves ownership; only then is the Google identity linked.
      if (!body.password) return HttpResponse.json(refused(409, SOCIAL_LINK_MARKER))
      if (existing.password !== body.password) return HttpResponse.json(refused(401, 'INVALID_CREDENTIALS'))
      existing.socialLinks.GOOGLE = identity.subject
      return HttpResponse.json(signedIn(existing))
    }

    const account = backOffice.accountByEmail(body.email)
    if (!account || account.password !== body.password) {
      return HttpResponse.json(refused(401, 'INVALID_CREDENTIALS'))
    }
    return HttpResponse.json(signedIn(account))
  }),

  http.post(upstreamUrl('auth', FORGOT_PASSWORD_PATH), async ({ request }) => {
    const parsed = forgotPasswordRequestSchema.safeParse(await request.json().catch(() => null))
    if (!parsed.success || !URL.canParse(parsed.data.resetUrl))
      return HttpResponse.json({ code: 'AUTH-400' }, { status: 400 })
    backOffice.sendPasswordReset(parsed.data.email, parsed.data.resetUrl)
    // Accepted whether or not the email is known, as a real service must.
    return HttpResponse.json({ data: { accepted: true } })
  }),

  http.post(upstreamUrl('auth', RESET_TOKEN_CHECK_PATH), async ({ request }) => {
    const parsed = resetTokenCheckRequestSchema.safeParse(await request.json().catch(() => null))
    if (!parsed.success) return HttpResponse.json({ code: 'AUTH-400' }, { status: 400 })
    return HttpResponse.json({ data: { valid: backOffice.resetTokenValid(parsed.data.token) } })
  }),

  http.post(upstreamUrl('auth', RESET_PASSWORD_PATH), async ({ request }) => {
    const parsed = resetPasswordRequestSchema.safeParse(await request.json().catch(() => null))
    if (!parsed.success) return HttpResponse.json({ code: 'AUTH-400' }, { status: 400 })
    return HttpResponse.json(
      backOffice.resetPassword(parsed.data.token, parsed.data.password)
        ? { data: { reset: true } }
        : { data: { reset: false, reason: 'INVALID_OR_EXPIRED_TOKEN' } },
    )
  }),

  http.get(upstreamUrl('auth', MOCK_OUTBOX_PATH), ({ request }) =>
    HttpResponse.json({ data: backOffice.outboxFor(new URL(request.url).searchParams.get('to') ?? '') }),
  ),

  http.post(upstreamUrl('auth', CREATE_ACCOUNT_PATH), async ({ request }) => {
    const parsed = createAccountRequestSchema.safeParse(await request.json().catch(() => null))
    if (!parsed.success) return HttpResponse.json({ code: 'AUTH-400' }, { status: 400 })
    if (backOffice.accountByEmail(parsed.data.email)) {
      return HttpResponse.json({ data: { created: false, reason: 'EMAIL_IN_USE' } })
    }
    backOffice.createAccount(parsed.data)
    return HttpResponse.json({ data: { created: true } }, { status: 201 })
  }),

  /** A valid token buys a new one of the same sign-in; the old one keeps working until it expires (not simulated) or the sign-in is revoked. */
  http.post(upstreamUrl('auth', TOKEN_REFRESH_PATH), ({ request }) => {
    const authorization = request.headers.get('authorization')
    const account = backOffice.accountForAuthorization(authorization)
    if (!account) return HttpResponse.json({ code: 'AUTH-401' }, { status: 401 })
    const accessToken = backOffice.issueAccessToken(account.userId, authorization?.replace(/^Bearer /, ''))
    walletBackOffice.markRefreshed(accessToken)
    return HttpResponse.json({ data: { accessToken, expiresIn: ACCESS_TOKEN_SECONDS } })
  }),

  /** Logout revokes the bearer's sign-in; answered alike for a known, revoked or unknown token (RFC 7009), so it can be repeated. */
  http.post(upstreamUrl('auth', LOGOUT_PATH), ({ request }) => {
    backOffice.revokeSignIn(request.headers.get('authorization')?.replace(/^Bearer /, '') ?? '')
    return new HttpResponse(null, { status: 204 })
  }),
]
