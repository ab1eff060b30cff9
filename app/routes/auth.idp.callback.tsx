import type { LoaderFunctionArgs } from '@remix-run/node'
import { handleProviderCallback } from '#app/auth/provider-sign-in.server.ts'

export const loader = ({ request }: LoaderFunctionArgs) => handleProviderCallback(request, 'idp')
