import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { loadNewPatientForm, newPatientFormAction } from '#app/rx/link/new-patient.server.ts'
import { NewPatientFormPage } from '#app/rx/link/new-patient-pages.tsx'
import { NEW_PATIENT_TEXTS } from '#app/rx/link/new-patient-texts.ts'
import { RxErrorBoundary } from '#app/rx/shared/rx-shell.tsx'

export const meta: MetaFunction = () => [{ title: NEW_PATIENT_TEXTS.newPatientTitle }]

export async function loader({ request, context }: LoaderFunctionArgs) {
  return loadNewPatientForm(request, context)
}

export async function action({ request, context }: ActionFunctionArgs) {
  return newPatientFormAction(request, context)
}

export default function Route() {
  return (
    <NewPatientFormPage saved={useLoaderData<typeof loader>().saved} result={useActionData<typeof action>()?.result} />
  )
}

export function ErrorBoundary() {
  return <RxErrorBoundary />
}
