import type { ServerBuild } from '@remix-run/node'

type StubRoute = { path: string; module: { loader?: unknown; action?: unknown } }

/** A Remix build of a root and the given routes under it, with no documents: for the server app's own tests. */
export function stubBuild(routes: Record<string, StubRoute>) {
  return {
    mode: 'production',
    entry: { module: { default: () => new Response('no documents here', { status: 500 }) } },
    routes: {
      root: { id: 'root', path: '', module: {} },
      ...Object.fromEntries(Object.entries(routes).map(([id, route]) => [id, { id, parentId: 'root', ...route }])),
    },
    assets: { entry: { module: '', imports: [] }, routes: {}, url: '', version: 'test' },
    publicPath: '/build/',
    assetsBuildDirectory: 'public/build',
    future: { v3_singleFetch: true },
    isSpaMode: false,
    basename: undefined,
  } as unknown as ServerBuild
}
