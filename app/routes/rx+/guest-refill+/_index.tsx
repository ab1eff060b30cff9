import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { GuestRefillFindPage } from '#app/rx/guest/guest-refill-page.tsx'
import { guestRefillFindAction, loadGuestRefill } from '#app/rx/guest/guest-refill.server.ts'
import { RxErrorBoundary } from '#app/rx/shared/rx-shell.tsx'
import { pageTitle } from '#app/ui/page-title.ts'

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => pageTitle(data?.texts.title, matches)

export async function loader({ request, context }: LoaderFunctionArgs) {
  return loadGuestRefill(request, context)
}

export async function action({ request, context }: ActionFunctionArgs) {
  return guestRefillFindAction(request, context)
}

export default function Route() {
  return <GuestRefillFindPage view={useLoaderData<typeof loader>()} result={useActionData<typeof action>()?.result} />
}

export function ErrorBoundary() {
  return <RxErrorBoundary />
}
