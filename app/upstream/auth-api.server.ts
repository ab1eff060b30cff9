import { env } from '#app/env.server.ts'
import type { UpstreamClient } from './request.server.ts'
import {
  CREATE_ACCOUNT_PATH,
  FORGOT_PASSWORD_PATH,
  LOGOUT_PATH,
  MOCK_OUTBOX_PATH,
  RESET_PASSWORD_PATH,
  RESET_TOKEN_CHECK_PATH,
  SIGN_IN_PATH,
  TOKEN_REFRESH_PATH,
  createAccountResponseSchema,
  forgotPasswordResponseSchema,
  logoutResponseSchema,
  mockOutboxResponseSchema,
  resetPasswordResponseSchema,
  resetTokenCheckResponseSchema,
  signInResponseSchema,
  tokenRefreshResponseSchema,
  type SignInRequest,
} from './auth-api.schema.ts'

export function signInUpstream(client: UpstreamClient, body: SignInRequest) {
  // A 401/403 here means wrong credentials, not an ended session.
  return client.post('auth', SIGN_IN_PATH, signInResponseSchema, { body, credentialCall: true })
}

/** The service emails a link to `resetUrl` with `token=` added. */
export function requestPasswordReset(client: UpstreamClient, email: string, resetUrl: string) {
  return client.post('auth', FORGOT_PASSWORD_PATH, forgotPasswordResponseSchema, { body: { email, resetUrl } })
}

export function checkResetToken(client: UpstreamClient, token: string) {
  return client.post('auth', RESET_TOKEN_CHECK_PATH, resetTokenCheckResponseSchema, { body: { token } })
}

export function resetPassword(client: UpstreamClient, token: string, password: string) {
  return client.post('auth', RESET_PASSWORD_PATH, resetPasswordResponseSchema, { body: { token, password } })
}

export function readMockOutbox(client: UpstreamClient, email: string) {
  return client.get('auth', MOCK_OUTBOX_PATH, mockOutboxResponseSchema, { query: { to: email } })
}

export function createAccountUpstream(
  client: UpstreamClient,
  body: { email: string; password: string; firstName: string; lastName: string },
) {
  return client.post('auth', CREATE_ACCOUNT_PATH, createAccountResponseSchema, { body })
}

/** A new access token for the signed-in user; a 401 here means the sign-in itself is over. */
export async function refreshAccessToken(client: UpstreamClient) {
  const response = await client.post('auth', TOKEN_REFRESH_PATH, tokenRefreshResponseSchema, { credentialCall: true })
  return response.data.accessToken
}

/** Sign-out never waits long for the auth service: the cookies are cleared either way. */
const LOGOUT_TIMEOUT_MS = 3000

/**
 * Revokes the signed-in user's token upstream (the client carries it), so a
 * copy of the session cookie is worth nothing after sign-out. A 401 here means
 * the token was already invalid, not that a session must end.
 */
export async function revokeAccessToken(client: UpstreamClient) {
  const timeoutMs = Math.min(LOGOUT_TIMEOUT_MS, env().upstreamTimeoutMs)
  await client.post('auth', LOGOUT_PATH, logoutResponseSchema, { credentialCall: true, timeoutMs })
}
