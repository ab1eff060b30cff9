import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { accessExpiryAction, loadAccessPanel } from '#app/rx/profile/patient-access.server.ts'
import { AccessExpiryPanel } from '#app/rx/profile/access-expiry-panel.tsx'
import { ACCESS_TEXTS } from '#app/rx/profile/access-texts.ts'

// No error boundary of its own: the page's shows a failure (decision 0063).
export const meta: MetaFunction = () => [{ title: ACCESS_TEXTS.expiryTitle }]

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  return loadAccessPanel(request, context, params.key ?? '', 'expiry')
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  return accessExpiryAction(request, context, params.key ?? '')
}

export default function Route() {
  return (
    <AccessExpiryPanel entry={useLoaderData<typeof loader>().entry} result={useActionData<typeof action>()?.result} />
  )
}
