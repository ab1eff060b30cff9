import { flatRoutes } from 'remix-flat-routes'

/** @type {import('@remix-run/dev').AppConfig} */
export default {
  // Routes are grouped in `+` folders by area (docs/decisions/0048-route-folders.md): remix-flat-routes reads them.
  ignoredRouteFiles: ['**/*'],
  routes: (defineRoutes) =>
    flatRoutes('routes', defineRoutes, { ignoredRouteFiles: ['**/.*', '**/*.test.*', '**/*.server.test.*'] }),
  future: {
    v3_fetcherPersist: true,
    v3_relativeSplatPath: true,
    v3_throwAbortReason: true,
    v3_lazyRouteDiscovery: true,
    v3_singleFetch: true,
  },
}
