import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { RxErrorBoundary } from '#app/rx/shared/rx-shell.tsx'
import { VaccineRecordResultPage } from '#app/rx/vaccine-record/vaccine-record-pages.tsx'
import { VACCINE_RECORD_TEXTS } from '#app/rx/vaccine-record/vaccine-record-texts.ts'
import { loadVaccineRecordResult } from '#app/rx/vaccine-record/vaccine-record.server.ts'

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data?.texts.title ?? VACCINE_RECORD_TEXTS.title },
]

export async function loader({ request, context }: LoaderFunctionArgs) {
  return loadVaccineRecordResult(request, context)
}

export default function Route() {
  return <VaccineRecordResultPage data={useLoaderData<typeof loader>()} />
}

export function ErrorBoundary() {
  return <RxErrorBoundary />
}
