import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { StoreSearchPage } from '#app/stores/store-pages.tsx'
import { loadStoreSearch } from '#app/stores/store-search.server.ts'
import { STORE_TEXTS } from '#app/stores/store-texts.ts'
import { GeneralErrorBoundary } from '#app/ui/error-boundary.tsx'

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.texts.title ?? STORE_TEXTS.title }]

export async function loader({ request, context }: LoaderFunctionArgs) {
  return loadStoreSearch(request, context)
}

export default function Route() {
  return <StoreSearchPage data={useLoaderData<typeof loader>()} />
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
