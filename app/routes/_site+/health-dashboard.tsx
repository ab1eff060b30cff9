import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { getAuthState, upstreamFor } from '#app/auth/auth-state.server.ts'
import { signInPath } from '#app/auth/paths.ts'
import { HealthMenu, healthMenuHandle } from '#app/health/health-menu.tsx'
import { loadHealthMenu } from '#app/health/health-menu-content.server.ts'
import { GeneralErrorBoundary } from '#app/ui/error-boundary.tsx'

export const meta: MetaFunction = () => [{ title: 'Health Dashboard' }]

export const handle = healthMenuHandle

export async function loader({ request, context }: LoaderFunctionArgs) {
  const auth = await getAuthState(request, context)
  const menu = await loadHealthMenu(await upstreamFor(request, context, auth.session), auth, request, context.language)
  return { menu, signedIn: auth.status === 'authenticated', firstName: auth.user?.firstName ?? null }
}

export default function HealthDashboard() {
  const { menu, signedIn, firstName } = useLoaderData<typeof loader>()
  return (
    <div className="with-side-menu">
      <HealthMenu menu={menu} />
      <section id={healthMenuHandle.skipTo} tabIndex={-1}>
        <h1>Health Dashboard</h1>
        {signedIn ? (
          <p>Welcome back, {firstName}. Manage prescriptions, refills and your health records from the menu.</p>
        ) : (
          <p>
            <Link to={signInPath('/health-dashboard')}>Sign in</Link> to manage prescriptions for you and your family,
            or refill without an account.
          </p>
        )}
      </section>
    </div>
  )
}

export function ErrorBoundary() {
  return (
    <div id={healthMenuHandle.skipTo} tabIndex={-1}>
      <GeneralErrorBoundary />
    </div>
  )
}
