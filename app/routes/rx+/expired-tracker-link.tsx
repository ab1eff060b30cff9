import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { ExpiredTrackerLinkPage } from '#app/rx/guest/guest-verification-page.tsx'
import { loadExpiredTrackerLink } from '#app/rx/guest/guest.server.ts'
import { pageTitle } from '#app/ui/page-title.ts'

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => pageTitle(data?.texts.title, matches)

export async function loader({ context }: LoaderFunctionArgs) {
  return loadExpiredTrackerLink(context)
}

export default function Route() {
  return <ExpiredTrackerLinkPage texts={useLoaderData<typeof loader>().texts} />
}
