import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { linkAccountInformationAction, loadLinkAccountInformation } from '#app/rx/link/link.server.ts'
import { AccountInformationPage } from '#app/rx/link/new-patient-pages.tsx'

// The new-patient request's page and rules; only the flow it belongs to differs.
export { ErrorBoundary, meta } from './new-patient.account.information.tsx'

export async function loader({ request, context }: LoaderFunctionArgs) {
  return loadLinkAccountInformation(request, context)
}

export async function action({ request, context }: ActionFunctionArgs) {
  return linkAccountInformationAction(request, context)
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
