import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { loadIdmFailure } from '#app/rx/link/link.server.ts'
import { IdmFailurePage } from '#app/rx/link/link-pages.tsx'
import { RxErrorBoundary } from '#app/rx/shared/rx-shell.tsx'
import { pageTitle } from '#app/ui/page-title.ts'

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => pageTitle(data?.texts.failureTitle, matches)

export async function loader({ request, context }: LoaderFunctionArgs) {
  return loadIdmFailure(request, context)
}

export default function Route() {
  const { message, texts } = useLoaderData<typeof loader>()
  return <IdmFailurePage message={message} texts={texts} />
}

export function ErrorBoundary() {
  return <RxErrorBoundary />
}
