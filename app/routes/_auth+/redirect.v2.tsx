import { redirect, type LoaderFunctionArgs } from '@remix-run/node'
import { safeRedirect } from '#app/security/safe-redirect.ts'

/** The post-sign-in hop (spec 1 section 4): sends the user on, same-origin only, never back here. */
export async function loader({ request }: LoaderFunctionArgs) {
  const target = safeRedirect(new URL(request.url).searchParams.get('redirectUrl'), '/')
  throw redirect(/^\/redirect\/v2(\/|\?|#|$)/i.test(target) ? '/' : target)
}
