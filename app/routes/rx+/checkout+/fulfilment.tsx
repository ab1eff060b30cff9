import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { fulfilmentAction } from '#app/rx/checkout/checkout-actions.server.ts'
import { FulfilmentStep } from '#app/rx/checkout/fulfilment-step.tsx'
import { loadFulfilmentStep } from '#app/rx/checkout/checkout-steps.server.ts'

export async function loader({ request, context }: LoaderFunctionArgs) {
  return loadFulfilmentStep(request, context)
}

export async function action({ request, context }: ActionFunctionArgs) {
  return fulfilmentAction(request, context)
}

export default function Route() {
  const view = useLoaderData<typeof loader>()
  return view ? <FulfilmentStep {...view} /> : null
}
