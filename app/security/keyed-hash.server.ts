import { createHmac, hkdfSync } from 'node:crypto'
import { env } from '#app/env.server.ts'

const keys = new Map<string, Buffer>()

/**
 * An HMAC-SHA256 of `value` under a key drawn (HKDF) from a session secret for one `purpose`, cut to 128 bits,
 * base64url: a name for personal data (an email, a name and birth date) that a cookie or a Redis key can hold without
 * giving it back. The first secret by default; a caller that must survive rotation asks for each.
 */
export function keyedHash(purpose: string, value: string, secret = env().sessionSecrets[0]!) {
  const id = `${purpose}\n${secret}`
  let key = keys.get(id)
  if (!key) {
    key = Buffer.from(hkdfSync('sha256', secret, '', purpose, 32))
    keys.set(id, key)
  }
  return createHmac('sha256', key).update(value).digest().subarray(0, 16).toString('base64url')
}
