/**
 * The simulated upstreams as their own HTTP server (`npm run simulator`, built to build/simulator.js): the same msw
 * handlers and back office that answer inside the app under mocks, reached over the network, as real upstreams are.
 * The bench and the scale check run the app with MOCK_UPSTREAMS=http and the *_BASE_URL addresses this serves; one
 * simulator serves any number of app instances, which then share its state as they would share real upstreams.
 *
 * Each upstream is a base URL of its own, so the handlers (which match on those URLs) tell them apart: one listener
 * per origin, all on the loopback interface.
 */
import { createMiddleware } from '@mswjs/http-middleware'
import express from 'express'
import { env } from '#app/env.server.ts'
import { handlers } from './handlers/index.ts'

const origins = [...new Set(Object.values(env().upstream).map((base) => new URL(base).origin))]

/**
 * The handlers that may answer a request to `origin` for `path`. msw tries handlers one by one, compiling each one's
 * path pattern on every try, so a listener that first keeps the handlers of its own upstream whose path starts as
 * the request's does (up to the pattern's first parameter or wildcard) answers several times cheaper: the bench's
 * pharmacy pages make 5 to 9 calls on the same cores as the app. A handler bound to no path (the delay's `*`) is
 * always kept, and msw still decides among the rest.
 */
function handlerIndex(origin: string) {
  const entries = handlers.flatMap((handler) => {
    const path: unknown = handler.info.path
    if (typeof path !== 'string' || !URL.canParse(path)) return [{ handler, prefix: '' }]
    const url = new URL(path)
    if (url.origin !== origin) return []
    return [{ handler, prefix: url.pathname.split(/[:*]/)[0]!.toLowerCase() }]
  })
  return (requestPath: string) => {
    const path = requestPath.toLowerCase()
    return entries.filter(({ prefix }) => path.startsWith(prefix)).map(({ handler }) => handler)
  }
}

for (const origin of origins) {
  const { hostname, port, protocol } = new URL(origin)
  if (protocol !== 'http:' || !['127.0.0.1', 'localhost'].includes(hostname) || !port)
    throw new Error(`The simulator serves http://127.0.0.1:<port> base URLs only, not ${origin}`)
  const app = express()
  app.disable('x-powered-by')
  const candidates = handlerIndex(origin)
  app.use((request, response, next) => createMiddleware(...candidates(request.path))(request, response, next))
  app.use((_request, response) => void response.status(404).json({ message: 'No simulated upstream here.' }))
  app.listen(Number(port), hostname)
}
process.stdout.write(JSON.stringify({ level: 'info', event: 'simulator.listening', origins }) + '\n')
