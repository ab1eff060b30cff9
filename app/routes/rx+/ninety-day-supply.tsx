import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { NinetyDaySupplyPage } from '#app/rx/programs/program-pages.tsx'
import { loadNinetyDaySupply, ninetyDaySupplyAction } from '#app/rx/programs/programs.server.ts'
import { RxErrorBoundary } from '#app/rx/shared/rx-shell.tsx'
import { pageTitle } from '#app/ui/page-title.ts'

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => pageTitle(data?.texts.title, matches)

export async function loader({ request, context }: LoaderFunctionArgs) {
  return loadNinetyDaySupply(request, context)
}

export async function action({ request, context }: ActionFunctionArgs) {
  return ninetyDaySupplyAction(request, context)
}

export default function Route() {
  return (
    <NinetyDaySupplyPage data={useLoaderData<typeof loader>()} formError={useActionData<typeof action>()?.formError} />
  )
}

export function ErrorBoundary() {
  return <RxErrorBoundary />
}
