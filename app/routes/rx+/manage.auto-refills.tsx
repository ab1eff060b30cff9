import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { ManageAutoRefillsPage } from '#app/rx/auto-refill/auto-refill-pages.tsx'
import { loadManageAutoRefills, unenrolAction } from '#app/rx/auto-refill/enrolment.server.ts'
import { RxErrorBoundary } from '#app/rx/shared/rx-shell.tsx'
import { pageTitle } from '#app/ui/page-title.ts'

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => pageTitle(data?.texts.manageTitle, matches)

export async function loader({ request, context }: LoaderFunctionArgs) {
  return loadManageAutoRefills(request, context)
}

export async function action({ request, context }: ActionFunctionArgs) {
  return unenrolAction(request, context)
}

export default function Route() {
  return (
    <ManageAutoRefillsPage
      data={useLoaderData<typeof loader>()}
      formError={useActionData<typeof action>()?.formError}
    />
  )
}

export function ErrorBoundary() {
  return <RxErrorBoundary />
}
