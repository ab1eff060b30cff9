import { randomBytes } from 'node:crypto'
import type { AppLoadContext } from '@remix-run/node'
import { getAuthState } from './auth-state.server.ts'
import { commitSession } from './session.server.ts'

/**
 * The id under which the server keeps what this browser's session holds beside its record (the pharmacy's flows,
 * decision 0089). It lives in the session record, never in a cookie: it stays through the session's new ids (a
 * sign-in, a pharmacy link) and goes with the session (sign-out, the idle limit, a lifetime ended). `create`: a
 * session without one gets one, and a visitor without a session gets a session (its cookie in the request's jar).
 */
export async function sessionScope(
  request: Request,
  context: AppLoadContext,
  { create }: { create: boolean },
): Promise<string | undefined> {
  const { session } = await getAuthState(request, context)
  const known = session.get('scope')
  if (known || !create) return known
  const scope = randomBytes(18).toString('base64url')
  session.set('scope', scope)
  await commitSession(context, session)
  return scope
}

/**
 * A new id for this browser's session, the same sign-in and state: for a session that has just gained something
 * worth taking (a pharmacy link, a guest's token). An id planted in the browser before, or copied from it, then opens
 * nothing.
 */
export async function renewSessionId(request: Request, context: AppLoadContext) {
  const { session } = await getAuthState(request, context)
  await commitSession(context, session, { rotate: true })
}
