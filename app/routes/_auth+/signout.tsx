import { redirect, type ActionFunctionArgs } from '@remix-run/node'
import { getAuthState, signOut } from '#app/auth/auth-state.server.ts'
import { readFormData } from '#app/security/form.server.ts'

export async function action({ request, context }: ActionFunctionArgs) {
  // Read (and so check) the form even though sign-out needs no fields: no cross-site sign-outs.
  await readFormData(request)
  throw await signOut(request, context, await getAuthState(request, context), '/')
}

/** Sign-out changes state, so a GET only explains where the button is. */
export async function loader() {
  throw redirect('/')
}
