import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { RxErrorBoundary } from '#app/rx/shared/rx-shell.tsx'
import { VaccineRecordResultPage } from '#app/rx/vaccine-record/vaccine-record-pages.tsx'
import { loadVaccineRecordResult } from '#app/rx/vaccine-record/vaccine-record.server.ts'
import { pageTitle } from '#app/ui/page-title.ts'

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => pageTitle(data?.texts.title, matches)

export async function loader({ request, context }: LoaderFunctionArgs) {
  return loadVaccineRecordResult(request, context)
}

export default function Route() {
  return <VaccineRecordResultPage data={useLoaderData<typeof loader>()} />
}

export function ErrorBoundary() {
  return <RxErrorBoundary />
}
