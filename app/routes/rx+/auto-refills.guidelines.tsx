import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { requireAutoRefillBanner } from '#app/rx/auto-refill/auto-refill-banner.server.ts'
import { AutoRefillGuidelinesPage } from '#app/rx/auto-refill/auto-refill-pages.tsx'
import { AUTO_REFILL_GUIDELINES } from '#app/rx/auto-refill/auto-refill.messages.server.ts'
import { textsOf } from '#app/i18n/messages.server.ts'
import { useLoaderData } from '@remix-run/react'
import { requireRxCustomer } from '#app/rx/shared/rx-customer.server.ts'
import { RxErrorBoundary } from '#app/rx/shared/rx-shell.tsx'
import { pageTitle } from '#app/ui/page-title.ts'

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => pageTitle(data?.texts.title, matches)

export async function loader({ request, context }: LoaderFunctionArgs) {
  requireAutoRefillBanner(request)
  await requireRxCustomer(request, context)
  return { texts: textsOf(AUTO_REFILL_GUIDELINES, context.language) }
}

export default function Route() {
  return <AutoRefillGuidelinesPage texts={useLoaderData<typeof loader>().texts} />
}

export function ErrorBoundary() {
  return <RxErrorBoundary />
}
