import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { PrescriptionHistoryPage } from '#app/rx/history/history-pages.tsx'
import { HISTORY_TEXTS } from '#app/rx/history/history-texts.ts'
import { loadPrescriptionHistory } from '#app/rx/history/history.server.ts'
import { RxErrorBoundary } from '#app/rx/shared/rx-shell.tsx'

// The page's title in its language; the English one when the loader threw (the error boundary's page).
export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.texts.title ?? HISTORY_TEXTS.title }]

export async function loader({ request, context }: LoaderFunctionArgs) {
  return loadPrescriptionHistory(request, context)
}

export default function Route() {
  return <PrescriptionHistoryPage data={useLoaderData<typeof loader>()} />
}

export function ErrorBoundary() {
  return <RxErrorBoundary />
}
