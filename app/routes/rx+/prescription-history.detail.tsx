import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { PrescriptionDetailPage } from '#app/rx/history/history-pages.tsx'
import { loadPrescriptionDetail } from '#app/rx/history/history.server.ts'
import { RxErrorBoundary } from '#app/rx/shared/rx-shell.tsx'
import { pageTitle } from '#app/ui/page-title.ts'

// The page's title in its language; the English one when the loader threw (the error boundary's page).
export const meta: MetaFunction<typeof loader> = ({ data, matches }) => pageTitle(data?.texts.title, matches)

export async function loader({ request, context }: LoaderFunctionArgs) {
  return loadPrescriptionDetail(request, context)
}

export default function Route() {
  return <PrescriptionDetailPage data={useLoaderData<typeof loader>()} />
}

export function ErrorBoundary() {
  return <RxErrorBoundary />
}
