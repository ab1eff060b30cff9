import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { loadStoreDetails } from '#app/stores/store-details.server.ts'
import { StoreDetailsPage } from '#app/stores/store-pages.tsx'
import { GeneralErrorBoundary } from '#app/ui/error-boundary.tsx'
import { pageTitle } from '#app/ui/page-title.ts'

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => pageTitle(data?.name, matches)

/** Spec 2 section 2's store details URL (decision 0071). */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  return loadStoreDetails(request, context, params)
}

export default function Route() {
  return <StoreDetailsPage data={useLoaderData<typeof loader>()} />
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
