import { redirect, type ActionFunctionArgs } from '@remix-run/node'
import { readFormData } from '#app/security/form.server.ts'
import { requireMocks } from '#app/simulated/require-mocks.server.ts'
import { unlinkForDemo } from '#app/rx/link/link.server.ts'

/**
 * Mocks only: takes the signed-in account's pharmacy link away again, so a demo or a test links
 * new@example.com from the start (README 'Demo accounts').
 */
export async function action({ request, context }: ActionFunctionArgs) {
  requireMocks()
  await readFormData(request)
  await unlinkForDemo(request, context)
  return redirect('/rx/landing-page')
}
