import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { loadLandingPage } from '#app/rx/dashboard/landing-page.server.ts'
import { LandingPage } from '#app/rx/dashboard/landing-page.tsx'
import { RxErrorBoundary } from '#app/rx/shared/rx-shell.tsx'
import { pageTitle } from '#app/ui/page-title.ts'

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => pageTitle(data?.texts.title, matches)

export async function loader({ request, context }: LoaderFunctionArgs) {
  return loadLandingPage(request, context)
}

export default function Route() {
  return <LandingPage data={useLoaderData<typeof loader>()} />
}

export function ErrorBoundary() {
  return <RxErrorBoundary />
}
