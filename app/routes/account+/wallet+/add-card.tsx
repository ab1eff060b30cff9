import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { BankCardScreen } from '#app/wallet/wallet-screens.tsx'
import { addBankCardAction, loadAddBankCard } from '#app/wallet/wallet-screens.server.ts'
import { MY_WALLET_HOST, openWalletForm } from '#app/wallet/wallet-hosts.server.ts'

export async function loader({ request, context }: LoaderFunctionArgs) {
  return loadAddBankCard(await MY_WALLET_HOST.open(request, context), request)
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { wallet, form } = await openWalletForm(request, context, MY_WALLET_HOST)
  return addBankCardAction(wallet, form)
}

export default function Route() {
  const screen = useLoaderData<typeof loader>()
  return <BankCardScreen {...screen} result={useActionData<typeof action>()?.result} />
}
