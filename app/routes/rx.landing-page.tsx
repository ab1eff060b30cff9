export { ErrorBoundary, default, loader, meta } from './rx._index.tsx'
