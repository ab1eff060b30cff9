import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Outlet, useLoaderData } from '@remix-run/react'
import { CheckoutFrame, EmptyCheckout } from '#app/rx/checkout/checkout-frame.tsx'
import { loadCheckoutFrame } from '#app/rx/checkout/checkout-steps.server.ts'
import { RxErrorBoundary } from '#app/rx/shared/rx-shell.tsx'
import { pageTitle } from '#app/ui/page-title.ts'

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => pageTitle(data?.texts.title, matches)

/** The wizard around every step; it also sends a step that is not reachable yet to the first incomplete one. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  return loadCheckoutFrame(request, context)
}

export default function Route() {
  const data = useLoaderData<typeof loader>()
  if (data.kind === 'empty') return <EmptyCheckout texts={data.texts} />
  return (
    <CheckoutFrame steps={data.wizard} texts={data.texts}>
      <Outlet />
    </CheckoutFrame>
  )
}

export function ErrorBoundary() {
  return <RxErrorBoundary />
}
