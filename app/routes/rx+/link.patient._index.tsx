import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { loadAddPatient } from '#app/rx/link/link.server.ts'
import { AddPatientPage } from '#app/rx/link/link-pages.tsx'
import { RxErrorBoundary } from '#app/rx/shared/rx-shell.tsx'
import { pageTitle } from '#app/ui/page-title.ts'

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => pageTitle(data?.texts.title, matches)

export async function loader({ request, context }: LoaderFunctionArgs) {
  return loadAddPatient(request, context)
}

export default function Route() {
  const { offerSelf, texts } = useLoaderData<typeof loader>()
  return <AddPatientPage offerSelf={offerSelf} texts={texts} />
}

export function ErrorBoundary() {
  return <RxErrorBoundary />
}
