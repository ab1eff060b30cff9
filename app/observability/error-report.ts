/**
 * The browser's error reports (decision 0102): an error boundary's error, or an error or rejection nothing caught, is
 * posted to the app as a small JSON report: its kind, its message redacted, the route (the one whose boundary shows,
 * else the page's deepest), the page's path (redacted, no query), the build's version and the id of the request that
 * rendered the page. No form data, no stack. Without JavaScript there is nothing to report.
 */
export const ERROR_REPORT_PATH = '/errors/report'
export const ERROR_REPORT_KINDS = ['boundary', 'error', 'rejection'] as const
export type ErrorReportKind = (typeof ERROR_REPORT_KINDS)[number]

/** A route id as Remix names it (`routes/rx+/checkout.payment`, `root`): what a report's route may be. */
export const ROUTE_ID = /^[\w$+.()[\]/-]{1,200}$/

/** The meta tag root renders with the page's request id. */
export const REQUEST_ID_META = 'request-id'

/**
 * Reports an error. The sender and its redaction load only now: every page would otherwise carry them (decision
 * 0097's budget). A page that cannot load them (the network gone, a new deployment) reports nothing.
 */
export function reportBrowserError(kind: ErrorReportKind, error: unknown, route?: string) {
  import('./error-report-sender.ts').then(
    ({ sendErrorReport }) => sendErrorReport(kind, error, route),
    () => {},
  )
}

/** Errors nothing caught. Another origin's script errors arrive as 'Script error.' with no error: they name nothing. */
export function reportUncaughtErrors() {
  window.addEventListener('error', (event) => {
    if (event.error != null) reportBrowserError('error', event.error)
  })
  window.addEventListener('unhandledrejection', (event) => reportBrowserError('rejection', event.reason))
}
