// The wallet's Edit Credit/Debit Card, for an expired card in the checkout's Payment Method box.
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { CHECKOUT_WALLET_HOST } from '#app/rx/checkout/checkout-wallet.server.ts'
import { editCardAction, loadEditCard } from '#app/wallet/edit-screens.server.ts'
import { openWalletForm } from '#app/wallet/wallet-hosts.server.ts'

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  return loadEditCard(await CHECKOUT_WALLET_HOST.open(request, context), request, params.cardId)
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const { wallet, form } = await openWalletForm(request, context, CHECKOUT_WALLET_HOST)
  return editCardAction(wallet, form, params.cardId)
}

export { default } from '#app/routes/account+/wallet+/cards.$cardId.edit.tsx'
