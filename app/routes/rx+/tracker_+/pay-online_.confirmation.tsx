import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { PayOnlineConfirmationPage } from '#app/rx/tracker/pay-online-page.tsx'
import { loadPayOnlineConfirmation } from '#app/rx/tracker/pay-online.server.ts'
import { PAY_ONLINE_TEXTS } from '#app/rx/tracker/tracker-order-texts.ts'
import { RxErrorBoundary, type RxHandle } from '#app/rx/shared/rx-shell.tsx'

export const meta: MetaFunction<typeof loader> = ({ data }) => {
  const texts = data?.texts ?? PAY_ONLINE_TEXTS
  return [{ title: `${texts.confirmationTitle} | ${texts.title}` }]
}

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
