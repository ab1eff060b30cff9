import type { AppLoadContext } from '@remix-run/node'
import { z } from 'zod'
import { logEvent } from '#app/log.server.ts'
import { readBoundedBody } from '#app/security/form.server.ts'
import { clientKey, createRateLimiter } from '#app/security/rate-limit.server.ts'
import { redactedPath } from '#app/security/redacted-path.ts'
import { CROSS_SITE_MESSAGE, isSameOriginPost } from '#app/security/same-origin.ts'
import { ERROR_REPORT_KINDS, ROUTE_ID } from './error-report.ts'
import { isClaimedRequestId, verifiedRequestId } from './page-request-id.server.ts'
import { redactedText } from './redact.ts'

/** A report is a few hundred bytes (decision 0102); anything much larger is not one of ours. */
export const MAX_REPORT_BYTES = 2 * 1024
/** Reports per client in 15 minutes: anyone may send them, so the log must not be floodable. */
export const ERROR_REPORTS_PER_CLIENT = 30
const reportsByClient = createRateLimiter({
  name: 'error-report',
  windowMs: 15 * 60 * 1000,
  max: ERROR_REPORTS_PER_CLIENT,
})

/** What the browser sends (`sendErrorReport`) and nothing else: an unknown field (form data, say) is refused. */
const reportSchema = z.strictObject({
  kind: z.enum(ERROR_REPORT_KINDS),
  message: z.string().max(500),
  // A route id of another shape is left out, not the report with it.
  route: z.string().regex(ROUTE_ID).optional().catch(undefined),
  // A path of this site: '/…', never '//host/…'.
  path: z
    .string()
    .regex(/^\/(?!\/)/)
    .max(500),
  // The build's version is 8 hex digits (Remix's manifest): nothing else a client writes reaches the line.
  version: z
    .string()
    .regex(/^[0-9a-f]{8}$/)
    .optional(),
  // The page's request id with its tag (`signedRequestId`): checked below, as any client may write one.
  requestId: z.string().max(160).refine(isClaimedRequestId).optional(),
})

const answer = (status: number, text?: string) => new Response(text ?? null, { status })

function parsedJson(body: Uint8Array) {
  try {
    return JSON.parse(new TextDecoder().decode(body)) as unknown
  } catch {
    return undefined
  }
}

/**
 * Logs a browser's error report as one line: same-origin posts only, bounded before anything is parsed, counted per
 * client, checked field by field, and redacted again, since no browser is trusted to have done it. Answers 204, or
 * 403, 413, 415, 429 or 400 for what it refuses; never an error of its own.
 */
export async function receiveErrorReport(request: Request, context: AppLoadContext) {
  if (!isSameOriginPost(request)) return answer(403, CROSS_SITE_MESSAGE)
  // Read (up to the bound, the rest drained) before any answer: an answer to a body left unread resets the connection.
  const body = await readBoundedBody(request, MAX_REPORT_BYTES)
  if (!(await reportsByClient.hit([clientKey(context)])).allowed) return answer(429, 'Too many reports.')
  if (!/^application\/json\b/i.test(request.headers.get('content-type') ?? '')) return answer(415, 'Not a report.')
  if (!body) return answer(413, 'The report was too large.')
  const report = reportSchema.safeParse(parsedJson(body))
  if (!report.success) return answer(400, 'Not a report.')
  const { kind, message, route, path, version, requestId } = report.data
  const pageRequestId = requestId === undefined ? undefined : verifiedRequestId(requestId)
  logEvent('warn', 'browser.error', {
    kind,
    message: redactedText(message),
    route,
    path: redactedPath(path.split(/[?#]/)[0]!),
    version,
    // The line's own requestId is the report's; this one finds the page's lines, when the page's tag proves it.
    pageRequestId,
    pageRequestIdUnverified: requestId !== undefined && pageRequestId === undefined ? true : undefined,
  })
  return answer(204)
}
