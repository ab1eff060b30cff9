import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { ORDER_DELIVERY_CARD_CHOICE } from '#app/rx/order-delivery.server.ts'
import { cardChoiceAction, loadCardChoice } from '#app/wallet/card-choice.server.ts'
import { SelectPaymentScreen } from '#app/wallet/select-payment.tsx'

export const loader = ({ request }: LoaderFunctionArgs) => loadCardChoice(request, ORDER_DELIVERY_CARD_CHOICE)
export const action = ({ request }: ActionFunctionArgs) => cardChoiceAction(request, ORDER_DELIVERY_CARD_CHOICE)

export default function Route() {
  return <SelectPaymentScreen {...useLoaderData<typeof loader>()} outcome={useActionData<typeof action>()} />
}
