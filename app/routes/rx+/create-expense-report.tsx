import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { CreateExpenseReportPage } from '#app/rx/history/history-pages.tsx'
import { loadCreateExpenseReport } from '#app/rx/history/expense-report.server.ts'
import { RxErrorBoundary } from '#app/rx/shared/rx-shell.tsx'
import { pageTitle } from '#app/ui/page-title.ts'

// The page's title in its language; the English one when the loader threw (the error boundary's page).
export const meta: MetaFunction<typeof loader> = ({ data, matches }) => pageTitle(data?.texts.createTitle, matches)

export async function loader({ request, context }: LoaderFunctionArgs) {
  return loadCreateExpenseReport(request, context)
}

export default function Route() {
  return <CreateExpenseReportPage data={useLoaderData<typeof loader>()} />
}

export function ErrorBoundary() {
  return <RxErrorBoundary />
}
