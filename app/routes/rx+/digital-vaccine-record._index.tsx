import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { RxErrorBoundary } from '#app/rx/shared/rx-shell.tsx'
import { VaccineRecordRequestPage } from '#app/rx/vaccine-record/vaccine-record-pages.tsx'
import { loadVaccineRecordRequest, requestVaccineRecordAction } from '#app/rx/vaccine-record/vaccine-record.server.ts'
import { pageTitle } from '#app/ui/page-title.ts'

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => pageTitle(data?.texts.title, matches)

export async function loader({ request, context }: LoaderFunctionArgs) {
  return loadVaccineRecordRequest(request, context)
}

export async function action({ request, context }: ActionFunctionArgs) {
  return requestVaccineRecordAction(request, context)
}

export default function Route() {
  const { sent, notice, ...words } = useLoaderData<typeof loader>()
  return (
    <VaccineRecordRequestPage
      sent={sent}
      notice={notice}
      result={useActionData<typeof action>()?.result}
      words={words}
    />
  )
}

export function ErrorBoundary() {
  return <RxErrorBoundary />
}
