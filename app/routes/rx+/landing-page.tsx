export { ErrorBoundary, default, loader, meta } from './_index.tsx'
