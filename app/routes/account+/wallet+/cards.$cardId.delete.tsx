import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { DeleteCardScreen } from '#app/wallet/wallet-screens.tsx'
import { deleteCardAction, loadDeleteCard } from '#app/wallet/wallet-screens.server.ts'
import { MY_WALLET_HOST, openWalletForm } from '#app/wallet/wallet-hosts.server.ts'

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  return loadDeleteCard(await MY_WALLET_HOST.open(request, context), params.cardId)
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const { wallet } = await openWalletForm(request, context, MY_WALLET_HOST)
  return deleteCardAction(wallet, params.cardId)
}

export default function Route() {
  const { card, host, texts } = useLoaderData<typeof loader>()
  return <DeleteCardScreen card={card} host={host} texts={texts} />
}
