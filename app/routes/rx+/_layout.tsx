import type { LoaderFunctionArgs } from '@remix-run/node'
import { Outlet, useLoaderData } from '@remix-run/react'
import { HealthMenu, healthMenuHandle } from '#app/health/health-menu.tsx'
import { loadRxLayout } from '#app/rx/shared/rx-layout.server.ts'
import { BackToTop, DynamicBannerMessage, RxErrorBoundary, useRxBackground } from '#app/rx/shared/rx-shell.tsx'
import { SessionTimeoutDialog } from '#app/rx/shared/session-timeout-dialog.tsx'
import { useHydrated } from '#app/ui/use-hydrated.ts'

export async function loader({ request, context }: LoaderFunctionArgs) {
  return loadRxLayout(request, context)
}

export const handle = healthMenuHandle

/** Every /rx navigation records activity and checks the idle limit. */
export const shouldRevalidate = () => true

export default function RxLayout() {
  const { menu, bannerMessage, signedIn } = useLoaderData<typeof loader>()
  // The modal needs JavaScript; without it the server alone ends an idle session.
  const hydrated = useHydrated()
  return (
    <div className={`rx-area rx-background-${useRxBackground()}`}>
      <div className="with-side-menu">
        <HealthMenu menu={menu} />
        <div id={healthMenuHandle.skipTo} tabIndex={-1} className="rx-content">
          {bannerMessage ? <DynamicBannerMessage message={bannerMessage} /> : null}
          <Outlet />
          <BackToTop />
        </div>
      </div>
      {signedIn && hydrated ? <SessionTimeoutDialog /> : null}
    </div>
  )
}

export function ErrorBoundary() {
  return (
    <div id={healthMenuHandle.skipTo} tabIndex={-1}>
      <RxErrorBoundary />
    </div>
  )
}
