import { redactedPath } from '#app/security/redacted-path.ts'
import { redactedText } from './redact.ts'
import { ERROR_REPORT_PATH, REQUEST_ID_META, type ErrorReportKind } from './error-report.ts'

/** An error that repeats (a render loop, a timer) sends no more than this from one page. */
const MAX_REPORTS_PER_PAGE = 5
let reportsSent = 0
let lastReport = ''

/** Loaded when the page first has an error to report (`reportBrowserError`), so no page carries it until then. */
export function sendErrorReport(kind: ErrorReportKind, error: unknown) {
  const message = redactedText(error instanceof Error ? error.message : String(error))
  if (reportsSent >= MAX_REPORTS_PER_PAGE || `${kind}:${message}` === lastReport) return
  reportsSent += 1
  lastReport = `${kind}:${message}`
  const manifest = (window as { __remixManifest?: { version?: string } }).__remixManifest
  const report = {
    kind,
    message,
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
