import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { rxRedirectFor } from '#app/rx/rx-redirects.ts'
import { readFormData } from '#app/security/form.server.ts'

/** Every /rx path without a route of its own: the redirects table, else the dashboard. */
export function loader({ request }: LoaderFunctionArgs) {
  throw redirect(rxRedirectFor(new URL(request.url).pathname))
}

export async function action({ request }: ActionFunctionArgs) {
  await readFormData(request)
  throw redirect(rxRedirectFor(new URL(request.url).pathname))
}
