import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { loadLoyaltyCard, loyaltyCardAction } from '#app/rx/profile/loyalty.server.ts'
import { LoyaltyPanel } from '#app/rx/profile/profile-panels.tsx'
import { pageTitle } from '#app/ui/page-title.ts'

// No error boundary of its own: the profile's shows a failure. With one, a post refused with a 400 would run the
// profile's loader for the boundary, and its sign-in gate would turn the 400 into a redirect.
export const meta: MetaFunction<typeof loader> = ({ data, matches }) => pageTitle(data?.texts.loyaltyTitle, matches)

export async function loader({ request, context }: LoaderFunctionArgs) {
  return loadLoyaltyCard(request, context)
}

export async function action({ request, context }: ActionFunctionArgs) {
  return loyaltyCardAction(request, context)
}

export default function Route() {
  const { name, saved, texts } = useLoaderData<typeof loader>()
  return <LoyaltyPanel name={name} saved={saved} texts={texts} result={useActionData<typeof action>()?.result} />
}
