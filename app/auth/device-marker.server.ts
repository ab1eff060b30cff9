import { randomUUID } from 'node:crypto'
import { env } from '#app/env.server.ts'
import { keyedHash } from '#app/security/keyed-hash.server.ts'
import { sealedAppCookie } from '#app/security/sealed-cookie.server.ts'
import type { UserInfo } from '#app/upstream/auth-api.schema.ts'

const DEVICE_SECONDS = 60 * 60 * 24 * 365

/**
 * Long-lived device marker: the "known machine" of spec 1 section 6. It also
 * remembers which authentication model this browser's last user was on, which
 * decides the sign-in page's redirect mode (spec 1 section 2), and which
 * accounts signed in on it, so their owners' wrong passwords here are not
 * counted with strangers' (decision 0077).
 */
export type DeviceMarker = {
  id: string
  authModel: UserInfo['authorities']
  /** The accounts that signed in here, most recent first: a keyed hash of each email, never the email. */
  accounts: string[]
}
/** A shared family computer's accounts, while the cookie stays a few hundred bytes (decision 0077). */
export const KNOWN_ACCOUNTS_PER_DEVICE = 5

let deviceCookieInstance: ReturnType<typeof sealedAppCookie> | undefined
export function deviceCookie() {
  deviceCookieInstance ??= sealedAppCookie('__device', { maxAge: DEVICE_SECONDS })
  return deviceCookieInstance
}

export async function readDeviceMarker(cookieHeader: string | null): Promise<DeviceMarker | undefined> {
  const value: unknown = await deviceCookie().parse(cookieHeader)
  if (typeof value !== 'object' || value === null) return undefined
  const { id, authModel, accounts } = value as Record<string, unknown>
  if (typeof id !== 'string' || (authModel !== 'legacy' && authModel !== 'newer')) return undefined
  // A marker from before decision 0077 knows no account.
  const known = Array.isArray(accounts) ? accounts.filter((account) => typeof account === 'string') : []
  return { id, authModel, accounts: known.slice(0, KNOWN_ACCOUNTS_PER_DEVICE) }
}

/** An email as sign-in counts it: one account however it is typed. */
export function normalEmail(email: string) {
  return email.trim().toLowerCase()
}

/**
 * An account as one device marker names it: a keyed hash of the device id and the email. The same email reads
 * differently on every device, and nothing in it gives the email back.
 */
const accountHash = (secret: string, deviceId: string, email: string) =>
  keyedHash('storefront known device v1', `${deviceId}\n${normalEmail(email)}`, secret)

/** The account's hashes under every session secret, so a rotated secret still knows the devices it marked. */
function accountHashes(deviceId: string, email: string) {
  return env().sessionSecrets.map((secret) => accountHash(secret, deviceId, email))
}

/** Whether the account of this email signed in on this browser before (decision 0077). */
export function isKnownDeviceFor(device: DeviceMarker | undefined, email: string) {
  if (!device) return false
  return accountHashes(device.id, email).some((hash) => device.accounts.includes(hash))
}

/**
 * The device marker after a sign-in: the user's authentication model, and the account first among those it knows
 * when the sign-in proved its email (at most KNOWN_ACCOUNTS_PER_DEVICE: the least recent goes). Undefined when the
 * marker the browser holds stays as it is.
 */
export function deviceMarkerAfterSignIn(
  device: DeviceMarker | undefined,
  authModel: UserInfo['authorities'],
  email?: string,
): DeviceMarker | undefined {
  const id = device?.id ?? randomUUID()
  const before = device?.accounts ?? []
  let accounts = before
  if (email !== undefined) {
    const hashes = accountHashes(id, email)
    accounts = [hashes[0]!, ...before.filter((hash) => !hashes.includes(hash))].slice(0, KNOWN_ACCOUNTS_PER_DEVICE)
  }
  const unchanged =
    device?.authModel === authModel &&
    accounts.length === before.length &&
    accounts.every((hash, index) => hash === before[index])
  return unchanged ? undefined : { id, authModel, accounts }
}
