import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { GuestRefillConfirmationPage } from '#app/rx/guest/guest-refill-page.tsx'
import { loadGuestRefillConfirmation } from '#app/rx/guest/guest-refill.server.ts'
import { GUEST_REFILL_TEXTS } from '#app/rx/guest/guest-texts.ts'
import { RxErrorBoundary } from '#app/rx/shared/rx-shell.tsx'

export const meta: MetaFunction<typeof loader> = ({ data }) => {
  const texts = data?.texts ?? GUEST_REFILL_TEXTS
  return [{ title: `${texts.confirmationTitle} | ${texts.title}` }]
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  return loadGuestRefillConfirmation(request, context)
}

export default function Route() {
  return <GuestRefillConfirmationPage view={useLoaderData<typeof loader>()} />
}

export function ErrorBoundary() {
  return <RxErrorBoundary />
}
