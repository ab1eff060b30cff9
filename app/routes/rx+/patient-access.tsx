import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { answerAccessAction, loadPatientAccess } from '#app/rx/profile/patient-access.server.ts'
import { PatientAccessPage } from '#app/rx/profile/patient-access-page.tsx'
import { RxErrorBoundary } from '#app/rx/shared/rx-shell.tsx'
import { pageTitle } from '#app/ui/page-title.ts'

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => pageTitle(data?.texts.title, matches)

export async function loader({ request, context }: LoaderFunctionArgs) {
  return loadPatientAccess(request, context)
}

export async function action({ request, context }: ActionFunctionArgs) {
  return answerAccessAction(request, context)
}

export default function Route() {
  return <PatientAccessPage data={useLoaderData<typeof loader>()} />
}

export function ErrorBoundary() {
  return <RxErrorBoundary />
}
