import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { ReceiptsPage } from '#app/rx/history/history-pages.tsx'
import { HISTORY_TEXTS } from '#app/rx/history/history-texts.ts'
import { loadReceipts } from '#app/rx/history/receipts.server.ts'
import { RxErrorBoundary } from '#app/rx/shared/rx-shell.tsx'

// The page's title in its language; the English one when the loader threw (the error boundary's page).
export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data?.texts.title ?? HISTORY_TEXTS.receiptsTitle },
]

export async function loader({ request, context }: LoaderFunctionArgs) {
  return loadReceipts(request, context)
}

export default function Route() {
  return <ReceiptsPage data={useLoaderData<typeof loader>()} />
}

export function ErrorBoundary() {
  return <RxErrorBoundary />
}
