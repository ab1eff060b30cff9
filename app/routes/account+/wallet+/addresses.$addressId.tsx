import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { BillingAddressScreen } from '#app/wallet/edit-screens.tsx'
import { billingAddressAction, loadBillingAddressScreen } from '#app/wallet/edit-screens.server.ts'
import { MY_WALLET_HOST, openWalletForm } from '#app/wallet/wallet-hosts.server.ts'

/** `/addresses/new` adds a billing address; `/addresses/{id}` edits one. */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  return loadBillingAddressScreen(await MY_WALLET_HOST.open(request, context), request, params.addressId)
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const { wallet, form } = await openWalletForm(request, context, MY_WALLET_HOST)
  return billingAddressAction(wallet, request, form, params.addressId)
}

export default function Route() {
  const screen = useLoaderData<typeof loader>()
  return <BillingAddressScreen {...screen} result={useActionData<typeof action>()?.result} />
}
