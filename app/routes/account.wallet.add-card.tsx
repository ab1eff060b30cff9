import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { GeneralErrorBoundary } from '#app/ui/error-boundary.tsx'
import { BankCardScreen } from '#app/wallet/wallet-screens.tsx'
import { addBankCardAction, loadAddBankCard, openMyWallet } from '#app/wallet/wallet-screens.server.ts'

export async function loader({ request }: LoaderFunctionArgs) {
  return loadAddBankCard(await openMyWallet(request), request)
}

export async function action({ request }: ActionFunctionArgs) {
  return addBankCardAction(await openMyWallet(request), request)
}

export default function Route() {
  const screen = useLoaderData<typeof loader>()
  return <BankCardScreen {...screen} result={useActionData<typeof action>()?.result} />
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
