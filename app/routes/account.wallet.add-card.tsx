import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { BankCardScreen } from '#app/wallet/wallet-screens.tsx'
import { addBankCardAction, loadAddBankCard } from '#app/wallet/wallet-screens.server.ts'
import { openWalletFor, openWalletForm } from '#app/wallet/wallet-hosts.server.ts'

export async function loader({ request }: LoaderFunctionArgs) {
  return loadAddBankCard(await openWalletFor(request), request)
}

export async function action({ request }: ActionFunctionArgs) {
  const { wallet, form } = await openWalletForm(request)
  return addBankCardAction(wallet, form)
}

export default function Route() {
  const screen = useLoaderData<typeof loader>()
  return <BankCardScreen {...screen} result={useActionData<typeof action>()?.result} />
}
