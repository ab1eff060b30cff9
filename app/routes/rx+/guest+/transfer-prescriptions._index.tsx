import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { TransferPage } from '#app/rx/transfer/transfer-page.tsx'
import { loadTransfer, transferAction } from '#app/rx/transfer/transfer.server.ts'
import { RxErrorBoundary } from '#app/rx/shared/rx-shell.tsx'
import { pageTitle } from '#app/ui/page-title.ts'

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => pageTitle(data?.texts.title, matches)

export async function loader({ request, context }: LoaderFunctionArgs) {
  return loadTransfer(request, context, 'guest')
}

export async function action({ request, context }: ActionFunctionArgs) {
  return transferAction(request, context, 'guest')
}

export default function Route() {
  return <TransferPage view={useLoaderData<typeof loader>()} result={useActionData<typeof action>()?.result} />
}

export function ErrorBoundary() {
  return <RxErrorBoundary />
}
