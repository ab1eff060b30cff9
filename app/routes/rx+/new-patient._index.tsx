import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { loadNewPatientForm, newPatientFormAction } from '#app/rx/link/new-patient.server.ts'
import { NewPatientFormPage } from '#app/rx/link/new-patient-pages.tsx'
import { RxErrorBoundary } from '#app/rx/shared/rx-shell.tsx'
import { pageTitle } from '#app/ui/page-title.ts'

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => pageTitle(data?.texts.title, matches)

export async function loader({ request, context }: LoaderFunctionArgs) {
  return loadNewPatientForm(request, context)
}

export async function action({ request, context }: ActionFunctionArgs) {
  return newPatientFormAction(request, context)
}

export default function Route() {
  const { saved, texts, words } = useLoaderData<typeof loader>()
  return (
    <NewPatientFormPage saved={saved} result={useActionData<typeof action>()?.result} texts={texts} words={words} />
  )
}

export function ErrorBoundary() {
  return <RxErrorBoundary />
}
