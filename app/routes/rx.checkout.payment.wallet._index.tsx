import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { CHECKOUT_CARD_CHOICE } from '#app/rx/checkout-wallet.server.ts'
import { cardChoiceAction, loadCardChoice } from '#app/wallet/card-choice.server.ts'
import { SelectPaymentScreen } from '#app/wallet/select-payment.tsx'

export async function loader({ request }: LoaderFunctionArgs) {
  return loadCardChoice(request, CHECKOUT_CARD_CHOICE)
}

export async function action({ request }: ActionFunctionArgs) {
  return cardChoiceAction(request, CHECKOUT_CARD_CHOICE)
}

export default function Route() {
  const screen = useLoaderData<typeof loader>()
  return <SelectPaymentScreen {...screen} outcome={useActionData<typeof action>()} />
}
