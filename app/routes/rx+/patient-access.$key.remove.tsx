import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { loadAccessPanel, removeAccessAction } from '#app/rx/profile/patient-access.server.ts'
import { RemoveAccessPanel } from '#app/rx/profile/patient-access-page.tsx'
import { pageTitle } from '#app/ui/page-title.ts'

// No error boundary of its own: the page's shows a failure (decision 0063).
export const meta: MetaFunction<typeof loader> = ({ data, matches }) => pageTitle(data?.texts.removeTitle, matches)

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  return loadAccessPanel(request, context, params.key ?? '', 'remove')
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  return removeAccessAction(request, context, params.key ?? '')
}

export default function Route() {
  const { entry, texts } = useLoaderData<typeof loader>()
  return <RemoveAccessPanel entry={entry} texts={texts} formError={useActionData<typeof action>()?.formError} />
}
