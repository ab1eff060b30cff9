import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useActionData, useLoaderData, useRouteLoaderData } from '@remix-run/react'
import type { loader as rootLoader } from '#app/root.tsx'
import { loadPrescriptionVerify, prescriptionVerifyAction } from '#app/rx/link/patient-link.server.ts'
import { PrescriptionVerifyPage } from '#app/rx/link/patient-link-pages.tsx'
import { RxErrorBoundary } from '#app/rx/shared/rx-shell.tsx'
import { pageTitle } from '#app/ui/page-title.ts'

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  pageTitle(data?.way === 'prescriber' ? data.texts.prescriberTitle : data?.texts.verifyTitle, matches)

export async function loader({ request, context }: LoaderFunctionArgs) {
  return loadPrescriptionVerify(request, context)
}

export async function action({ request, context }: ActionFunctionArgs) {
  return prescriptionVerifyAction(request, context)
}

export default function Route() {
  const page = useLoaderData<typeof loader>()
  const answer = useActionData<typeof action>()
  return (
    <PrescriptionVerifyPage
      {...page}
      mailOrderOnly={useRouteLoaderData<typeof rootLoader>('root')?.banner.pharmacyRetail === false}
      prescriberError={answer && 'prescriberError' in answer ? answer.prescriberError : undefined}
      formError={answer && 'formError' in answer ? answer.formError : undefined}
      result={answer && 'result' in answer ? answer.result : undefined}
    />
  )
}

export function ErrorBoundary() {
  return <RxErrorBoundary />
}
