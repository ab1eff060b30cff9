import { createHash, randomUUID } from 'node:crypto'
import { HttpResponse, http } from 'msw'
import { env } from '#app/env.server.ts'
import {
  MOCK_GOOGLE_CONSENT_PATH,
  MOCK_IDP_LOGIN_PATH,
  mockAuthorizationRequestSchema,
} from '#app/upstream/oauth.schema.ts'
import { backOffice, type AuthorizationGrant, type GoogleIdentity } from '../back-office.ts'
import { upstreamUrl } from '../upstream-urls.ts'

const TOKEN_SECONDS = 30 * 60

function challengeOf(verifier: string) {
  return createHash('sha256').update(verifier).digest('base64url')
}

/** An unsigned JWT-shaped ID token: the claims are readable, the sign-in service checks the token itself. */
function idTokenFor(identity: GoogleIdentity) {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url')
  const claims = {
    sub: identity.subject,
    email: identity.email,
    given_name: identity.firstName,
    family_name: identity.lastName,
  }
  const token = `${part({ alg: 'none', typ: 'JWT' })}.${part(claims)}.${randomUUID()}`
  backOffice.registerGoogleIdToken(token, identity)
  return token
}

function googleIdentityFor(email: string): GoogleIdentity {
  const local = email.split('@')[0] ?? 'google'
  const [first, last] = local.split(/[-._]/)
  const title = (word: string | undefined) => (word ? word[0]!.toUpperCase() + word.slice(1) : 'User')
  return {
    email,
    firstName: title(first),
    lastName: title(last),
    subject: `google-${createHash('sha256').update(email).digest('hex').slice(0, 16)}`,
  }
}

/** Checks a token request against the code's grant: one use, same redirect URI, PKCE verifier. */
async function redeem(request: Request, provider: AuthorizationGrant['provider']) {
  const form = new URLSearchParams(await request.text())
  const grant = backOffice.redeemAuthorizationCode(form.get('code') ?? '')
  const verifier = form.get('code_verifier') ?? ''
  if (
    form.get('grant_type') !== 'authorization_code' ||
    !grant ||
    grant.provider !== provider ||
    grant.redirectUri !== form.get('redirect_uri') ||
    grant.codeChallenge !== challengeOf(verifier)
  ) {
    return undefined
  }
  return grant
}

const invalidGrant = () => HttpResponse.json({ error: 'invalid_grant' }, { status: 400 })

export const oauthHandlers = [
  // The simulated identity provider's own login backend (its login page is /mock/idp/authorize).
  http.post(upstreamUrl('idp', MOCK_IDP_LOGIN_PATH), async ({ request }) => {
    const parsed = mockAuthorizationRequestSchema.safeParse(await request.json().catch(() => null))
    if (!parsed.success) return HttpResponse.json({ error: 'invalid_request' })
    const { email, password, codeChallenge, redirectUri } = parsed.data
    const account = backOffice.accountByEmail(email)
    if (!account || account.password !== password) return HttpResponse.json({ error: 'invalid_credentials' })
    return HttpResponse.json({
      code: backOffice.issueAuthorizationCode({
        provider: 'idp',
        subject: { userId: account.userId },
        codeChallenge,
        redirectUri,
      }),
    })
  }),

  http.post(upstreamUrl('idp', env().oauth.idp.tokenPath), async ({ request }) => {
    const grant = await redeem(request, 'idp')
    const account = grant && 'userId' in grant.subject ? backOffice.accountByUserId(grant.subject.userId) : undefined
    if (!account) return invalidGrant()
    return HttpResponse.json({
      access_token: backOffice.issueAccessToken(account.userId),
      token_type: 'Bearer',
      expires_in: TOKEN_SECONDS,
      user_info: {
        userId: account.userId,
        firstName: account.firstName,
        emailVerified: account.emailVerified,
        authorities: account.authorities,
      },
    })
  }),

  // The simulated Google's consent backend (its page is /mock/google/consent).
  http.post(upstreamUrl('google', MOCK_GOOGLE_CONSENT_PATH), async ({ request }) => {
    const parsed = mockAuthorizationRequestSchema.safeParse(await request.json().catch(() => null))
    if (!parsed.success) return HttpResponse.json({ error: 'invalid_request' })
    const { email, codeChallenge, redirectUri } = parsed.data
    return HttpResponse.json({
      code: backOffice.issueAuthorizationCode({
        provider: 'google',
        subject: { google: googleIdentityFor(email) },
        codeChallenge,
        redirectUri,
      }),
    })
  }),

  http.post(upstreamUrl('google', env().oauth.google.tokenPath), async ({ request }) => {
    const grant = await redeem(request, 'google')
    if (!grant || !('google' in grant.subject)) return invalidGrant()
    return HttpResponse.json({
      access_token: `mock-google-access-${grant.subject.google.subject}`,
      token_type: 'Bearer',
      expires_in: TOKEN_SECONDS,
      id_token: idTokenFor(grant.subject.google),
    })
  }),
]
