import { isRouteErrorResponse, useRouteError, type ErrorResponse } from '@remix-run/react'
import type { ReactNode } from 'react'

type StatusHandler = (info: { error: ErrorResponse }) => ReactNode

/**
 * Every route's error boundary. Shows a handler's message for known statuses,
 * the error response's own text, or the spec's fallback 'Error'. The server
 * already logged the error (entry.server handleError); nothing private is shown.
 */
export function GeneralErrorBoundary({
  statusHandlers,
  defaultStatusHandler = ({ error }) => (
    <>
      <h1>{error.status === 404 ? 'Page Not Found' : 'Error'}</h1>
      <p>{typeof error.data === 'string' && error.data ? error.data : 'Something went wrong. Please try again.'}</p>
    </>
  ),
  unexpectedErrorHandler = () => (
    <>
      <h1>Error</h1>
      <p>Something went wrong. Please try again.</p>
    </>
  ),
}: {
  statusHandlers?: Record<number, StatusHandler>
  defaultStatusHandler?: StatusHandler
  unexpectedErrorHandler?: (error: unknown) => ReactNode
}) {
  const error = useRouteError()
  return (
    <section className="error-page" aria-labelledby="error-heading">
      <div id="error-heading">
        {isRouteErrorResponse(error)
          ? (statusHandlers?.[error.status] ?? defaultStatusHandler)({ error })
          : unexpectedErrorHandler(error)}
      </div>
      <p>
        <a href="/">Go to the home page</a>
      </p>
    </section>
  )
}
