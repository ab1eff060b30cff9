import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { GeneralErrorBoundary } from '#app/ui/error-boundary.tsx'
import { StoredValueCardScreen } from '#app/wallet/wallet-screens.tsx'
import { addStoredValueCardAction, loadAddCardScreen, openMyWallet } from '#app/wallet/wallet-screens.server.ts'

export async function loader({ request }: LoaderFunctionArgs) {
  return loadAddCardScreen(await openMyWallet(request), 'snap')
}

export async function action({ request }: ActionFunctionArgs) {
  return addStoredValueCardAction(await openMyWallet(request), request, 'snap')
}

export default function Route() {
  const { host, blocked } = useLoaderData<typeof loader>()
  return <StoredValueCardScreen kind="snap" host={host} blocked={blocked} result={useActionData<typeof action>()?.result} />
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
