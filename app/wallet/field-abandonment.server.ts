import { readFormData } from '#app/security/form.server.ts'
import { ABANDONABLE_FORMS } from './field-abandonment.tsx'
import { walletHostForPath } from './wallet-config.ts'
import { walletAnalytics } from './wallet.server.ts'

const FIELD_NAME = /^[A-Za-z][\w-]{0,39}$/
const MAX_FIELDS = 12

/** Logs a 'form field abandonment' report from the browser; anything malformed is dropped without a trace. */
export async function recordFieldAbandonment(request: Request) {
  const form = await readFormData(request)
  const formName = ABANDONABLE_FORMS.find((name) => name === form.get('form'))
  const fields = String(form.get('fields') ?? '').split(',')
  const path = form.get('path')
  if (formName && typeof path === 'string' && path.startsWith('/') && fields.length <= MAX_FIELDS && fields.every((field) => FIELD_NAME.test(field))) {
    walletAnalytics('form field abandonment', { appName: walletHostForPath(path).appName, form: formName, fields: fields.join(',') })
  }
  return new Response(null, { status: 204 })
}
