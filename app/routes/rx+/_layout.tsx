import type { LoaderFunctionArgs } from '@remix-run/node'
import { Outlet, useLoaderData, useLocation } from '@remix-run/react'
import { Suspense, lazy, type ComponentType } from 'react'
import { HealthMenu, healthMenuHandle } from '#app/health/health-menu.tsx'
import { loadRxLayout } from '#app/rx/shared/rx-layout.server.ts'
import { BackToTop, DynamicBannerMessage, RxErrorBoundary, useRxBackground } from '#app/rx/shared/rx-shell.tsx'
import { useHydrated } from '#app/ui/use-hydrated.ts'

// The modal shows after minutes of idleness, so its code loads after the page, not with it (decision 0097). A chunk
// that fails to load leaves the server's idle limit in charge, as without JavaScript.
const SessionTimeoutDialog = lazy((): Promise<{ default: ComponentType<{ navigation: string }> }> =>
  import('#app/rx/shared/session-timeout-dialog.tsx').then(
    (module) => ({ default: module.SessionTimeoutDialog }),
    () => ({ default: () => null }),
  ),
)

export async function loader({ request, context }: LoaderFunctionArgs) {
  return loadRxLayout(request, context)
}

export const handle = healthMenuHandle

/** Every /rx navigation records activity and checks the idle limit. */
export const shouldRevalidate = () => true

export default function RxLayout() {
  const { menu, bannerMessage, signedIn, texts } = useLoaderData<typeof loader>()
  // The modal needs JavaScript; without it the server alone ends an idle session.
  const hydrated = useHydrated()
  const location = useLocation()
  return (
    <div className={`rx-area rx-background-${useRxBackground()}`}>
      <div className="with-side-menu">
        <HealthMenu menu={menu} />
        <div id={healthMenuHandle.skipTo} tabIndex={-1} className="rx-content">
          {bannerMessage ? <DynamicBannerMessage message={bannerMessage} /> : null}
          <Outlet />
          <BackToTop label={texts.backToTop} />
        </div>
      </div>
      {signedIn && hydrated ? (
        <Suspense fallback={null}>
          <SessionTimeoutDialog navigation={location.key} />
        </Suspense>
      ) : null}
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
