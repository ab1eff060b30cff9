import type { ActionFunctionArgs } from '@remix-run/node'
import { receiveErrorReport } from '#app/observability/error-report.server.ts'

/** Where the browser reports its errors (decision 0102; app/observability/error-report.ts sends them). */
export async function action({ request, context }: ActionFunctionArgs) {
  return receiveErrorReport(request, context)
}
