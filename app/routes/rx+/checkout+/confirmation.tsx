import type { LoaderFunctionArgs } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { ConfirmationStep } from '#app/rx/checkout/review-step.tsx'
import { loadConfirmationStep } from '#app/rx/checkout/checkout-steps.server.ts'

export async function loader({ request, context }: LoaderFunctionArgs) {
  return loadConfirmationStep(request, context)
}

export default function Route() {
  const view = useLoaderData<typeof loader>()
  return view ? <ConfirmationStep {...view} /> : null
}
