import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { reviewAction } from '#app/rx/checkout/checkout-actions.server.ts'
import { ReviewStep } from '#app/rx/checkout/review-step.tsx'
import { loadReviewStep } from '#app/rx/checkout/checkout-steps.server.ts'

export async function loader({ request, context }: LoaderFunctionArgs) {
  return loadReviewStep(request, context)
}

export async function action({ request, context }: ActionFunctionArgs) {
  return reviewAction(request, context)
}

export default function Route() {
  const view = useLoaderData<typeof loader>()
  return view ? <ReviewStep {...view} /> : null
}
