import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { commPrefsAction, loadCommPrefs } from '#app/rx/profile/comm-prefs.server.ts'
import { CommPrefsPage } from '#app/rx/profile/comm-prefs-page.tsx'
import { RxErrorBoundary } from '#app/rx/shared/rx-shell.tsx'
import { pageTitle } from '#app/ui/page-title.ts'

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => pageTitle(data?.texts.title, matches)

export async function loader({ request, context }: LoaderFunctionArgs) {
  return loadCommPrefs(request, context)
}

export async function action({ request, context }: ActionFunctionArgs) {
  return commPrefsAction(request, context)
}

export default function Route() {
  return <CommPrefsPage page={useLoaderData<typeof loader>()} result={useActionData<typeof action>()?.result} />
}

export function ErrorBoundary() {
  return <RxErrorBoundary />
}
