import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { DeleteCardScreen } from '#app/wallet/wallet-screens.tsx'
import { deleteCardAction, loadDeleteCard } from '#app/wallet/wallet-screens.server.ts'
import { MY_WALLET_HOST, openWalletForm } from '#app/wallet/wallet-hosts.server.ts'

export async function loader({ request, params }: LoaderFunctionArgs) {
  return loadDeleteCard(await MY_WALLET_HOST.open(request), params.cardId)
}

export async function action({ request, params }: ActionFunctionArgs) {
  const { wallet } = await openWalletForm(request, MY_WALLET_HOST)
  return deleteCardAction(wallet, params.cardId)
}

export default function Route() {
  const { card, host } = useLoaderData<typeof loader>()
  return <DeleteCardScreen card={card} host={host} />
}
