import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { loadAddPatient } from '#app/rx/link/link.server.ts'
import { AddPatientPage } from '#app/rx/link/link-pages.tsx'
import { LINK_TEXTS } from '#app/rx/link/link-texts.ts'
import { RxErrorBoundary } from '#app/rx/shared/rx-shell.tsx'

export const meta: MetaFunction = () => [{ title: LINK_TEXTS.addPatientTitle }]

export async function loader({ request, context }: LoaderFunctionArgs) {
  return loadAddPatient(request, context)
}

export default function Route() {
  return <AddPatientPage offerSelf={useLoaderData<typeof loader>().offerSelf} />
}

export function ErrorBoundary() {
  return <RxErrorBoundary />
}
