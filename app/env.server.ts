import { z } from 'zod'
import { BANNERS } from '#app/banners/banners.ts'

/**
 * Environment, checked once with zod. Under mocks every upstream base URL
 * defaults to an `.invalid` host (RFC 2606: never resolves), which msw answers;
 * with mocks off the real URLs are required.
 */
const MOCK_HOSTS = {
  AUTH_API_BASE_URL: 'https://auth.upstream.invalid',
  ATLAS_API_BASE_URL: 'https://atlas.upstream.invalid',
  CONTENT_API_BASE_URL: 'https://content.upstream.invalid',
  RX_API_BASE_URL: 'https://rx.upstream.invalid',
  STORES_API_BASE_URL: 'https://stores.upstream.invalid',
  WALLET_API_BASE_URL: 'https://pay.upstream.invalid',
  CARD_FRAME_URL: '/mock/payframe',
  FRAUD_SCRIPT_URL: '/mock/fraud-detection.js',
  IDP_API_BASE_URL: 'https://idp.upstream.invalid',
  IDP_AUTHORIZE_URL: '/mock/idp/authorize',
  GOOGLE_API_BASE_URL: 'https://google.upstream.invalid',
  GOOGLE_AUTHORIZE_URL: '/mock/google/consent',
} as const

/** Backend of the simulated hosted card-entry page (mocks only). */
const MOCK_CARD_PROCESSOR = 'https://processor.upstream.invalid'

const flag = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((value) => value === 'true' || value === '1')

/** A third party's page or script: an absolute https URL, or a path on this app (the simulated ones). */
const pageAddress = z
  .string()
  .refine(
    (value) => /^\/(?!\/)/.test(value) || (URL.canParse(value) && new URL(value).protocol === 'https:'),
    'must be an https URL or a path on this app',
  )

/** An origin this deployment answers on: scheme and host, nothing else. */
const publicOrigin = z
  .string()
  .trim()
  .refine(
    (value) =>
      URL.canParse(value) &&
      /^https?:$/.test(new URL(value).protocol) &&
      new URL(value).origin === value.replace(/\/$/, ''),
    'must be an origin such as https://www.kroger.com',
  )
  .transform((value) => new URL(value).origin)

