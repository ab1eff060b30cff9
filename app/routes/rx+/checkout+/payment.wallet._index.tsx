import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { CHECKOUT_WALLET_HOST } from '#app/rx/checkout/checkout-wallet.server.ts'
import { cardChoiceAction, loadCardChoice } from '#app/wallet/card-choice.server.ts'
import { SelectPaymentScreen } from '#app/wallet/select-payment.tsx'

export async function loader({ request, context }: LoaderFunctionArgs) {
  return loadCardChoice(request, context, CHECKOUT_WALLET_HOST)
}

export async function action({ request, context }: ActionFunctionArgs) {
  return cardChoiceAction(request, context, CHECKOUT_WALLET_HOST)
}

export default function Route() {
  const screen = useLoaderData<typeof loader>()
  return <SelectPaymentScreen {...screen} outcome={useActionData<typeof action>()} />
}
