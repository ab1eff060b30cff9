import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { requireAuthenticatedUser } from '#app/auth/auth-state.server.ts'
import { postSignInPath } from '#app/auth/paths.ts'
import { safeRedirect } from '#app/security/safe-redirect.ts'
import { GeneralErrorBoundary } from '#app/ui/error-boundary.tsx'

export const meta: MetaFunction = () => [{ title: 'Verify Your Email' }]

/** The email-verification detour for banners that require it (spec 1 section 4, step 3). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAuthenticatedUser(request, context)
  return { continueTo: postSignInPath(safeRedirect(new URL(request.url).searchParams.get('redirectUrl'), '/')) }
}

export default function VerifyEmail() {
  const { continueTo } = useLoaderData<typeof loader>()
  return (
    <section className="narrow-page">
      <h1>Verify Your Email</h1>
      <p>
        We sent a verification link to the email address on your account. Open it to finish setting up your account.
      </p>
      <p>Some features stay unavailable until your email address is verified.</p>
      <Link to={continueTo} className="button button-secondary">
        Continue
      </Link>
    </section>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
