import { redirect, type LoaderFunctionArgs } from '@remix-run/node'
import { safeRedirect } from '#app/security/safe-redirect.ts'

/** Legacy route: the query (redirectUrl and friends) carries over to /signin. */
export async function loader({ request }: LoaderFunctionArgs) {
  throw redirect(safeRedirect(`/signin${new URL(request.url).search}`, '/signin'), 301)
}
