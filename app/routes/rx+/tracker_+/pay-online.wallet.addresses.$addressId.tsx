// The wallet's billing address screen, from pay online's add and edit screens.
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { PAY_ONLINE_WALLET_HOST } from '#app/rx/tracker/pay-online.server.ts'
import { billingAddressAction, loadBillingAddressScreen } from '#app/wallet/edit-screens.server.ts'
import { openWalletForm } from '#app/wallet/wallet-hosts.server.ts'

/** `/addresses/new` adds a billing address; `/addresses/{id}` edits one. */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  return loadBillingAddressScreen(await PAY_ONLINE_WALLET_HOST.open(request, context), request, params.addressId)
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const { wallet, form } = await openWalletForm(request, context, PAY_ONLINE_WALLET_HOST)
  return billingAddressAction(wallet, request, form, params.addressId)
}

export { default } from '#app/routes/account+/wallet+/addresses.$addressId.tsx'
