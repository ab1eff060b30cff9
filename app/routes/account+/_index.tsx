import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { ProfileDetails } from '#app/account/profile-details.tsx'
import { loadCustomerProfile } from '#app/account/profile.server.ts'
import { requireAuthenticatedUser, upstreamFor } from '#app/auth/auth-state.server.ts'
import { GeneralErrorBoundary } from '#app/ui/error-boundary.tsx'

export const meta: MetaFunction = () => [{ title: 'My Account' }]

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { session } = await requireAuthenticatedUser(request, context)
  return loadCustomerProfile(await upstreamFor(request, context, session))
}

export default function AccountRoute() {
  const load = useLoaderData<typeof loader>()
  return (
    <section className="content-page">
      <h1>My Account</h1>
      <p>
        <Link to="/account/wallet">My Wallet</Link>
      </p>
      {load.status === 'loaded' ? (
        <ProfileDetails profile={load.profile} communityRewards={load.communityRewards.banner} />
      ) : (
        <div className="alert alert-error" role="alert">
          <p>{load.error.message}</p>
          {load.error.kind === 'customer-facing' && (load.error.code || load.error.status) ? (
            <p className="error-reference">
              Reference: {[load.error.code, load.error.status].filter(Boolean).join(' / ')}
            </p>
          ) : null}
          <p>
            <Link to="/account" reloadDocument>
              Try again
            </Link>
          </p>
        </div>
      )}
    </section>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
