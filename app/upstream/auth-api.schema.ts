import { z } from 'zod'

/** Contract of the sign-in service (spec 1 section 7; its path is not shown, ours is below). */
export const SIGN_IN_PATH = '/auth/api/v1/sign-in'
export const FORGOT_PASSWORD_PATH = '/auth/api/v1/password-reset'
export const CREATE_ACCOUNT_PATH = '/auth/api/v1/accounts'
/** The wallet's 'way to get a new token' (spec 3 authConfig): the current bearer buys a fresh one (decision 0022). */
export const TOKEN_REFRESH_PATH = '/auth/api/v1/token/refresh'
/** Spec 2 'logout via /auth/api/logout': revokes the bearer token and every token renewed from it (decision 0035). */
export const LOGOUT_PATH = '/auth/api/logout'

/** statusMessage markers that turn a social sign-in into the link or create alert. */
export const SOCIAL_LINK_MARKER = 'SOCIAL_LINK_REQUIRED'
export const SOCIAL_CREATE_MARKER = 'SOCIAL_ACCOUNT_NOT_FOUND'

const socialTypeSchema = z.enum(['GOOGLE'])

export const signInRequestSchema = z.object({
  email: z.string(),
  password: z.string().optional(),
  rememberMe: z.boolean(),
  token: z.string().optional(),
  socialType: socialTypeSchema.optional(),
})
export type SignInRequest = z.infer<typeof signInRequestSchema>

/** The longest first name an account form takes: a longer one from the service is cut, as the greeting shows it. */
const FIRST_NAME_MAX = 50

export const userInfoSchema = z.object({
  userId: z.string(),
  firstName: z.string().transform((name) => Array.from(name).slice(0, FIRST_NAME_MAX).join('')),
  emailVerified: z.boolean(),
  authorities: z.enum(['legacy', 'newer']),
})
export type UserInfo = z.infer<typeof userInfoSchema>

export const signInResponseSchema = z.object({
  data: z.object({
    statusCode: z.number(),
    statusMessage: z.string(),
    authenticationState: z
      .object({
        accessToken: z.string(),
        expiresIn: z.number(),
        userInfo: userInfoSchema,
      })
      .optional(),
  }),
})
export type SignInResponse = z.infer<typeof signInResponseSchema>

export const createAccountRequestSchema = z.object({
  email: z.string(),
  password: z.string(),
  firstName: z.string(),
  lastName: z.string(),
})

export const createAccountResponseSchema = z.object({
  data: z.object({ created: z.boolean(), reason: z.enum(['EMAIL_IN_USE']).optional() }),
})

export const forgotPasswordRequestSchema = z.object({ email: z.string(), resetUrl: z.string() })
export const forgotPasswordResponseSchema = z.object({ data: z.object({ accepted: z.boolean() }) })

/** Whether a reset link's token can still set a password, asked before its form is shown (not spent by asking). */
export const RESET_TOKEN_CHECK_PATH = '/auth/api/v1/password-reset/check'
export const resetTokenCheckRequestSchema = z.object({ token: z.string() })
export const resetTokenCheckResponseSchema = z.object({ data: z.object({ valid: z.boolean() }) })

export const RESET_PASSWORD_PATH = '/auth/api/v1/password-reset/confirm'
export const resetPasswordRequestSchema = z.object({ token: z.string(), password: z.string() })
export const resetPasswordResponseSchema = z.object({
  data: z.object({ reset: z.boolean(), reason: z.enum(['INVALID_OR_EXPIRED_TOKEN']).optional() }),
})

/** The simulated mail server's outbox (mocks only): what a user would find in their inbox. */
export const MOCK_OUTBOX_PATH = '/mock/outbox'
export const mockOutboxResponseSchema = z.object({
  data: z.array(z.object({ to: z.string(), subject: z.string(), link: z.string(), sentAt: z.string() })),
})

export const tokenRefreshResponseSchema = z.object({
  data: z.object({ accessToken: z.string(), expiresIn: z.number() }),
})

/** The logout answer's body is not shown in the spec: any 2xx is a revoked token. */
export const logoutResponseSchema = z.unknown()
