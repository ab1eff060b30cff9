/**
 * The floor row of `npm run bench` (issue 34): a bare server that, for each request, makes the pharmacy dashboard's
 * upstream calls through the app's own upstream client, in one round as the dashboard makes them with its patients
 * known, and answers as many bytes of HTML as the dashboard; no Remix, route, render, session or cookie. The distance
 * between this row and the dashboard's is what the app adds on that machine. The bench builds it with esbuild and
 * gives it the simulator's addresses; FLOOR_HTML_BYTES is the dashboard's size.
 */
import { createServer } from 'node:http'
import { randomUUID } from 'node:crypto'
import { signInUpstream } from '#app/upstream/auth-api.server.ts'
import { fetchBannerMessage, fetchNavigation } from '#app/upstream/content.server.ts'
import { NAVIGATION_NAMES } from '#app/upstream/content.schema.ts'
import { createUpstreamClient } from '#app/upstream/request.server.ts'
import { fetchCart, fetchNotifications, fetchPatients, fetchPrescriptions } from '#app/upstream/rx-api.server.ts'

const html = `<!DOCTYPE html>${'x'.repeat(Number(process.env.FLOOR_HTML_BYTES ?? 20_000) - 15)}`

const anonymous = createUpstreamClient({ correlationId: randomUUID() })
const signedIn = await signInUpstream(anonymous, {
  email: 'shopper@example.com',
  password: 'Password1',
  rememberMe: false,
})
const accessToken = signedIn.data.authenticationState?.accessToken
if (!accessToken) throw new Error('the simulated back office refused the demo shopper')
const patients = await fetchPatients(anonymous.with({ accessToken }))
const hasChild = patients.some((patient) => patient.relationshipType === 'CHILD')

const server = createServer((_req, res) => {
  const client = createUpstreamClient({ correlationId: randomUUID(), accessToken })
  Promise.all([
    fetchNavigation(client, NAVIGATION_NAMES.authenticated),
    fetchBannerMessage(client),
    fetchPatients(client),
    fetchPrescriptions(client),
    fetchCart(client),
    ...patients.map((patient) => fetchNotifications(client, patient.patientNumber, hasChild)),
  ]).then(
    () => res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(html),
    () => res.writeHead(503).end(),
  )
})
server.listen(Number(process.env.PORT), '127.0.0.1')
