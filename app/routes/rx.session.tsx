import { redirect, type ActionFunctionArgs } from '@remix-run/node'
import { sessionTimeoutAction } from '#app/rx/session-timeout.server.ts'

export function action({ request }: ActionFunctionArgs) {
  return sessionTimeoutAction(request)
}

/** Only the modal posts here; a visit goes to the dashboard. */
export function loader() {
  throw redirect('/rx/dashboard')
}
