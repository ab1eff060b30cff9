import type { LoaderFunctionArgs } from '@remix-run/node'
import { handleProviderCallback } from '#app/auth/provider-sign-in.server.ts'

export async function loader({ request, context }: LoaderFunctionArgs) {
  return handleProviderCallback(request, context, 'idp')
}
