import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { loadMarketingPanel, marketingAction } from '#app/rx/profile/marketing.server.ts'
import { MarketingPanel } from '#app/rx/profile/profile-question-panels.tsx'
import { pageTitle } from '#app/ui/page-title.ts'

// No error boundary of its own: the profile's shows a failure (decision 0063).
export const meta: MetaFunction<typeof loader> = ({ data, matches }) => pageTitle(data?.texts.marketingHeading, matches)

export async function loader({ request, context }: LoaderFunctionArgs) {
  return loadMarketingPanel(request, context)
}

export async function action({ request, context }: ActionFunctionArgs) {
  return marketingAction(request, context)
}

export default function Route() {
  const { question, answer, texts } = useLoaderData<typeof loader>()
  return <MarketingPanel question={question} answer={answer} texts={texts} />
}
