import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useActionData, useLoaderData, useRouteLoaderData } from '@remix-run/react'
import type { loader as rootLoader } from '#app/root.tsx'
import { loadPrescriptionLookup, prescriptionLookupAction } from '#app/rx/link/link.server.ts'
import { PrescriptionLookupPage } from '#app/rx/link/prescription-lookup-page.tsx'
import { LINK_TEXTS } from '#app/rx/link/link-texts.ts'
import { RxErrorBoundary } from '#app/rx/shared/rx-shell.tsx'

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data ? LINK_TEXTS.lookupTitle[data.patientType] : LINK_TEXTS.lookupTitle.SELF },
]

export async function loader({ request, context }: LoaderFunctionArgs) {
  return loadPrescriptionLookup(request, context)
}

export async function action({ request, context }: ActionFunctionArgs) {
  return prescriptionLookupAction(request, context)
}

export default function Route() {
  const { patientType } = useLoaderData<typeof loader>()
  const mailOrderOnly = useRouteLoaderData<typeof rootLoader>('root')?.banner.pharmacyRetail === false
  return (
    <PrescriptionLookupPage
      patientType={patientType}
      result={useActionData<typeof action>()?.result}
      mailOrderOnly={mailOrderOnly}
    />
  )
}

export function ErrorBoundary() {
  return <RxErrorBoundary />
}
