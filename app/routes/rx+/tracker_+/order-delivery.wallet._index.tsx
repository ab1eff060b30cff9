import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { ORDER_DELIVERY_WALLET_HOST } from '#app/rx/tracker/order-delivery.server.ts'
import { cardChoiceAction, loadCardChoice } from '#app/wallet/card-choice.server.ts'
import { SelectPaymentScreen } from '#app/wallet/select-payment.tsx'

export async function loader({ request, context }: LoaderFunctionArgs) {
  return loadCardChoice(request, context, ORDER_DELIVERY_WALLET_HOST)
}

export async function action({ request, context }: ActionFunctionArgs) {
  return cardChoiceAction(request, context, ORDER_DELIVERY_WALLET_HOST)
}

export default function Route() {
  return <SelectPaymentScreen {...useLoaderData<typeof loader>()} outcome={useActionData<typeof action>()} />
}
