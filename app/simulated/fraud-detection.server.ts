import { requireMocks } from './require-mocks.server.ts'
import { BOT_TELEMETRY_COOKIE } from '#app/upstream/fraud-detection.constants.ts'

/**
 * The simulated fraud-detection script (mocks only), standing in for the
 * third party's: a session id kept for the tab, a behaviour id and a count of
 * key and pointer events, a transaction id per collection, and the bot
 * manager's telemetry left in a first-party cookie. `collect` answers with
 * the keys of FRAUD_FIELDS.
 */
const SCRIPT = `(() => {
  if (window.fraudDetection) return
  const id = () => crypto.randomUUID()
  let sessionId = sessionStorage.getItem('simulatedFraudSession')
  if (!sessionId) { sessionId = id(); sessionStorage.setItem('simulatedFraudSession', sessionId) }
  const ubaId = id()
  let events = 0
  for (const type of ['keydown', 'pointerdown']) addEventListener(type, () => { events += 1 }, { capture: true, passive: true })
  document.cookie = '${BOT_TELEMETRY_COOKIE}=sim.' + id() + '; path=/; SameSite=Lax' + (location.protocol === 'https:' ? '; Secure' : '')
  window.fraudDetection = {
    collect: (pageId) => ({ transactionId: id(), pageId, sessionId, ubaId, ubaEvents: 'events.' + events }),
  }
})()
`

export function fraudDetectionScript() {
  requireMocks()
  return new Response(SCRIPT, {
    headers: { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'no-store' },
  })
}
