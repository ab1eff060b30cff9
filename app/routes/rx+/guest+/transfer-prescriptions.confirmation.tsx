import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { TransferConfirmationPage } from '#app/rx/transfer/transfer-page.tsx'
import { loadTransferConfirmation } from '#app/rx/transfer/transfer.server.ts'
import { RxErrorBoundary } from '#app/rx/shared/rx-shell.tsx'
import { pageTitle } from '#app/ui/page-title.ts'

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => pageTitle(data?.texts.pageTitle, matches)

export async function loader({ request, context }: LoaderFunctionArgs) {
  return loadTransferConfirmation(request, context, 'guest')
}

export default function Route() {
  return <TransferConfirmationPage view={useLoaderData<typeof loader>()} />
}

export function ErrorBoundary() {
  return <RxErrorBoundary />
}
