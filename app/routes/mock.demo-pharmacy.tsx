import { redirect, type ActionFunctionArgs } from '@remix-run/node'
import { getAuthState, upstreamFor } from '#app/auth/auth-state.server.ts'
import { readFormData } from '#app/security/form.server.ts'
import { requireMocks } from '#app/simulated/require-mocks.server.ts'
import { RX_PATHS } from '#app/upstream/rx-api.schema.ts'
import { z } from 'zod'

/**
 * Mocks only: puts the demo pharmacy account back as seeded (README 'Demo
 * accounts'): its prescriptions unpaid, its cart empty. Payments cannot be
 * undone, so a demo or a test that pays starts here.
 */
export async function action({ request }: ActionFunctionArgs) {
  requireMocks()
  await readFormData(request)
  const { session } = await getAuthState(request)
  await (await upstreamFor(request, session)).post('rx', RX_PATHS.mockDemoPharmacy, z.unknown())
  return redirect('/rx/tracker')
}
