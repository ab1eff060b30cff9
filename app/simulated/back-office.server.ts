import type { AppLoadContext } from '@remix-run/node'
import { z } from 'zod'
import { readMockOutbox } from '#app/upstream/auth-api.server.ts'
import { upstreamOf } from '#app/upstream/request.server.ts'
import { RX_PATHS } from '#app/upstream/rx-api.schema.ts'

/**
 * The simulated pages' calls to the simulated back office. A stand-in for a
 * third party has no session of ours: the request's client as it is, no
 * token, and an upstream's 401 or 403 does not end anyone's sign-in.
 */
export function backOfficeClient(request: Request, context: AppLoadContext) {
  return upstreamOf(request, context)
}

/** The emails the simulated back office "sent" to an address, such as password-reset links. */
export async function readInbox(request: Request, context: AppLoadContext, email: string) {
  return (await readMockOutbox(await backOfficeClient(request, context), email)).data
}

/** Puts the demo pharmacy account back as seeded (README 'Demo accounts'): its prescriptions unpaid, its cart empty. */
export async function resetDemoPharmacy(request: Request, context: AppLoadContext) {
  await (await backOfficeClient(request, context)).post('rx', RX_PATHS.mockDemoPharmacy, z.unknown())
}
