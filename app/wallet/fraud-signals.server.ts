import type { AddCardPayload } from '#app/upstream/wallet-api.schema.ts'
import { BOT_TELEMETRY_COOKIE } from '#app/upstream/fraud-detection.constants.ts'
import { FRAUD_FIELDS } from './fraud-signals.tsx'

const SIGNAL = /^[\w.:-]{1,128}$/
const TELEMETRY = /^[\w.:=+/-]{1,512}$/

/** The fraud script's profile of an add (spec 3 'accertifyTransactionId, deviceInfo'), when the browser sent a well-formed one. */
export function readFraudSignals(form: FormData): Pick<AddCardPayload, 'accertifyTransactionId' | 'deviceInfo'> {
  const field = (name: string) => {
    const value = form.get(name)
    return typeof value === 'string' && SIGNAL.test(value) ? value : undefined
  }
  const transactionId = field(FRAUD_FIELDS.transactionId)
  const pageId = field(FRAUD_FIELDS.pageId)
  const sessionId = field(FRAUD_FIELDS.sessionId)
  if (!transactionId || !pageId || !sessionId) return {}
  return {
    accertifyTransactionId: transactionId,
    deviceInfo: { pageId, sessionId, ubaId: field(FRAUD_FIELDS.ubaId), ubaEvents: field(FRAUD_FIELDS.ubaEvents) },
  }
}

/** The bot manager's telemetry cookie, forwarded as the wallet's bot-telemetry header when present and well-formed. */
export function botTelemetryOf(request: Request) {
  for (const pair of (request.headers.get('cookie') ?? '').split(/;\s*/)) {
    const index = pair.indexOf('=')
    if (pair.slice(0, index) !== BOT_TELEMETRY_COOKIE) continue
    // The pattern has no '%', so an encoded (or malformed) value is simply not forwarded.
    const value = pair.slice(index + 1)
    return TELEMETRY.test(value) ? value : undefined
  }
  return undefined
}
