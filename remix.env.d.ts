/// <reference types="@remix-run/dev" />
/// <reference types="@remix-run/node" />

// Single fetch: loaders' return types reach components without JSON-ification.
declare module '@remix-run/server-runtime' {
  interface Future {
    v3_singleFetch: true
  }
}

// A module, so the block above augments the package instead of replacing it.
export {}
