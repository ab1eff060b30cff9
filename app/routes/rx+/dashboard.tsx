import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { DashboardPage } from '#app/rx/dashboard/dashboard-page.tsx'
import { dismissNotificationAction, loadDashboard } from '#app/rx/dashboard/dashboard.server.ts'
import { RxErrorBoundary } from '#app/rx/shared/rx-shell.tsx'
import { pageTitle } from '#app/ui/page-title.ts'

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => pageTitle(data?.texts.title, matches)

export async function loader({ request, context }: LoaderFunctionArgs) {
  return loadDashboard(request, context)
}

export async function action({ request, context }: ActionFunctionArgs) {
  return dismissNotificationAction(request, context)
}

export default function Route() {
  return <DashboardPage data={useLoaderData<typeof loader>()} />
}

export function ErrorBoundary() {
  return <RxErrorBoundary />
}
