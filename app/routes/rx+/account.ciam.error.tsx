import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { loadCiamError } from '#app/rx/link/link.server.ts'
import { CiamErrorPage } from '#app/rx/link/link-pages.tsx'
import { LINK_TEXTS } from '#app/rx/link/link-texts.ts'
import { RxErrorBoundary } from '#app/rx/shared/rx-shell.tsx'

export const meta: MetaFunction = () => [{ title: LINK_TEXTS.ciamTitle }]

export async function loader({ request, context }: LoaderFunctionArgs) {
  return loadCiamError(request, context)
}

export default function Route() {
  return <CiamErrorPage message={useLoaderData<typeof loader>().message} />
}

export function ErrorBoundary() {
  return <RxErrorBoundary />
}
