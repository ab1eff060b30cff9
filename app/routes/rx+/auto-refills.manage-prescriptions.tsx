import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { AutoRefillPrescriptionsPage } from '#app/rx/auto-refill/auto-refill-pages.tsx'
import { autoRefillPrescriptionsAction, loadAutoRefillPrescriptions } from '#app/rx/auto-refill/prescriptions.server.ts'
import { RxErrorBoundary } from '#app/rx/shared/rx-shell.tsx'
import { pageTitle } from '#app/ui/page-title.ts'

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => pageTitle(data?.texts.title, matches)

export async function loader({ request, context }: LoaderFunctionArgs) {
  return loadAutoRefillPrescriptions(request, context)
}

export async function action({ request, context }: ActionFunctionArgs) {
  return autoRefillPrescriptionsAction(request, context)
}

export default function Route() {
  return (
    <AutoRefillPrescriptionsPage data={useLoaderData<typeof loader>()} bulk={useActionData<typeof action>()?.bulk} />
  )
}

export function ErrorBoundary() {
  return <RxErrorBoundary />
}
