import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { AutoRefillsPage } from '#app/rx/auto-refill/auto-refill-pages.tsx'
import { autoRefillsAction, loadAutoRefills } from '#app/rx/auto-refill/enrolment.server.ts'
import { RxErrorBoundary } from '#app/rx/shared/rx-shell.tsx'
import { pageTitle } from '#app/ui/page-title.ts'

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => pageTitle(data?.texts.title, matches)

export async function loader({ request, context }: LoaderFunctionArgs) {
  return loadAutoRefills(request, context)
}

export async function action({ request, context }: ActionFunctionArgs) {
  return autoRefillsAction(request, context)
}

export default function Route() {
  return <AutoRefillsPage data={useLoaderData<typeof loader>()} result={useActionData<typeof action>()?.result} />
}

export function ErrorBoundary() {
  return <RxErrorBoundary />
}
