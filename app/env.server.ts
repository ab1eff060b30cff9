import { z } from 'zod'

/**
 * Environment, checked once with zod. Under mocks every upstream base URL
 * defaults to an `.invalid` host (RFC 2606: never resolves), which msw answers;
 * with mocks off the real URLs are required.
 */
const MOCK_HOSTS = {
  AUTH_API_BASE_URL: 'https://auth.upstream.invalid',
  ATLAS_API_BASE_URL: 'https://atlas.upstream.invalid',
  CONTENT_API_BASE_URL: 'https://content.upstream.invalid',
  IDP_TOKEN_URL: 'https://idp.upstream.invalid/oauth2/token',
  IDP_AUTHORIZE_URL: '/mock/idp/authorize',
  GOOGLE_TOKEN_URL: 'https://google.upstream.invalid/token',
  GOOGLE_AUTHORIZE_URL: '/mock/google/consent',
} as const

const flag = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((value) => value === 'true' || value === '1')

const baseSchema = z.object({
  NODE_ENV: z.enum(['production', 'development', 'test']).default('development'),
  MOCKS: flag,
  MOCK_DELAY_MS: z.coerce.number().int().min(0).max(60_000).default(0),
  SESSION_SECRET: z.string().min(16).optional(),
  CONTENT_ENV: z.string().optional(),
  AUTH_API_BASE_URL: z.url().optional(),
  ATLAS_API_BASE_URL: z.url().optional(),
  CONTENT_API_BASE_URL: z.url().optional(),
  IDP_AUTHORIZE_URL: z.string().min(1).optional(),
  IDP_TOKEN_URL: z.url().optional(),
  IDP_CLIENT_ID: z.string().default('storefront-web'),
  GOOGLE_AUTHORIZE_URL: z.string().min(1).optional(),
  GOOGLE_TOKEN_URL: z.url().optional(),
  GOOGLE_CLIENT_ID: z.string().default('storefront-web.apps.googleusercontent.invalid'),
})

export type Env = ReturnType<typeof parseEnv>

export function parseEnv(source: Record<string, string | undefined>) {
  const raw = baseSchema.parse(source)
  const upstream = (name: keyof typeof MOCK_HOSTS) => {
    const value = raw[name] ?? (raw.MOCKS ? MOCK_HOSTS[name] : undefined)
    if (!value) throw new Error(`${name} is required when MOCKS is off`)
    return value
  }
  const sessionSecret =
    raw.SESSION_SECRET ?? (raw.MOCKS ? 'development-only-session-secret' : undefined)
  if (!sessionSecret) throw new Error('SESSION_SECRET is required when MOCKS is off')
  return {
    isProduction: raw.NODE_ENV === 'production',
    mocks: raw.MOCKS,
    mockDelayMs: raw.MOCK_DELAY_MS,
    sessionSecrets: sessionSecret.split(','),
    contentEnv: raw.CONTENT_ENV,
    upstream: {
      auth: upstream('AUTH_API_BASE_URL'),
      atlas: upstream('ATLAS_API_BASE_URL'),
      content: upstream('CONTENT_API_BASE_URL'),
    },
    idp: {
      authorizeUrl: upstream('IDP_AUTHORIZE_URL'),
      tokenUrl: upstream('IDP_TOKEN_URL'),
      clientId: raw.IDP_CLIENT_ID,
    },
    google: {
      authorizeUrl: upstream('GOOGLE_AUTHORIZE_URL'),
      tokenUrl: upstream('GOOGLE_TOKEN_URL'),
      clientId: raw.GOOGLE_CLIENT_ID,
    },
  }
}

let cached: Env | undefined
export function env(): Env {
  cached ??= parseEnv(process.env)
  return cached
}
