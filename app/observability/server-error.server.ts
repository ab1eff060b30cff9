import { logEvent, type LogFields } from '#app/log.server.ts'
import { redactedText } from './redact.ts'

/** Enough of the stack to find the failing call and who called it, in one line. */
const MAX_FRAMES = 15

/** Causes logged below an error (`new Error(…, { cause })`): enough to reach the root of a wrapped failure. */
const MAX_CAUSES = 3

/** An error's name, its message redacted and its stack's frames. */
function described(error: unknown) {
  const frames =
    error instanceof Error && error.stack
      ? error.stack
          .split('\n')
          // Past the message's own lines (a message may hold a line that looks like a frame, and data with it).
          .slice(error.message.split('\n').length)
          .filter((line) => /^\s+at /.test(line))
          .slice(0, MAX_FRAMES)
          .map((line) => line.trim())
          .join('\n')
      : undefined
  return {
    error: error instanceof Error ? error.name : typeof error,
    message: redactedText(error instanceof Error ? error.message : String(error)),
    stack: frames,
  }
}

/** The chain of `cause`s below an error, nearest first, each described as the error is. */
function causesOf(error: unknown) {
  const causes = []
  for (let cause = (error as { cause?: unknown })?.cause; cause !== undefined && causes.length < MAX_CAUSES;) {
    causes.push(described(cause))
    cause = (cause as { cause?: unknown } | null)?.cause
  }
  return causes.length > 0 ? causes : undefined
}

/**
 * An unexpected server error as one error line (decision 0101): its name, its message redacted (a message may quote
 * its input: an email, a token, a card number) and its stack's frames, which name code (files, lines, functions) and
 * never data; its causes (up to three deep) the same way. Logged once, by whoever ends the request with it.
 */
export function logServerError(
  event: string,
  error: unknown,
  fields: LogFields = {},
  { sync = false }: { sync?: boolean } = {},
) {
  logEvent('error', event, { ...fields, ...described(error), cause: causesOf(error) }, { sync })
}

/**
 * An error nothing caught (an unhandled rejection included, Node's default since 15) still ends the process, as Node
 * would, but logged as one redacted line: Node's own print holds the message as it is, outside the JSON lines.
 */
export function logUncaughtErrors() {
  process.on('uncaughtException', (error, origin) => {
    logServerError('process.uncaught_error', error, { origin }, { sync: true })
    process.exit(1)
  })
}
