import { flatRoutes } from 'remix-flat-routes'

/**
 * `npm run dev` builds into build/dev/ (decision 0099), so it never replaces the production build that `npm run serve`,
 * the tests and the bench load.
 */
const developmentBuild =
  process.env.REMIX_DEV_BUILD === 'true'
    ? { serverBuildPath: 'build/dev/index.js', assetsBuildDirectory: 'build/dev/assets' }
    : {}

/** @type {import('@remix-run/dev').AppConfig} */
export default {
  ...developmentBuild,
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
