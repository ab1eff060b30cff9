import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { GuestRefillPickupPage } from '#app/rx/guest/guest-refill-page.tsx'
import { guestRefillPickupAction, loadGuestRefillPickup } from '#app/rx/guest/guest-refill.server.ts'
import { RxErrorBoundary } from '#app/rx/shared/rx-shell.tsx'
import { pageTitle } from '#app/ui/page-title.ts'

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  pageTitle(data && `${data.texts.pickupTitle} | ${data.texts.title}`, matches)

export async function loader({ request, context }: LoaderFunctionArgs) {
  return loadGuestRefillPickup(request, context)
}

export async function action({ request, context }: ActionFunctionArgs) {
  return guestRefillPickupAction(request, context)
}

export default function Route() {
  return <GuestRefillPickupPage view={useLoaderData<typeof loader>()} error={useActionData<typeof action>()?.error} />
}

export function ErrorBoundary() {
  return <RxErrorBoundary />
}
