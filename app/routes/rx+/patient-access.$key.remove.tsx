import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { loadAccessPanel, removeAccessAction } from '#app/rx/profile/patient-access.server.ts'
import { RemoveAccessPanel } from '#app/rx/profile/patient-access-page.tsx'
import { ACCESS_TEXTS } from '#app/rx/profile/access-texts.ts'

// No error boundary of its own: the page's shows a failure (decision 0063).
export const meta: MetaFunction = () => [{ title: ACCESS_TEXTS.removeTitle }]

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  return loadAccessPanel(request, context, params.key ?? '', 'remove')
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  return removeAccessAction(request, context, params.key ?? '')
}

export default function Route() {
  return (
    <RemoveAccessPanel
      entry={useLoaderData<typeof loader>().entry}
      formError={useActionData<typeof action>()?.formError}
    />
  )
}
