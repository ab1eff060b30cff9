import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { loadPatientProfile } from '#app/rx/profile/patient-profile.server.ts'
import { PatientProfilePage } from '#app/rx/profile/patient-profile-page.tsx'
import { RxErrorBoundary } from '#app/rx/shared/rx-shell.tsx'
import { pageTitle } from '#app/ui/page-title.ts'

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => pageTitle(data?.texts.title, matches)

export async function loader({ request, context }: LoaderFunctionArgs) {
  return loadPatientProfile(request, context)
}

export default function Route() {
  return <PatientProfilePage data={useLoaderData<typeof loader>()} />
}

export function ErrorBoundary() {
  return <RxErrorBoundary />
}
