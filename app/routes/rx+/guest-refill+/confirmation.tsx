import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { GuestRefillConfirmationPage } from '#app/rx/guest/guest-refill-page.tsx'
import { loadGuestRefillConfirmation } from '#app/rx/guest/guest-refill.server.ts'
import { RxErrorBoundary } from '#app/rx/shared/rx-shell.tsx'
import { pageTitle } from '#app/ui/page-title.ts'

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  pageTitle(data && `${data.texts.confirmationTitle} | ${data.texts.title}`, matches)

export async function loader({ request, context }: LoaderFunctionArgs) {
  return loadGuestRefillConfirmation(request, context)
}

export default function Route() {
  return <GuestRefillConfirmationPage view={useLoaderData<typeof loader>()} />
}

export function ErrorBoundary() {
  return <RxErrorBoundary />
}
