import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { PayOnlineConfirmationPage } from '#app/rx/tracker/pay-online-page.tsx'
import { loadPayOnlineConfirmation } from '#app/rx/tracker/pay-online.server.ts'
import { RxErrorBoundary, type RxHandle } from '#app/rx/shared/rx-shell.tsx'
import { pageTitle } from '#app/ui/page-title.ts'

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  pageTitle(data && `${data.texts.confirmationTitle} | ${data.texts.title}`, matches)

export const handle: RxHandle = { rxBackground: 'grey' }

export async function loader({ request, context }: LoaderFunctionArgs) {
  return loadPayOnlineConfirmation(request, context)
}

export default function Route() {
  return <PayOnlineConfirmationPage receipt={useLoaderData<typeof loader>()} />
}

export function ErrorBoundary() {
  return <RxErrorBoundary />
}
