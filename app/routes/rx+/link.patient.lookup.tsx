import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useActionData } from '@remix-run/react'
import { loadPatientLookup, patientLookupAction } from '#app/rx/link/patient-link.server.ts'
import { PatientLookupPage } from '#app/rx/link/patient-link-pages.tsx'
import { PATIENT_LINK_TEXTS } from '#app/rx/link/patient-link-texts.ts'
import { RxErrorBoundary } from '#app/rx/shared/rx-shell.tsx'

export const meta: MetaFunction = () => [{ title: PATIENT_LINK_TEXTS.patientLookupTitle }]

export async function loader({ request, context }: LoaderFunctionArgs) {
  return loadPatientLookup(request, context)
}

export async function action({ request, context }: ActionFunctionArgs) {
  return patientLookupAction(request, context)
}

export default function Route() {
  return <PatientLookupPage result={useActionData<typeof action>()?.result} />
}

export function ErrorBoundary() {
  return <RxErrorBoundary />
}