const baseSchema = z.object({
  NODE_ENV: z.enum(['production', 'development', 'test']).default('development'),
  PORT: z.coerce.number().int().min(1).max(65_535).default(3000),
  /** Comma-separated origins (one or more per banner) that links in emails and OAuth redirects are built on (decision 0039). */
  PUBLIC_ORIGINS: z
    .string()
    .optional()
    .transform((value) => value?.split(',').filter((item) => item.trim()))
    .pipe(z.array(publicOrigin).min(1).optional()),
  /**
   * The Redis server every rate limit and lockout counts in when several instances serve the site
   * (redis://host:port, rediss:// for TLS); without it each instance counts in its own memory (decision 0056).
   */
  REDIS_URL: z
    .string()
    .refine((value) => URL.canParse(value) && /^rediss?:$/.test(new URL(value).protocol), 'must be a redis:// URL')
    .optional(),
  /**
   * On SIGTERM, how long the server goes on answering (each answer closing its connection) before it stops taking
   * connections: longer than the proxy keeps an idle connection to it, so the proxy never sends a request down a
   * connection the server is closing (README 'Deployment').
   */
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(60_000).default(0),
  /** How many proxies in front of the app append to X-Forwarded-For (decision 0038); 0 means clients connect directly. */
  TRUSTED_PROXY_HOPS: z.coerce.number().int().min(0).max(10).default(0),
  /** The least severe log line written: `warn` leaves out the access log and the other info lines. */
  LOG_LEVEL: z.enum(['info', 'warn', 'error']).default('info'),
  MOCKS: flag,
  /** Set by `remix dev` (`npm run dev`) for the app server it starts: where its live-reload socket listens. */
  REMIX_DEV_ORIGIN: z.url().optional(),
  /**
   * Where the simulated upstreams answer under mocks: inside this process (msw, the default), or as their own HTTP
   * server (`npm run simulator`) at the *_BASE_URL addresses given here, as real upstreams would (the bench, the
   * scale check).
   */
  MOCK_UPSTREAMS: z.enum(['in-process', 'http']).default('in-process'),
  /** The simulated card processor behind the simulated card-entry page (mocks only). */
  CARD_PROCESSOR_BASE_URL: z.url().optional(),
  MOCK_DELAY_MS: z.coerce.number().int().min(0).max(60_000).default(0),
  UPSTREAM_TIMEOUT_MS: z.coerce.number().int().min(50).max(60_000).default(10_000),
  SESSION_SECRET: z.string().min(16).optional(),
  CONTENT_ENV: z.string().optional(),
  FORCE_LOGIN_PROMPT: flag,
  AUTH_API_BASE_URL: z.url().optional(),
  ATLAS_API_BASE_URL: z.url().optional(),
  CONTENT_API_BASE_URL: z.url().optional(),
  RX_API_BASE_URL: z.url().optional(),
  STORES_API_BASE_URL: z.url().optional(),
  WALLET_API_BASE_URL: z.url().optional(),
  /** The card processor's hosted card-entry page (an absolute URL in production; its origin is the one frame the CSP allows). */
  CARD_FRAME_URL: pageAddress.optional(),
  /** The environment's fraud-detection script (spec 3 section 7); its origin is added to the CSP's script sources. */
  FRAUD_SCRIPT_URL: pageAddress.optional(),
  /** The wallet's tenant header (spec 3 section 7: default kroger). */
  WALLET_TENANT: z
    .string()
    .regex(/^[a-z0-9-]{1,40}$/)
    .default('kroger'),
  IDP_AUTHORIZE_URL: z.string().min(1).optional(),
  IDP_API_BASE_URL: z.url().optional(),
  IDP_TOKEN_PATH: z.string().startsWith('/').default('/oauth2/token'),
  IDP_CLIENT_ID: z.string().default('storefront-web'),
  GOOGLE_AUTHORIZE_URL: z.string().min(1).optional(),
  GOOGLE_API_BASE_URL: z.url().optional(),
  GOOGLE_TOKEN_PATH: z.string().startsWith('/').default('/token'),
  GOOGLE_CLIENT_ID: z.string().default('storefront-web.apps.googleusercontent.invalid'),
  /**
   * Google's secret for a web client: its token call needs it, PKCE or not (decision 0104). Unset (or empty) sends
   * none, as the simulated Google expects. Its value never appears in a message.
   */
  GOOGLE_CLIENT_SECRET: z
    .string()
    .regex(/^\S{0,200}$/, 'GOOGLE_CLIENT_SECRET must be one word of at most 200 characters')
    .optional()
    .transform((value) => value || undefined),
  /** The zone of a store the facility service says nothing about, and of dates no store owns (decisions 0021, 0105). */
  PHARMACY_TIME_ZONE: z
    .string()
    .default('America/New_York')
    .refine((zone) => {
      try {
        new Intl.DateTimeFormat('en-US', { timeZone: zone })
        return true
      } catch {
        return false
      }
    }, 'PHARMACY_TIME_ZONE must be an IANA time zone'),
})

/** Signs cookies under mocks when no SESSION_SECRET is given; it is public, so a server with real upstreams refuses it. */
const MOCKS_SESSION_SECRET = 'development-only-session-secret'

export type Env = ReturnType<typeof parseEnv>

/**
 * Without PUBLIC_ORIGINS: each banner's own domain over https, or under mocks
 * the local demo's addresses (`localhost` and `<banner>.localhost` on PORT).
 */
function defaultPublicOrigins(mocks: boolean, port: number) {
  if (!mocks) return BANNERS.map((banner) => `https://${banner.domain}`)
  return [
    `http://localhost:${port}`,
    `http://127.0.0.1:${port}`,
    ...BANNERS.map((banner) => `http://${banner.key}.localhost:${port}`),
  ]
}

