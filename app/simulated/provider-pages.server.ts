import { data, redirect, type AppLoadContext } from '@remix-run/node'
import { z } from 'zod'
import { readFormData } from '#app/security/form.server.ts'
import { backOfficeClient } from './back-office.server.ts'
import { requireMocks } from './require-mocks.server.ts'
import {
  MOCK_GOOGLE_CONSENT_PATH,
  MOCK_IDP_LOGIN_PATH,
  mockAuthorizationResponseSchema,
} from '#app/upstream/oauth.schema.ts'
import type { OAuthProvider } from '#app/upstream/oauth.server.ts'

/**
 * Stand-ins for the identity provider's login page and Google's consent page.
 * Their "backend" is the simulated back office, reached through the same
 * request layer as every upstream.
 */
const authorizeQuerySchema = z.object({
  client_id: z.string().min(1).max(200),
  redirect_uri: z.string().min(1).max(2048),
  state: z.string().min(1).max(200),
  code_challenge: z.string().min(1).max(200),
  prompt: z.string().max(40).optional(),
  originalUrl: z.string().max(2048).optional(),
  calledFrom: z.string().max(100).optional(),
  acr_values: z.string().max(40).optional(),
})
type AuthorizeQuery = z.infer<typeof authorizeQuerySchema>

/** The request's authorize parameters; the redirect URI must be this app's own (the registered client). */
function readAuthorizeQuery(request: Request, source: URLSearchParams | FormData): AuthorizeQuery {
  const parsed = authorizeQuerySchema.safeParse(Object.fromEntries(source))
  if (!parsed.success) throw new Response('Invalid authorization request', { status: 400 })
  let redirectUri: URL
  try {
    redirectUri = new URL(parsed.data.redirect_uri)
  } catch {
    throw new Response('Invalid redirect_uri', { status: 400 })
  }
  if (redirectUri.origin !== new URL(request.url).origin)
    throw new Response('Unregistered redirect_uri', { status: 400 })
  return parsed.data
}

/** The page's GET: the authorize request as the client sent it. */
export function loadAuthorizeRequest(request: Request) {
  requireMocks()
  return readAuthorizeQuery(request, new URL(request.url).searchParams)
}

/** The page's own POST: the authorize request rides along in hidden fields. */
export async function readAuthorizeForm(request: Request) {
  requireMocks()
  const form = await readFormData(request)
  return { form, query: readAuthorizeQuery(request, form) }
}

export function backToClient(query: AuthorizeQuery, params: Record<string, string>) {
  const url = new URL(query.redirect_uri)
  url.search = new URLSearchParams({ ...params, state: query.state }).toString()
  return redirect(url.href)
}

/** Asks the simulated provider for a code; answers with a redirect back to the app or an error for the page. */
export async function authorize(
  request: Request,
  context: AppLoadContext,
  provider: OAuthProvider,
  query: AuthorizeQuery,
  credentials: { email: string; password?: string },
) {
  if (!credentials.email.trim()) return data({ error: 'Enter an email.' }, { status: 400 })
  const api = await backOfficeClient(request, context)
  const path = provider === 'idp' ? MOCK_IDP_LOGIN_PATH : MOCK_GOOGLE_CONSENT_PATH
  const answer = await api.post(provider, path, mockAuthorizationResponseSchema, {
    body: {
      clientId: query.client_id,
      redirectUri: query.redirect_uri,
      codeChallenge: query.code_challenge,
      stepUp: query.acr_values === 'stepup',
      ...credentials,
    },
  })
  if (!answer.code) return data({ error: 'Incorrect email or password.' }, { status: 400 })
  throw backToClient(query, { code: answer.code })
}
