import { data } from '@remix-run/node'
import { getAuthState } from '#app/auth/auth-state.server.ts'
import { readFormData } from '#app/security/form.server.ts'
import { isUpstreamError } from '#app/upstream/errors.ts'
import { extendRxSession } from '#app/upstream/rx-api.server.ts'
import { sessionTimeoutResponse, touchActivity } from './idle.server.ts'
import { requireRxCustomer } from './rx-customer.server.ts'
import { SESSION_EXTEND_ERROR } from './session-timeout.ts'

/** The session-timeout modal's two answers: extend (the session call) or sign out. */
export async function sessionTimeoutAction(request: Request) {
  const form = await readFormData(request)
  if (form.get('intent') === 'signOut') {
    const { session } = await getAuthState(request)
    throw await sessionTimeoutResponse(session)
  }
  const { client } = await requireRxCustomer(request)
  try {
    await extendRxSession(client)
  } catch (error) {
    if (!isUpstreamError(error)) throw error
    return data({ ok: false as const, error: SESSION_EXTEND_ERROR }, { status: 502 })
  }
  return data({ ok: true as const }, { headers: { 'set-cookie': await touchActivity() } })
}
