// The wallet's Add Credit/Debit Card, opened from order delivery.
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { ORDER_DELIVERY_WALLET_HOST } from '#app/rx/tracker/order-delivery.server.ts'
import { addBankCardAction, loadAddBankCard } from '#app/wallet/wallet-screens.server.ts'
import { openWalletForm } from '#app/wallet/wallet-hosts.server.ts'

export async function loader({ request, context }: LoaderFunctionArgs) {
  return loadAddBankCard(await ORDER_DELIVERY_WALLET_HOST.open(request, context), request)
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { wallet, form } = await openWalletForm(request, context, ORDER_DELIVERY_WALLET_HOST)
  return addBankCardAction(wallet, form)
}

export { default } from '#app/routes/account+/wallet+/add-card.tsx'
