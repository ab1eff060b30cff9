import { env } from '#app/env.server.ts'
import { googleTokenResponseSchema, idpTokenResponseSchema } from './oauth.schema.ts'
import type { UpstreamClient } from './request.server.ts'

export type OAuthProvider = 'idp' | 'google'

function tokenRequestBody(provider: OAuthProvider, code: string, codeVerifier: string, redirectUri: string) {
  return new URLSearchParams({
    grant_type: 'authorization_code',
    code,
    code_verifier: codeVerifier,
    redirect_uri: redirectUri,
    client_id: env().oauth[provider].clientId,
  })
}

export function exchangeIdpCode(client: UpstreamClient, code: string, codeVerifier: string, redirectUri: string) {
  return client.post('idp', env().oauth.idp.tokenPath, idpTokenResponseSchema, {
    body: tokenRequestBody('idp', code, codeVerifier, redirectUri),
    credentialCall: true,
  })
}

export function exchangeGoogleCode(client: UpstreamClient, code: string, codeVerifier: string, redirectUri: string) {
  const { tokenPath, clientSecret } = env().oauth.google
  const body = tokenRequestBody('google', code, codeVerifier, redirectUri)
  // Where Google reads a web client's secret: the token request's form body (the request layer logs no bodies).
  if (clientSecret) body.set('client_secret', clientSecret)
  return client.post('google', tokenPath, googleTokenResponseSchema, { body, credentialCall: true })
}
