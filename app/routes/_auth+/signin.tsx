import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Link, useActionData, useLoaderData, useRouteLoaderData } from '@remix-run/react'
import { loadSignInPage, submitSignIn } from '#app/auth/sign-in-page.server.ts'
import { RedirectingToProvider, SignInPage } from '#app/auth/sign-in-page.tsx'
import type { loader as rootLoader } from '#app/root.tsx'
import { GeneralErrorBoundary } from '#app/ui/error-boundary.tsx'
import { pageTitle } from '#app/ui/page-title.ts'
import { useShellTexts } from '#app/ui/use-shell-texts.ts'

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => pageTitle(data?.texts.title, matches)

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
  // The root's words, in the page's language (decision 0110).
  const words = useShellTexts()
  return (
    <>
      <GeneralErrorBoundary />
      <p>
        <Link to="/signin">{words?.trySignInAgain ?? 'Try signing in again'}</Link>
      </p>
    </>
  )
}
