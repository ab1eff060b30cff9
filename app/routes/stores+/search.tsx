import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { StoreSearchPage } from '#app/stores/store-pages.tsx'
import { loadStoreSearch } from '#app/stores/store-search.server.ts'
import { GeneralErrorBoundary } from '#app/ui/error-boundary.tsx'
import { pageTitle } from '#app/ui/page-title.ts'

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => pageTitle(data?.texts.title, matches)

export async function loader({ request, context }: LoaderFunctionArgs) {
  return loadStoreSearch(request, context)
}

export default function Route() {
  return <StoreSearchPage data={useLoaderData<typeof loader>()} />
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
