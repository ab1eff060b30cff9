/**
 * The production server (decision 0037): loads the Remix build, serves the
 * Express app of `server/app.ts` on PORT, and drains on SIGTERM.
 */
import { createServer } from 'node:http'
import { installGlobals, type ServerBuild } from '@remix-run/node'
import { env } from '#app/env.server.ts'
import { logEvent } from '#app/log.server.ts'
import { logUncaughtErrors } from '#app/observability/server-error.server.ts'
import { createServerApp } from './app.ts'

const config = env()
// After the configuration: a process that cannot read it stops with Node's own print of why.
logUncaughtErrors()
const build = (await import(new URL('./index.js', import.meta.url).href)) as ServerBuild
installGlobals({ nativeFetch: build.future.v3_singleFetch })

const { handleRequest, drain } = createServerApp(build)
const server = createServer(handleRequest).listen(config.port, () =>
  logEvent('info', 'server.listening', { port: config.port }),
)
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => {
    // Behind a proxy, first drain (SHUTDOWN_DRAIN_MS): keep answering, each answer closing its connection, until the
    // proxy holds no idle connection here; then stop taking connections and finish the requests still open.
    drain()
    setTimeout(() => {
      server.close(() => process.exit(0))
      // Requests still open after 10 s (a stalled upstream) do not hold the shutdown.
      setTimeout(() => process.exit(0), 10_000).unref()
    }, config.shutdownDrainMs).unref()
  })
}
