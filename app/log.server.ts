import { AsyncLocalStorage } from 'node:async_hooks'
import fs from 'node:fs'
import { env } from '#app/env.server.ts'

/**
 * Structured log lines. Callers pass only operational fields (endpoint
 * templates, statuses, ids); bodies, headers and user input are never logged,
 * so no personal data can leak into the log. Free text (an error's message, a
 * browser's report) is redacted first (`app/observability/`, decision 0101).
 */
type LogValue = string | number | boolean | undefined
/** Flat fields; a list of flat records where one thing has several parts (an error's causes). */
export type LogFields = Record<string, LogValue | ReadonlyArray<Record<string, LogValue>>>
type LogLevel = 'info' | 'warn' | 'error'
const SEVERITY: Record<LogLevel, number> = { info: 0, warn: 1, error: 2 }

/**
 * The id of the request being served, wherever its work goes on (decision 0088). One for the process: the server
 * (build/server.js) and the Remix build (build/index.js) are bundled apart, each with its own copy of this module, and
 * the server sets the id that the routes' lines read.
 */
const REQUEST_ID_STORE = Symbol.for('storefront.log.requestId')
const currentRequestId = ((globalThis as { [REQUEST_ID_STORE]?: AsyncLocalStorage<string> })[REQUEST_ID_STORE] ??=
  new AsyncLocalStorage<string>())

/** Runs `serve` as the request `requestId`: every line it logs, then or later in its work, carries that id. */
export function logAsRequest<T>(requestId: string, serve: () => T): T {
  return currentRequestId.run(requestId, serve)
}

/** Runs `start` outside any request: what it starts for the whole process (a connection) logs no request's id later. */
export function outsideRequests<T>(start: () => T): T {
  return currentRequestId.exit(start)
}

/**
 * One JSON line, written when `level` is at least LOG_LEVEL's: info to stdout, warnings and errors to stderr. `sync`
 * writes it before returning, for a process about to exit (a pipe is written asynchronously otherwise).
 */
export function logEvent(level: LogLevel, event: string, fields: LogFields = {}, { sync = false } = {}) {
  if (SEVERITY[level] < SEVERITY[env().logLevel]) return
  const line = JSON.stringify({
    time: new Date().toISOString(),
    level,
    event,
    requestId: currentRequestId.getStore(),
    ...fields,
  })
  const stream = level === 'info' ? process.stdout : process.stderr
  // Through the module object, so that a test can watch it.
  if (sync) fs.writeSync(stream.fd, line + '\n')
  else stream.write(line + '\n')
}
