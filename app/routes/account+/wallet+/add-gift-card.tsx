import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { StoredValueCardScreen } from '#app/wallet/wallet-screens.tsx'
import { addStoredValueCardAction, loadAddCardScreen } from '#app/wallet/wallet-screens.server.ts'
import { MY_WALLET_HOST, openWalletForm } from '#app/wallet/wallet-hosts.server.ts'

export async function loader({ request, context }: LoaderFunctionArgs) {
  return loadAddCardScreen(await MY_WALLET_HOST.open(request, context), request, 'gift')
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { wallet, form } = await openWalletForm(request, context, MY_WALLET_HOST)
  return addStoredValueCardAction(wallet, form, 'gift')
}

export default function Route() {
  const screen = useLoaderData<typeof loader>()
  return <StoredValueCardScreen kind="gift" {...screen} result={useActionData<typeof action>()?.result} />
}
