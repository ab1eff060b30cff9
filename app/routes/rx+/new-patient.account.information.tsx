import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { accountInformationAction, loadAccountInformation } from '#app/rx/link/new-patient.server.ts'
import { AccountInformationPage } from '#app/rx/link/new-patient-pages.tsx'
import { NEW_PATIENT_TEXTS } from '#app/rx/link/new-patient-texts.ts'
import { RxErrorBoundary } from '#app/rx/shared/rx-shell.tsx'

export const meta: MetaFunction = () => [{ title: NEW_PATIENT_TEXTS.accountInformationTitle }]

export async function loader({ request, context }: LoaderFunctionArgs) {
  return loadAccountInformation(request, context)
}

export async function action({ request, context }: ActionFunctionArgs) {
  return accountInformationAction(request, context)
}

export default function Route() {
  return (
    <AccountInformationPage
      saved={useLoaderData<typeof loader>().holder}
      result={useActionData<typeof action>()?.result}
    />
  )
}

export function ErrorBoundary() {
  return <RxErrorBoundary />
}
