import { data, type AppLoadContext } from '@remix-run/node'
import { getAuthState, signOut } from '#app/auth/auth-state.server.ts'
import { touchActivity } from '#app/auth/session.server.ts'
import { readFormData } from '#app/security/form.server.ts'
import { isUpstreamError } from '#app/upstream/errors.ts'
import { extendRxSession } from '#app/upstream/rx-api.server.ts'
import { requireRxCustomer } from './rx-customer.server.ts'
import { SESSION_TIMEOUT_SIGN_IN } from '#app/auth/session-lifetime.ts'
import { textsOf } from '#app/i18n/messages.server.ts'
import { RX_SHELL } from './rx-shell.messages.server.ts'

/** The session-timeout modal's two answers: extend (the session call) or sign out (the logout, then sign in again). */
export async function sessionTimeoutAction(request: Request, context: AppLoadContext) {
  const form = await readFormData(request)
  if (form.get('intent') === 'signOut')
    throw await signOut(request, context, await getAuthState(request, context), SESSION_TIMEOUT_SIGN_IN)
  // The gate refuses a session already past the idle limit: extending comes too late then.
  const { client, user } = await requireRxCustomer(request, context)
  try {
    await extendRxSession(client)
  } catch (error) {
    if (!isUpstreamError(error)) throw error
    return data({ ok: false as const, error: textsOf(RX_SHELL, context.language).sessionExtendError }, { status: 502 })
  }
  await touchActivity(user)
  return { ok: true as const }
}
