import { isRouteErrorResponse, useRouteError, type ErrorResponse } from '@remix-run/react'
import { useEffect, type ReactNode } from 'react'
import { UNSAFE_useRouteId as useRouteId } from 'react-router'
import { reportBrowserError } from '#app/observability/error-report.ts'
import { ERROR_PAGE_ENGLISH } from './error-page-texts.ts'
import { useShellTexts } from './use-shell-texts.ts'

type ErrorPageTexts = { readonly [K in keyof typeof ERROR_PAGE_ENGLISH]: string }

/** The error page's words in the page's language, from the root loader; in English when it failed. */
function useErrorPageTexts(): ErrorPageTexts {
  return useShellTexts() ?? ERROR_PAGE_ENGLISH
}

type StatusHandler = (info: { error: ErrorResponse }) => ReactNode

/**
 * The text an app's own error response carries. The router's own responses (a post to a page with no action, say)
 * are marked internal: their text is for developers ('You made a POST request to …'), never shown.
 */
function ownMessage(error: ErrorResponse) {
  if ('internal' in error && error.internal === true) return undefined
  return typeof error.data === 'string' && error.data ? error.data : undefined
}

/**
 * Every route's error boundary. Shows a handler's message for known statuses,
 * the error response's own text, or the spec's fallback 'Error' with
 * `fallbackMessage` (an area whose spec words it passes its own). The server
 * already logged the error (entry.server handleError); nothing private is shown.
 * An unexpected error is reported from the browser too (spec 2: the boundary
 * 'reports the error'; decision 0102): a render's error only the browser saw,
 * or a server's error with the page's request id. An error response (a 404, a
 * 503 the server chose) is an answer, not a failure: not reported.
 */
export function GeneralErrorBoundary({
  statusHandlers,
  fallbackMessage,
  defaultStatusHandler,
  unexpectedErrorHandler,
}: {
  statusHandlers?: Record<number, StatusHandler>
  fallbackMessage?: string
  defaultStatusHandler?: StatusHandler
  unexpectedErrorHandler?: (error: unknown) => ReactNode
}) {
  const texts = useErrorPageTexts()
  const fallback = fallbackMessage ?? texts.somethingWentWrong
  const byStatus: StatusHandler =
    defaultStatusHandler ??
    (({ error }) => (
      <>
        <h1>{error.status === 404 ? texts.pageNotFound : texts.errorTitle}</h1>
        <p>{ownMessage(error) ?? fallback}</p>
      </>
    ))
  const unexpected =
    unexpectedErrorHandler ??
    (() => (
      <>
        <h1>{texts.errorTitle}</h1>
        <p>{fallback}</p>
      </>
    ))
  const error = useRouteError()
  // The route whose boundary this is: the hook useRouteError itself reads its error by (Remix has no public one).
  const routeId = useRouteId()
  useEffect(() => {
    if (!isRouteErrorResponse(error)) reportBrowserError('boundary', error, routeId)
  }, [error, routeId])
  return (
    <section className="error-page" aria-labelledby="error-heading">
      <div id="error-heading">
        {isRouteErrorResponse(error) ? (statusHandlers?.[error.status] ?? byStatus)({ error }) : unexpected(error)}
      </div>
      <p>
        <a href="/">{texts.goHome}</a>
      </p>
    </section>
  )
}
