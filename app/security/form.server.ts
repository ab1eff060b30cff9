import { CROSS_SITE_MESSAGE, isSameOriginPost } from './same-origin.ts'

/**
 * The one way an action reads its form. Before anything else it refuses
 * cross-site posts (CSRF) and bodies that are not a reasonable HTML form, so
 * bad input ends in a 4xx page instead of a 500.
 */
export const MAX_FORM_BYTES = 64 * 1024

/**
 * What the app's forms can hold. conform turns a field name into objects and
 * lists (`rows[3].name`), so `rows[1000000]` alone would build a million-slot
 * list that validation and the echoed reply then walk: names beyond these
 * bounds are refused before anything is built from them. The longest list of
 * any form is MAX_PRESCRIPTION_ROWS (5); a test keeps the two in step. The deepest name is a new patient's birth
 * month (`patients[0].dateOfBirth.month`: four segments).
 */
export const FORM_LIMITS = { fields: 200, nameLength: 100, depth: 4, listRows: 5 } as const
/** conform's intent field: 'Add Another Prescription' (a list insert) sends one without JavaScript. */
const INTENT_FIELD = '__intent__'
/** The intents a page of this app can send: conform's validation, a list insert and a row's removal. */
const ACCEPTED_INTENTS = new Set(['validate', 'insert', 'remove'])
/** The lists rows are added to or removed from: guest refill's Rx numbers, the add-Rx rows, new patients. */
const LIST_FIELDS = new Set(['rxNumbers', 'prescriptions', 'patients'])
const MAX_INTENT_LENGTH = 1024
/** conform's client-state field (its FormStateInput, which no page renders). */
const STATE_FIELD = '__state__'
const NAME_SEGMENT = /([^.[\]]+)|\[(\d*)\]/g
/** An oversize body is still read (and dropped) up to here, so the client gets the 413 instead of a reset connection. */
const DRAIN_LIMIT_BYTES = 1024 * 1024

const FORM_TYPES = /^(application\/x-www-form-urlencoded|multipart\/form-data)\b/i

export async function readFormData(request: Request): Promise<FormData> {
  if (!isSameOriginPost(request)) throw new Response(CROSS_SITE_MESSAGE, { status: 403 })
  const type = request.headers.get('content-type') ?? ''
  if (!FORM_TYPES.test(type)) throw new Response('Please submit the form from the page.', { status: 415 })
  const body = await readBoundedBody(request, MAX_FORM_BYTES)
  if (!body) throw new Response('The form was too large.', { status: 413 })
  let form: FormData
  try {
    form = await new Request(request.url, {
      method: 'POST',
      headers: { 'content-type': type },
      body: new Blob([body]),
    }).formData()
  } catch {
    throw formRefused()
  }
  assertFormShape(form)
  return form
}

/**
 * The answer to a form no page of the app could have sent (400): one the reader cannot take, or one whose intent or
 * fields a route does not expect (an unknown intent, a malformed patient number). Nothing upstream is asked.
 */
export const formRefused = () => new Response('The form could not be read.', { status: 400 })

/** Refuses a form no page of the app could have sent (400), before conform expands its field names. */
function assertFormShape(form: FormData) {
  let fields = 0
  for (const [name, value] of form) {
    fields += 1
    const accepted =
      typeof value === 'string' && (name === INTENT_FIELD ? isAcceptedIntent(value) : isAcceptedName(name))
    if (fields > FORM_LIMITS.fields || !accepted) throw formRefused()
  }
  if (form.getAll(INTENT_FIELD).length > 1) throw formRefused()
}

/** An intent conform can read (it would throw on anything else) and that stays within the form's bounds. */
function isAcceptedIntent(serialized: string) {
  if (serialized.length > MAX_INTENT_LENGTH) return false
  let intent: unknown
  try {
    intent = JSON.parse(serialized)
  } catch {
    return false
  }
  if (typeof intent !== 'object' || intent === null) return false
  const { type, payload } = intent as { type?: unknown; payload?: unknown }
  if (typeof type !== 'string' || !ACCEPTED_INTENTS.has(type) || typeof payload !== 'object' || payload === null)
    return false
  const { name, index } = payload as { name?: unknown; index?: unknown }
  if (name !== undefined && (typeof name !== 'string' || !isAcceptedName(name))) return false
  // conform throws on a list intent for a field that is not a list: only the forms' lists are named.
  if ((type === 'insert' || type === 'remove') && !(typeof name === 'string' && LIST_FIELDS.has(name))) return false
  if (type === 'remove' && index === undefined) return false
  return (
    index === undefined ||
    (Number.isInteger(index) && (index as number) >= 0 && (index as number) < FORM_LIMITS.listRows)
  )
}

function isAcceptedName(name: string) {
  if (name.length === 0 || name.length > FORM_LIMITS.nameLength || name === STATE_FIELD) return false
  let depth = 0
  for (const [, , index] of name.matchAll(NAME_SEGMENT)) {
    depth += 1
    if (depth > FORM_LIMITS.depth) return false
    if (index !== undefined && index !== '' && Number(index) >= FORM_LIMITS.listRows) return false
  }
  return true
}

/** The body if it fits in `maxBytes`; undefined (after draining what is reasonable) if not. Nothing is parsed before. */
export async function readBoundedBody(
  request: Request,
  maxBytes: number,
): Promise<Uint8Array<ArrayBuffer> | undefined> {
  if (!request.body) return new Uint8Array()
  const reader = request.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > DRAIN_LIMIT_BYTES) {
      await reader.cancel()
      return undefined
    }
    if (size <= maxBytes) chunks.push(value)
  }
  if (size > maxBytes) return undefined
  const body = new Uint8Array(size)
  let offset = 0
  for (const chunk of chunks) {
    body.set(chunk, offset)
    offset += chunk.byteLength
  }
  return body
}
