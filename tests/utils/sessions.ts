import { commitSession, type AppSession } from '#app/auth/session.server.ts'
import { testContext } from './context.ts'

/** Commits `session` in a request of its own: the `__session` Set-Cookie its jar then holds, if any. */
export async function commitSessionCookie(session: AppSession, options?: { rotate?: boolean }) {
  const context = testContext()
  await commitSession(context, session, options)
  return context.responseCookies().find((line) => line.startsWith('__session='))
}
