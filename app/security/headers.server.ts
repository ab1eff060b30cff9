import { env } from '#app/env.server.ts'
import { contentHostForLogos } from '#app/banners/banner.server.ts'

/**
 * Security headers for every response. Scripts run only with this request's
 * nonce; images come from ourselves and the logo content host.
 */
export function applySecurityHeaders(headers: Headers, nonce?: string) {
  const scriptSrc = nonce ? `'self' 'nonce-${nonce}'` : `'self'`
  const policy = [
    `default-src 'self'`,
    `script-src ${scriptSrc}`,
    `style-src 'self'`,
    ['img-src', "'self'", 'data:', contentHostForLogos()].filter(Boolean).join(' '),
    `connect-src 'self'`,
    `font-src 'self'`,
    `form-action 'self'`,
    `frame-src 'none'`,
    `frame-ancestors 'none'`,
    `base-uri 'none'`,
    `object-src 'none'`,
  ].join('; ')
  headers.set('content-security-policy', policy)
  headers.set('x-content-type-options', 'nosniff')
  headers.set('referrer-policy', 'strict-origin-when-cross-origin')
  headers.set('x-frame-options', 'DENY')
  headers.set('cross-origin-opener-policy', 'same-origin')
  headers.set('permissions-policy', 'camera=(), microphone=(), geolocation=(), payment=()')
  if (env().isProduction && !env().mocks) {
    headers.set('strict-transport-security', 'max-age=31536000; includeSubDomains')
  }
}
