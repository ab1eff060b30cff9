import { AsyncLocalStorage } from 'node:async_hooks'

/**
 * Structured log lines. Callers pass only operational fields (endpoint
 * templates, statuses, ids); bodies, headers and user input are never logged,
 * so no personal data can leak into the log.
 */
type LogFields = Record<string, string | number | boolean | undefined>

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

export function logEvent(level: 'info' | 'warn' | 'error', event: string, fields: LogFields = {}) {
  const line = JSON.stringify({
    time: new Date().toISOString(),
    level,
    event,
    requestId: currentRequestId.getStore(),
    ...fields,
  })
  if (level === 'info') process.stdout.write(line + '\n')
  else process.stderr.write(line + '\n')
}
