import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { requireAutoRefillBanner } from '#app/rx/auto-refill/auto-refill-banner.server.ts'
import { AutoRefillGuidelinesPage } from '#app/rx/auto-refill/auto-refill-pages.tsx'
import { AUTO_REFILL_TEXTS } from '#app/rx/auto-refill/auto-refill-texts.ts'
import { requireRxCustomer } from '#app/rx/shared/rx-customer.server.ts'
import { RxErrorBoundary } from '#app/rx/shared/rx-shell.tsx'

export const meta: MetaFunction = () => [{ title: AUTO_REFILL_TEXTS.guidelinesTitle }]

export async function loader({ request, context }: LoaderFunctionArgs) {
  requireAutoRefillBanner(request)
  await requireRxCustomer(request, context)
  return null
}

export default function Route() {
  return <AutoRefillGuidelinesPage />
}

export function ErrorBoundary() {
  return <RxErrorBoundary />
}
