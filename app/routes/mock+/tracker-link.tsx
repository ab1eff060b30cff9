import { redirect, type LoaderFunctionArgs } from '@remix-run/node'
import { requireMocks } from '#app/simulated/require-mocks.server.ts'
import { guestVerificationPath } from '#app/rx/shared/rx-viewer.server.ts'

/**
 * Mocks only: the link of a text message the pharmacy just sent
 * (`?patientNumber=`), stamped now, so a demo or a test always has a fresh
 * one (README 'Demo tracker links').
 */
export async function loader({ request }: LoaderFunctionArgs) {
  requireMocks()
  const patientNumber = new URL(request.url).searchParams.get('patientNumber') ?? ''
  if (!/^\d{1,12}$/.test(patientNumber)) throw new Response('Give a patientNumber.', { status: 400 })
  return redirect(guestVerificationPath({ patientNumber, timestamp: String(Date.now()) }))
}
