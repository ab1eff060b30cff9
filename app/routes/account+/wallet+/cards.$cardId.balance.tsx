import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { CheckBalanceScreen } from '#app/wallet/edit-screens.tsx'
import { checkBalanceAction, loadCheckBalance } from '#app/wallet/edit-screens.server.ts'
import { MY_WALLET_HOST, openWalletForm } from '#app/wallet/wallet-hosts.server.ts'

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  return loadCheckBalance(await MY_WALLET_HOST.open(request, context), request, params.cardId)
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const { wallet, form } = await openWalletForm(request, context, MY_WALLET_HOST)
  return checkBalanceAction(wallet, form, params.cardId)
}

export default function Route() {
  const screen = useLoaderData<typeof loader>()
  return <CheckBalanceScreen {...screen} error={useActionData<typeof action>()?.error ?? undefined} />
}
