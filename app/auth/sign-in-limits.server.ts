import type { AppLoadContext } from '@remix-run/node'
import { createAttemptLimits, createRateLimiter } from '#app/security/rate-limit.server.ts'
import { isKnownDeviceFor, normalEmail, type DeviceMarker } from './device-marker.server.ts'

export const SIGN_IN_LIMITS = {
  /** Wrong passwords for one account from one client: a stranger's guesses do not lock the owner out. */
  perPair: 5,
  /** Wrong passwords for one account from anywhere: guessing spread over many clients (decision 0036). */
  perIdentifier: 50,
  /** Wrong passwords from one client, for any account (password spraying). */
  perClient: 30,
  /** Wrong passwords for one account from a browser it signed in on before, counted apart from strangers' (decision 0077). */
  perKnownDevice: 5,
} as const

const WINDOW_MS = 15 * 60 * 1000
const accountKey = (email: string) => `email:${normalEmail(email)}`

/** Unknown devices: per account and client, per account and per client; a success clears the pair's count. */
const strangers = createAttemptLimits({
  name: 'sign-in',
  windowMs: WINDOW_MS,
  perPair: SIGN_IN_LIMITS.perPair,
  perIdentifier: SIGN_IN_LIMITS.perIdentifier,
  perClient: SIGN_IN_LIMITS.perClient,
  keyOf: accountKey,
})

/** Known devices: per account and device only, so strangers reaching the account's ceiling do not lock them out. */
const knownDevices = createRateLimiter({
  name: 'sign-in:device',
  windowMs: WINDOW_MS,
  max: SIGN_IN_LIMITS.perKnownDevice,
})

/** A counted sign-in attempt, and what to tell the counters once the sign-in service has answered. */
type SignInAttempt = {
  /** False when the attempt went over a limit: it must not be tried. */
  allowed: boolean
  /** The password was right. */
  succeeded(): Promise<void>
  /** The sign-in service could not check it: it does not count. A wrong password needs no call, it stays counted. */
  untried(): Promise<void>
}

/**
 * Sign-in failures (decisions 0036 and 0077). A browser whose device marker names the account counts its wrong
 * passwords per account and device, without the account-wide ceiling, so an attack spread over many addresses does
 * not lock the owner out on their own device. Once that count runs out the device is a stranger again, and an
 * unknown device is counted per account and client, per account and per client.
 */
export const signInLimits = {
  async attempt(context: AppLoadContext, email: string, device: DeviceMarker | undefined): Promise<SignInAttempt> {
    const deviceKey = device && isKnownDeviceFor(device, email) ? `${accountKey(email)}|device:${device.id}` : undefined
    if (deviceKey && (await knownDevices.hit([deviceKey])).allowed) {
      return {
        allowed: true,
        succeeded: () => knownDevices.clear(deviceKey),
        untried: () => knownDevices.undo([deviceKey]),
      }
    }
    return {
      allowed: await strangers.attempt(context, email),
      async succeeded() {
        await Promise.all([strangers.succeeded(context, email), deviceKey && knownDevices.clear(deviceKey)])
      },
      untried: () => strangers.untried(context, email),
    }
  },
}
