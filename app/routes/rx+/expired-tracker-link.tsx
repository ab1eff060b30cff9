import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { ExpiredTrackerLinkPage } from '#app/rx/guest/guest-verification-page.tsx'
import { loadExpiredTrackerLink } from '#app/rx/guest/guest.server.ts'
import { GUEST_TEXTS } from '#app/rx/guest/guest-texts.ts'

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data?.texts.title ?? GUEST_TEXTS.expiredTitle },
]

export async function loader({ context }: LoaderFunctionArgs) {
  return loadExpiredTrackerLink(context)
}

export default function Route() {
  return <ExpiredTrackerLinkPage texts={useLoaderData<typeof loader>().texts} />
}
