import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { loadNewPatientSummary, newPatientSubmitAction } from '#app/rx/link/new-patient.server.ts'
import { NewPatientSummaryPage } from '#app/rx/link/new-patient-summary-page.tsx'
import { NEW_PATIENT_TEXTS } from '#app/rx/link/new-patient-texts.ts'
import { RxErrorBoundary } from '#app/rx/shared/rx-shell.tsx'

export const meta: MetaFunction = () => [{ title: NEW_PATIENT_TEXTS.summaryTitle }]

export async function loader({ request, context }: LoaderFunctionArgs) {
  return loadNewPatientSummary(request, context)
}

export async function action({ request, context }: ActionFunctionArgs) {
  return newPatientSubmitAction(request, context)
}

export default function Route() {
  return (
    <NewPatientSummaryPage
      summary={useLoaderData<typeof loader>()}
      formError={useActionData<typeof action>()?.formError}
    />
  )
}

export function ErrorBoundary() {
  return <RxErrorBoundary />
}
