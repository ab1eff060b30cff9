import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { RxErrorBoundary, type RxHandle } from '#app/rx/shared/rx-shell.tsx'
import { TrackerPage } from '#app/rx/tracker/tracker-page.tsx'
import { loadTracker } from '#app/rx/tracker/tracker.server.ts'
import { pageTitle } from '#app/ui/page-title.ts'

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => pageTitle(data?.texts.title, matches)

export const handle: RxHandle = { rxBackground: 'grey' }

export async function loader({ request, context }: LoaderFunctionArgs) {
  return loadTracker(request, context)
}

export default function Route() {
  return <TrackerPage data={useLoaderData<typeof loader>()} />
}

export function ErrorBoundary() {
  return <RxErrorBoundary />
}
