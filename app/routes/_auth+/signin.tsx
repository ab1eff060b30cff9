import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Link, useActionData, useLoaderData, useRouteLoaderData } from '@remix-run/react'
import { loadSignInPage, submitSignIn } from '#app/auth/sign-in-page.server.ts'
import { RedirectingToProvider, SignInPage } from '#app/auth/sign-in-page.tsx'
import type { loader as rootLoader } from '#app/root.tsx'
import { GeneralErrorBoundary } from '#app/ui/error-boundary.tsx'

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.texts.title ?? 'Sign In' }]

export async function loader({ request, context }: LoaderFunctionArgs) {
  return loadSignInPage(request, context)
}

export async function action({ request, context }: ActionFunctionArgs) {
  return submitSignIn(request, context)
}

export default function SignInRoute() {
  const page = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  const root = useRouteLoaderData<typeof rootLoader>('root')
  if (page.mode !== 'classic') return <RedirectingToProvider authorizeUrl={page.authorizeUrl} texts={page.texts} />
  if (!root) return null
  return <SignInPage banner={root.banner} page={page} lastResult={actionData?.result} />
}

export function ErrorBoundary() {
  return (
    <>
      <GeneralErrorBoundary />
      <p>
        <Link to="/signin">Try signing in again</Link>
      </p>
    </>
  )
}
