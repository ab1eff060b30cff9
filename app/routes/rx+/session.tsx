import { redirect, type ActionFunctionArgs } from '@remix-run/node'
import { sessionTimeoutAction } from '#app/rx/shared/session-timeout.server.ts'

export async function action({ request, context }: ActionFunctionArgs) {
  return sessionTimeoutAction(request, context)
}

/** Only the modal posts here; a visit goes to the dashboard. */
export async function loader() {
  throw redirect('/rx/dashboard')
}
