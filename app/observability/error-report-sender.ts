import { redactedPath } from '#app/security/redacted-path.ts'
import { redactedText } from './redact.ts'
import { ERROR_REPORT_PATH, REQUEST_ID_META, type ErrorReportKind } from './error-report.ts'

/** An error that repeats (a render loop, a timer) sends no more than this from one page. */
const MAX_REPORTS_PER_PAGE = 5
let reportsSent = 0
let lastReport = ''

type RemixWindow = {
  __remixManifest?: { version?: string }
  __remixRouter?: { state: { matches: Array<{ route: { id: string } }> } }
}

/**
 * Loaded when the page first has an error to report (`reportBrowserError`), so no page carries it until then. `route`
 * is the id of the route whose boundary shows; an error outside any boundary names the page's deepest route (Remix's
 * router, the one behind `useMatches`, is on `window` for its own use).
 */
export function sendErrorReport(kind: ErrorReportKind, error: unknown, route?: string) {
  const message = redactedText(error instanceof Error ? error.message : String(error))
  if (reportsSent >= MAX_REPORTS_PER_PAGE || `${kind}:${message}` === lastReport) return
  reportsSent += 1
  lastReport = `${kind}:${message}`
  const { __remixManifest: manifest, __remixRouter: router } = window as RemixWindow
  const report = {
    kind,
    message,
    route: route ?? router?.state.matches.at(-1)?.route.id,
    path: redactedPath(window.location.pathname),
    version: manifest?.version,
    requestId: document.querySelector<HTMLMetaElement>(`meta[name="${REQUEST_ID_META}"]`)?.content || undefined,
  }
  // keepalive: a report sent as the page goes away still arrives.
  fetch(ERROR_REPORT_PATH, {
    method: 'POST',
    keepalive: true,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(report),
  }).catch(() => {})
}
