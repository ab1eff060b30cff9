/// <reference types="@remix-run/dev" />
/// <reference types="@remix-run/node" />

// Single fetch: loaders' return types reach components without JSON-ification.
declare module '@remix-run/server-runtime' {
  interface Future {
    v3_singleFetch: true
  }
  // What the server entry (server/index.ts) hands every loader and action.
  interface AppLoadContext {
    /** The client's address: the socket's, or through TRUSTED_PROXY_HOPS trusted proxies. Unset outside the server entry (unit tests). */
    clientAddress?: string
  }
}

// A module, so the block above augments the package instead of replacing it.
export {}
