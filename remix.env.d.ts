/// <reference types="@remix-run/dev" />
/// <reference types="@remix-run/node" />

import type { RequestContext } from './app/security/request-context.server.ts'

// Single fetch: loaders' return types reach components without JSON-ification.
declare module '@remix-run/server-runtime' {
  interface Future {
    v3_singleFetch: true
  }
  // What the server (server/app.ts) hands every loader and action of one request (decision 0088).
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the augmentation is the whole point
  interface AppLoadContext extends RequestContext {}
}

// A module, so the block above augments the package instead of replacing it.
export {}
