import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { loadNewPatientSummary, newPatientSubmitAction } from '#app/rx/link/new-patient.server.ts'
import { NewPatientSummaryPage } from '#app/rx/link/new-patient-summary-page.tsx'
import { RxErrorBoundary } from '#app/rx/shared/rx-shell.tsx'
import { pageTitle } from '#app/ui/page-title.ts'

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => pageTitle(data?.texts.summaryTitle, matches)

export async function loader({ request, context }: LoaderFunctionArgs) {
  return loadNewPatientSummary(request, context)
}

export async function action({ request, context }: ActionFunctionArgs) {
  return newPatientSubmitAction(request, context)
}

export default function Route() {
  const { texts, ...summary } = useLoaderData<typeof loader>()
  return <NewPatientSummaryPage summary={summary} texts={texts} formError={useActionData<typeof action>()?.formError} />
}

export function ErrorBoundary() {
  return <RxErrorBoundary />
}
