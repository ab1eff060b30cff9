import { z } from 'zod'
import { readMockOutbox } from '#app/upstream/auth-api.server.ts'
import { createUpstreamClient, requestContext } from '#app/upstream/request.server.ts'
import { RX_PATHS } from '#app/upstream/rx-api.schema.ts'

/**
 * The simulated pages' calls to the simulated back office. A stand-in for a
 * third party has no session of ours: its calls carry no token, and an
 * upstream's 401 or 403 does not end anyone's sign-in.
 */
export async function backOfficeClient(request: Request) {
  return createUpstreamClient(await requestContext(request))
}

/** The emails the simulated back office "sent" to an address, such as password-reset links. */
export async function readInbox(request: Request, email: string) {
  return (await readMockOutbox(await backOfficeClient(request), email)).data
}

/** Puts the demo pharmacy account back as seeded (README 'Demo accounts'): its prescriptions unpaid, its cart empty. */
export async function resetDemoPharmacy(request: Request) {
  await (await backOfficeClient(request)).post('rx', RX_PATHS.mockDemoPharmacy, z.unknown())
}
