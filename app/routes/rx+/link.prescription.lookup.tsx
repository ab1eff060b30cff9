import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useActionData, useLoaderData, useRouteLoaderData } from '@remix-run/react'
import type { loader as rootLoader } from '#app/root.tsx'
import { loadPrescriptionLookup, prescriptionLookupAction } from '#app/rx/link/link.server.ts'
import { PrescriptionLookupPage } from '#app/rx/link/prescription-lookup-page.tsx'
import { RxErrorBoundary } from '#app/rx/shared/rx-shell.tsx'
import { pageTitle } from '#app/ui/page-title.ts'

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => pageTitle(data?.texts.title, matches)

export async function loader({ request, context }: LoaderFunctionArgs) {
  return loadPrescriptionLookup(request, context)
}

export async function action({ request, context }: ActionFunctionArgs) {
  return prescriptionLookupAction(request, context)
}

export default function Route() {
  const { patientType, texts, words } = useLoaderData<typeof loader>()
  const mailOrderOnly = useRouteLoaderData<typeof rootLoader>('root')?.banner.pharmacyRetail === false
  return (
    <PrescriptionLookupPage
      patientType={patientType}
      result={useActionData<typeof action>()?.result}
      mailOrderOnly={mailOrderOnly}
      texts={texts}
      words={words}
    />
  )
}

export function ErrorBoundary() {
  return <RxErrorBoundary />
}
