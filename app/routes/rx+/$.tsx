import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { rxRedirectFor } from '#app/rx/shared/rx-redirects.ts'
import { readFormData } from '#app/security/form.server.ts'
import { safeRedirect } from '#app/security/safe-redirect.ts'

/** Every /rx path without a route of its own: the redirects table, else the dashboard. */
export async function loader({ request }: LoaderFunctionArgs) {
  throw redirect(safeRedirect(rxRedirectFor(new URL(request.url).pathname), '/rx/dashboard'))
}

export async function action({ request }: ActionFunctionArgs) {
  await readFormData(request)
  throw redirect(safeRedirect(rxRedirectFor(new URL(request.url).pathname), '/rx/dashboard'))
}
