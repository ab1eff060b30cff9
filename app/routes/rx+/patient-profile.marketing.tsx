import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { loadMarketingPanel, marketingAction } from '#app/rx/profile/marketing.server.ts'
import { MarketingPanel } from '#app/rx/profile/profile-question-panels.tsx'
import { PROFILE_TEXTS } from '#app/rx/profile/profile-texts.ts'

// No error boundary of its own: the profile's shows a failure (decision 0063).
export const meta: MetaFunction = () => [{ title: PROFILE_TEXTS.marketingHeading }]

export async function loader({ request, context }: LoaderFunctionArgs) {
  return loadMarketingPanel(request, context)
}

export async function action({ request, context }: ActionFunctionArgs) {
  return marketingAction(request, context)
}

export default function Route() {
  const { programName, status } = useLoaderData<typeof loader>()
  return <MarketingPanel programName={programName} status={status} />
}
