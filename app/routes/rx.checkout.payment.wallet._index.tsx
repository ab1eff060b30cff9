import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { loadSelectPayment, selectPaymentAction } from '#app/rx/checkout-wallet.server.ts'
import { SelectPaymentScreen } from '#app/wallet/select-payment.tsx'

export function loader({ request }: LoaderFunctionArgs) {
  return loadSelectPayment(request)
}

export function action({ request }: ActionFunctionArgs) {
  return selectPaymentAction(request)
}

export default function Route() {
  const screen = useLoaderData<typeof loader>()
  return <SelectPaymentScreen {...screen} outcome={useActionData<typeof action>()} />
}