export function parseEnv(source: Record<string, string | undefined>) {
  const raw = baseSchema.parse(source)
  const upstream = (name: keyof typeof MOCK_HOSTS) => {
    const value = raw[name] ?? (raw.MOCKS ? MOCK_HOSTS[name] : undefined)
    if (!value) throw new Error(`${name} is required when MOCKS is off`)
    return value
  }
  const sessionSecret = raw.SESSION_SECRET ?? (raw.MOCKS ? MOCKS_SESSION_SECRET : undefined)
  if (!sessionSecret) throw new Error('SESSION_SECRET is required when MOCKS is off')
  // A cookie signed for the public demo must never open a real session.
  if (!raw.MOCKS && sessionSecret.split(',').includes(MOCKS_SESSION_SECRET)) {
    throw new Error('SESSION_SECRET must not contain the mocks-only secret when MOCKS is off')
  }
  return {
    isProduction: raw.NODE_ENV === 'production',
    port: raw.PORT,
    publicOrigins: raw.PUBLIC_ORIGINS ?? defaultPublicOrigins(raw.MOCKS, raw.PORT),
    trustedProxyHops: raw.TRUSTED_PROXY_HOPS,
    redisUrl: raw.REDIS_URL,
    shutdownDrainMs: raw.SHUTDOWN_DRAIN_MS,
    logLevel: raw.LOG_LEVEL,
    mocks: raw.MOCKS,
    /** `npm run dev`'s live-reload server, which its pages connect to (decision 0099). */
    liveReloadOrigin: raw.NODE_ENV === 'development' ? raw.REMIX_DEV_ORIGIN : undefined,
    mockUpstreams: raw.MOCK_UPSTREAMS,
    mockDelayMs: raw.MOCK_DELAY_MS,
    /** 10 s by default (spec); tests shorten it. */
    upstreamTimeoutMs: raw.UPSTREAM_TIMEOUT_MS,
    sessionSecrets: sessionSecret.split(','),
    contentEnv: raw.CONTENT_ENV,
    /** The 'configured flag' that forces prompt=login at the identity provider. */
    forceLoginPrompt: raw.FORCE_LOGIN_PROMPT,
    pharmacyTimeZone: raw.PHARMACY_TIME_ZONE,
    walletTenant: raw.WALLET_TENANT,
    cardFrameUrl: upstream('CARD_FRAME_URL'),
    fraudScriptUrl: upstream('FRAUD_SCRIPT_URL'),
    upstream: {
      auth: upstream('AUTH_API_BASE_URL'),
      atlas: upstream('ATLAS_API_BASE_URL'),
      content: upstream('CONTENT_API_BASE_URL'),
      rx: upstream('RX_API_BASE_URL'),
      stores: upstream('STORES_API_BASE_URL'),
      wallet: upstream('WALLET_API_BASE_URL'),
      /** The simulated processor behind the simulated hosted page; only that mocks-only page calls it. */
      cardProcessor: raw.CARD_PROCESSOR_BASE_URL ?? MOCK_CARD_PROCESSOR,
      idp: upstream('IDP_API_BASE_URL'),
      google: upstream('GOOGLE_API_BASE_URL'),
    },
    /** Browser-facing authorization pages and the token paths on the services above. */
    oauth: {
      idp: { authorizeUrl: upstream('IDP_AUTHORIZE_URL'), tokenPath: raw.IDP_TOKEN_PATH, clientId: raw.IDP_CLIENT_ID },
      google: {
        authorizeUrl: upstream('GOOGLE_AUTHORIZE_URL'),
        tokenPath: raw.GOOGLE_TOKEN_PATH,
        clientId: raw.GOOGLE_CLIENT_ID,
        clientSecret: raw.GOOGLE_CLIENT_SECRET,
      },
    },
  }
}

let cached: Env | undefined
export function env(): Env {
  cached ??= parseEnv(process.env)
  return cached
}
