import { redirect, type ActionFunctionArgs } from '@remix-run/node'
import { beginAuthorization } from '#app/auth/oauth-flow.server.ts'
import { safeRedirect } from '#app/security/safe-redirect.ts'
import { readFormData } from '#app/security/form.server.ts'

/** 'Sign in with Google' posts here: a plain form post, so it works without JavaScript. */
export async function action({ request }: ActionFunctionArgs) {
  const form = await readFormData(request)
  const { authorizeUrl, setCookie } = await beginAuthorization(request, 'google', {
    redirectUrl: safeRedirect(form.get('redirectUrl'), '/'),
    prompt: 'select_account',
  })
  throw redirect(authorizeUrl, { headers: { 'set-cookie': setCookie } })
}

export async function loader() {
  throw redirect('/signin')
}
