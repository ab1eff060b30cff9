import type { AppLoadContext } from '@remix-run/node'
import { readFormData } from '#app/security/form.server.ts'
import { WALLET_APP_NAMES } from '#app/upstream/wallet-api.constants.ts'
import { clientKey, createRateLimiter } from '#app/security/rate-limit.server.ts'
import { ABANDONABLE_FORMS } from './field-abandonment.tsx'
import { walletAnalytics } from './wallet.server.ts'

const FIELD_NAME = /^[A-Za-z][\w-]{0,39}$/
const MAX_FIELDS = 12
/** Reports per client in 15 minutes: anyone may send them, so the log must not be floodable. */
export const ABANDONMENT_REPORTS_PER_CLIENT = 60
const reportsByClient = createRateLimiter({
  name: 'field-abandonment',
  windowMs: 15 * 60 * 1000,
  max: ABANDONMENT_REPORTS_PER_CLIENT,
})

/** Logs a 'form field abandonment' report from the browser; anything malformed is dropped without a trace. */
export async function recordFieldAbandonment(request: Request, context: AppLoadContext) {
  const form = await readFormData(request)
  const formName = ABANDONABLE_FORMS.find((name) => name === form.get('form'))
  const fields = String(form.get('fields') ?? '').split(',')
  const appName = WALLET_APP_NAMES.find((name) => name === form.get('appName'))
  const client = [clientKey(context)]
  const allowed = (await reportsByClient.hit(client)).allowed
  if (
    allowed &&
    formName &&
    appName &&
    fields.length <= MAX_FIELDS &&
    fields.every((field) => FIELD_NAME.test(field))
  ) {
    walletAnalytics('form field abandonment', {
      appName,
      form: formName,
      fields: fields.join(','),
    })
  }
  return new Response(null, { status: 204 })
}
