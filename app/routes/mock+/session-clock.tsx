import type { ActionFunctionArgs } from '@remix-run/node'
import { getAuthState } from '#app/auth/auth-state.server.ts'
import { touchActivity } from '#app/auth/session.server.ts'
import { readFormData } from '#app/security/form.server.ts'
import { requireMocks } from '#app/simulated/require-mocks.server.ts'

/**
 * Mocks only: moves the signed-in browser's last activity `idleSeconds` into the past, so a test sees the server's
 * idle limit without waiting ten minutes. The server keeps that time (decision 0089): no cookie can be forged for it.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  requireMocks()
  const idleSeconds = Number((await readFormData(request)).get('idleSeconds'))
  const { user } = await getAuthState(request, context)
  if (!user || !Number.isInteger(idleSeconds) || idleSeconds < 0 || idleSeconds > 24 * 60 * 60)
    throw new Response('Sign in first, and give idleSeconds (0 to 86400).', { status: 400 })
  await touchActivity(user, undefined, Date.now() - idleSeconds * 1000)
  return new Response(null, { status: 204 })
}
