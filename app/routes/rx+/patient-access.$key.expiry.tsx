import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { accessExpiryAction, loadAccessPanel } from '#app/rx/profile/patient-access.server.ts'
import { AccessExpiryPanel } from '#app/rx/profile/access-expiry-panel.tsx'
import { pageTitle } from '#app/ui/page-title.ts'

// No error boundary of its own: the page's shows a failure (decision 0063).
export const meta: MetaFunction<typeof loader> = ({ data, matches }) => pageTitle(data?.texts.expiryTitle, matches)

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  return loadAccessPanel(request, context, params.key ?? '', 'expiry')
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  return accessExpiryAction(request, context, params.key ?? '')
}

export default function Route() {
  return <AccessExpiryPanel panel={useLoaderData<typeof loader>()} result={useActionData<typeof action>()?.result} />
}
