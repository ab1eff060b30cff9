import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto'
import { deflateRawSync, inflateRawSync } from 'node:zlib'
import type { Cookie, CookieSerializeOptions } from '@remix-run/node'
import { env } from '#app/env.server.ts'

/**
 * Cookies whose value the browser holds but cannot read (decision 0041):
 * JSON sealed with AES-256-GCM, so it is encrypted and tamper-evident at
 * once. Each secret of `SESSION_SECRET` gives a key through HKDF; the first
 * seals, every one opens, so a secret is rotated by putting the new one
 * first. The cookie's name is the additional data: one cookie's value never
 * opens as another's. A value that opens with no key reads as absent.
 */
const IV_BYTES = 12
const TAG_BYTES = 16
const KEY_INFO = 'storefront sealed cookie v1'

const keys = new Map<string, Buffer>()
function keyOf(secret: string) {
  let key = keys.get(secret)
  if (!key) {
    key = Buffer.from(hkdfSync('sha256', secret, '', KEY_INFO, 32))
    keys.set(secret, key)
  }
  return key
}

function seal(name: string, value: unknown, secret: string) {
  const iv = randomBytes(IV_BYTES)
  const cipher = createCipheriv('aes-256-gcm', keyOf(secret), iv, { authTagLength: TAG_BYTES })
  cipher.setAAD(Buffer.from(name))
  const body = Buffer.concat([cipher.update(deflateRawSync(JSON.stringify(value))), cipher.final()])
  return Buffer.concat([iv, body, cipher.getAuthTag()]).toString('base64url')
}

function unseal(name: string, sealed: string, secrets: readonly string[]): unknown {
  const bytes = Buffer.from(sealed, 'base64url')
  if (bytes.length <= IV_BYTES + TAG_BYTES) return null
  for (const secret of secrets) {
    try {
      const decipher = createDecipheriv('aes-256-gcm', keyOf(secret), bytes.subarray(0, IV_BYTES), {
        authTagLength: TAG_BYTES,
      })
      decipher.setAAD(Buffer.from(name))
      decipher.setAuthTag(bytes.subarray(-TAG_BYTES))
      const text = Buffer.concat([decipher.update(bytes.subarray(IV_BYTES, -TAG_BYTES)), decipher.final()])
      return JSON.parse(inflateRawSync(text).toString('utf8'))
    } catch {
      // Sealed with another secret, or not by us: the next secret, else absent.
    }
  }
  return null
}

/** The one value a `Cookie` header gives this name (base64url needs no decoding). */
function valueIn(cookieHeader: string | null, name: string) {
  for (const pair of (cookieHeader ?? '').split(';')) {
    const at = pair.indexOf('=')
    if (at > 0 && pair.slice(0, at).trim() === name) return pair.slice(at + 1).trim()
  }
  return undefined
}

type SealedCookieOptions = {
  secrets: readonly string[]
  path?: string
  httpOnly?: boolean
  secure?: boolean
  sameSite?: 'lax' | 'strict'
  maxAge?: number
}

/** A sealed cookie with Remix's `Cookie` interface, so `createSessionStorage` can keep a session's id in it. */
export function createSealedCookie(name: string, options: SealedCookieOptions): Cookie {
  const { secrets, ...attributes } = { path: '/', sameSite: 'lax' as const, ...options }
  if (secrets.length === 0) throw new Error(`The sealed cookie ${name} needs a secret.`)
  return {
    name,
    // Sealed is more than signed: Remix's warning about unsigned session cookies does not apply.
    isSigned: true,
    get expires() {
      return attributes.maxAge === undefined ? undefined : new Date(Date.now() + attributes.maxAge * 1000)
    },
    async parse(cookieHeader) {
      const sealed = valueIn(cookieHeader, name)
      return sealed ? unseal(name, sealed, secrets) : null
    },
    async serialize(value: unknown, overrides: CookieSerializeOptions = {}) {
      const { path, httpOnly, secure, sameSite, maxAge, expires } = { ...attributes, ...overrides }
      return [
        `${name}=${value === '' ? '' : seal(name, value, secrets[0]!)}`,
        maxAge === undefined ? '' : `; Max-Age=${Math.floor(maxAge)}`,
        `; Path=${path}`,
        expires ? `; Expires=${expires.toUTCString()}` : '',
        httpOnly ? '; HttpOnly' : '',
        secure ? '; Secure' : '',
        sameSite === 'strict' ? '; SameSite=Strict' : '; SameSite=Lax',
      ].join('')
    },
  }
}

/** What every cookie of this app shares: httpOnly, SameSite=Lax, path '/', Secure in production, the session secrets. */
function appCookieOptions() {
  const { isProduction, mocks, sessionSecrets } = env()
  // Mocks mean a local demo over plain http (Safari drops Secure cookies on localhost).
  return {
    httpOnly: true,
    sameSite: 'lax' as const,
    path: '/',
    secure: isProduction && !mocks,
    secrets: sessionSecrets,
  }
}

/** Whether the app's cookies carry Secure: a plain one (the language's) as much as a sealed one. */
export const secureCookies = () => appCookieOptions().secure

/** An app cookie, sealed with the session secrets. */
export function sealedAppCookie(name: string, { maxAge }: { maxAge?: number } = {}) {
  return createSealedCookie(name, { ...appCookieOptions(), maxAge })
}
