import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { loadPatientLookup, patientLookupAction } from '#app/rx/link/patient-link.server.ts'
import { PatientLookupPage } from '#app/rx/link/patient-link-pages.tsx'
import { RxErrorBoundary } from '#app/rx/shared/rx-shell.tsx'
import { pageTitle } from '#app/ui/page-title.ts'

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => pageTitle(data?.texts.title, matches)

export async function loader({ request, context }: LoaderFunctionArgs) {
  return loadPatientLookup(request, context)
}

export async function action({ request, context }: ActionFunctionArgs) {
  return patientLookupAction(request, context)
}

export default function Route() {
  const { texts, words } = useLoaderData<typeof loader>()
  return <PatientLookupPage result={useActionData<typeof action>()?.result} texts={texts} words={words} />
}

export function ErrorBoundary() {
  return <RxErrorBoundary />
}
