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
for (const origin of origins) {
  const { hostname, port, protocol } = new URL(origin)
  if (protocol !== 'http:' || !['127.0.0.1', 'localhost'].includes(hostname) || !port)
    throw new Error(`The simulator serves http://127.0.0.1:<port> base URLs only, not ${origin}`)
  const app = express()
  app.disable('x-powered-by')
  app.use(createMiddleware(...handlers))
  app.use((_request, response) => void response.status(404).json({ message: 'No simulated upstream here.' }))
  app.listen(Number(port), hostname)
}
process.stdout.write(JSON.stringify({ level: 'info', event: 'simulator.listening', origins }) + '\n')
