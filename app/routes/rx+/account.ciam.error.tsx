import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { loadCiamError } from '#app/rx/link/link.server.ts'
import { CiamErrorPage } from '#app/rx/link/link-pages.tsx'
import { RxErrorBoundary } from '#app/rx/shared/rx-shell.tsx'
import { pageTitle } from '#app/ui/page-title.ts'

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => pageTitle(data?.texts.ciamTitle, matches)

export async function loader({ request, context }: LoaderFunctionArgs) {
  return loadCiamError(request, context)
}

export default function Route() {
  const { message, texts } = useLoaderData<typeof loader>()
  return <CiamErrorPage message={message} texts={texts} />
}

export function ErrorBoundary() {
  return <RxErrorBoundary />
}
