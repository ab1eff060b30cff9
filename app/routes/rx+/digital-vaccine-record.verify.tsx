import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { RxErrorBoundary } from '#app/rx/shared/rx-shell.tsx'
import { VaccineRecordVerifyPage } from '#app/rx/vaccine-record/vaccine-record-pages.tsx'
import { loadVaccineRecordVerify, verifyVaccineRecordAction } from '#app/rx/vaccine-record/vaccine-record.server.ts'
import { pageTitle } from '#app/ui/page-title.ts'

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => pageTitle(data?.texts.verifyTitle, matches)

export async function loader({ request, context }: LoaderFunctionArgs) {
  return loadVaccineRecordVerify(request, context)
}

export async function action({ request, context }: ActionFunctionArgs) {
  return verifyVaccineRecordAction(request, context)
}

export default function Route() {
  const { hasLink, tooManyLinks, ...words } = useLoaderData<typeof loader>()
  return (
    <VaccineRecordVerifyPage
      hasLink={hasLink}
      tooManyLinks={tooManyLinks}
      result={useActionData<typeof action>()?.result}
      words={words}
    />
  )
}

export function ErrorBoundary() {
  return <RxErrorBoundary />
}
