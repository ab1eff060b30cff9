import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Outlet, useActionData, useLoaderData } from '@remix-run/react'
import { PayOnlinePage } from '#app/rx/tracker/pay-online-page.tsx'
import { loadPayOnline, payOnlineAction } from '#app/rx/tracker/pay-online.server.ts'
import { RxErrorBoundary, type RxHandle } from '#app/rx/shared/rx-shell.tsx'
import { pageTitle } from '#app/ui/page-title.ts'

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => pageTitle(data?.pageTexts.title, matches)

export const handle: RxHandle = { rxBackground: 'grey' }

export async function loader({ request, context }: LoaderFunctionArgs) {
  return loadPayOnline(request, context)
}

export async function action({ request, context }: ActionFunctionArgs) {
  return payOnlineAction(request, context)
}

/** The wallet's screens (card list, add, edit) open over the page as side panels. */
export default function Route() {
  return (
    <>
      <PayOnlinePage view={useLoaderData<typeof loader>()} result={useActionData<typeof action>()?.result} />
      <Outlet />
    </>
  )
}

export function ErrorBoundary() {
  return <RxErrorBoundary />
}
