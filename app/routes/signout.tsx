import { redirect, type ActionFunctionArgs } from '@remix-run/node'
import { getAuthState, signOutHeaders } from '#app/auth/auth-state.server.ts'

export async function action({ request }: ActionFunctionArgs) {
  const { session } = await getAuthState(request)
  throw redirect('/', { headers: await signOutHeaders(session) })
}

/** Sign-out changes state, so a GET only explains where the button is. */
export function loader() {
  throw redirect('/')
}
