import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { accountInformationAction, loadAccountInformation } from '#app/rx/link/new-patient.server.ts'
import { AccountInformationPage } from '#app/rx/link/new-patient-pages.tsx'
import { RxErrorBoundary } from '#app/rx/shared/rx-shell.tsx'
import { pageTitle } from '#app/ui/page-title.ts'

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  pageTitle(data?.texts.accountInformationTitle, matches)

export async function loader({ request, context }: LoaderFunctionArgs) {
  return loadAccountInformation(request, context)
}

export async function action({ request, context }: ActionFunctionArgs) {
  return accountInformationAction(request, context)
}

export default function Route() {
  const { holder, texts, words } = useLoaderData<typeof loader>()
  return (
    <AccountInformationPage
      saved={holder}
      result={useActionData<typeof action>()?.result}
      texts={texts}
      words={words}
    />
  )
}

export function ErrorBoundary() {
  return <RxErrorBoundary />
}
