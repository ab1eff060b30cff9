import type { LoaderFunctionArgs } from '@remix-run/node'
import { expenseReportCsv } from '#app/rx/history/expense-report.server.ts'

/** The expense report as a CSV download (decision 0070). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  return expenseReportCsv(request, context)
}
