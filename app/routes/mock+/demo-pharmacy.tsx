import { redirect, type ActionFunctionArgs } from '@remix-run/node'
import { readFormData } from '#app/security/form.server.ts'
import { resetDemoPharmacy } from '#app/simulated/back-office.server.ts'
import { requireMocks } from '#app/simulated/require-mocks.server.ts'

/**
 * Mocks only: puts the demo pharmacy account back as seeded (README 'Demo
 * accounts'): its prescriptions unpaid, its cart empty. Payments cannot be
 * undone, so a demo or a test that pays starts here.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  requireMocks()
  await readFormData(request)
  await resetDemoPharmacy(request, context)
  return redirect('/rx/tracker')
}
