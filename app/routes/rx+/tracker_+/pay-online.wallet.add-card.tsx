// The wallet's Add Credit/Debit Card, opened from pay online.
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { PAY_ONLINE_WALLET_HOST } from '#app/rx/tracker/pay-online.server.ts'
import { addBankCardAction, loadAddBankCard } from '#app/wallet/wallet-screens.server.ts'
import { openWalletForm } from '#app/wallet/wallet-hosts.server.ts'

export async function loader({ request, context }: LoaderFunctionArgs) {
  return loadAddBankCard(await PAY_ONLINE_WALLET_HOST.open(request, context), request)
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { wallet, form } = await openWalletForm(request, context, PAY_ONLINE_WALLET_HOST)
  return addBankCardAction(wallet, form)
}

export { default } from '#app/routes/account+/wallet+/add-card.tsx'
