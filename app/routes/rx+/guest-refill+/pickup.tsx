import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { GuestRefillPickupPage } from '#app/rx/guest/guest-refill-page.tsx'
import { guestRefillPickupAction, loadGuestRefillPickup } from '#app/rx/guest/guest-refill.server.ts'
import { GUEST_REFILL_TEXTS } from '#app/rx/guest/guest-texts.ts'
import { RxErrorBoundary } from '#app/rx/shared/rx-shell.tsx'

export const meta: MetaFunction<typeof loader> = ({ data }) => {
  const texts = data?.texts ?? GUEST_REFILL_TEXTS
  return [{ title: `${texts.pickupTitle} | ${texts.title}` }]
}

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
