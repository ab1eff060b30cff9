import { z } from 'zod'
import { userInfoSchema } from './auth-api.schema.ts'

/**
 * The external identity provider and Google, as OAuth2 authorization-code
 * services. Only the token call is server-to-server; the authorize pages are
 * the browser's (simulated by /mock/... pages under mocks).
 */
export const idpTokenResponseSchema = z.object({
  access_token: z.string(),
  token_type: z.string(),
  expires_in: z.number(),
  user_info: userInfoSchema,
})

export const googleTokenResponseSchema = z.object({
  access_token: z.string(),
  token_type: z.string(),
  expires_in: z.number(),
  id_token: z.string(),
})

/** The claims of a Google ID token that the sign-in page shows (the upstream verifies the token itself). */
export const googleIdClaimsSchema = z.object({
  sub: z.string(),
  email: z.string(),
  given_name: z.string().optional(),
  family_name: z.string().optional(),
})

/** Endpoints of the simulated providers' own login backends (mocks only). */
export const MOCK_IDP_LOGIN_PATH = '/mock/login'
export const MOCK_GOOGLE_CONSENT_PATH = '/mock/consent'

export const mockAuthorizationRequestSchema = z.object({
  clientId: z.string(),
  redirectUri: z.string(),
  codeChallenge: z.string(),
  email: z.string(),
  password: z.string().optional(),
  stepUp: z.boolean().default(false),
})
export const mockAuthorizationResponseSchema = z.object({
  code: z.string().optional(),
  error: z.enum(['invalid_credentials', 'invalid_request']).optional(),
})
