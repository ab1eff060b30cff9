import { data, redirect, type AppLoadContext } from '@remix-run/node'
import QRCode from 'qrcode'
import { z } from 'zod'
import { readFormData } from '#app/security/form.server.ts'
import { clientKey, createAttemptLimits, createRateLimiter } from '#app/security/rate-limit.server.ts'
import { formatDay } from '#app/ui/format.ts'
import { isUpstreamError, upstreamFailureStatus, type UpstreamError } from '#app/upstream/errors.ts'
import { upstreamOf } from '#app/upstream/request.server.ts'
import { fetchSmartHealthCard, requestVaccineRecordMessage, verifyVaccineRecord } from '#app/upstream/rx-api.server.ts'
import { commitFlow, readFlow } from '#app/rx/shared/flow-state.server.ts'
import { loadOrUnavailable } from '#app/rx/shared/load-or-error.server.ts'
import { rxMessagesIn } from '#app/rx/shared/rx-common.messages.server.ts'
import { isoDateOf } from '#app/rx/shared/rx-form-rules.ts'
import { validateVaccineRecordRequest, validateVaccineRecordVerify } from '#app/rx/shared/rx-validation.ts'
import { VACCINE_RECORD_PATHS } from './vaccine-record-paths.ts'
import type { Language } from '#app/i18n/language.ts'
import { textsOf } from '#app/i18n/messages.server.ts'
import {
  VACCINE_RECORD_PAGES,
  vaccineRecordFormTexts,
  vaccineRecordMessages,
} from './vaccine-record.messages.server.ts'

/** Why the request page is shown again. */
const EXPIRED = 'expired'
const expiredPath = `${VACCINE_RECORD_PATHS.request}?errorCode=${EXPIRED}`

/** A text message's link id, as the pharmacy makes them (decision 0072). */
const LINK_ID = /^[\w-]{16,128}$/

/** What the flow keeps (on the server, decision 0089): the link it came from, until checked; then the record's token. */
const stateSchema = z.object({
  linkId: z.string().regex(LINK_ID).optional(),
  access: z.object({ token: z.string().max(256), expiresAt: z.number() }).optional(),
})
type VaccineRecordState = z.infer<typeof stateSchema>

async function readState(request: Request, context: AppLoadContext) {
  const flow = await readFlow(request, context, '__rx_vaccine_record')
  const state = stateSchema.safeParse(flow.get('rxVaccineRecord')).data ?? {}
  const save = async (next: VaccineRecordState) => {
    flow.set('rxVaccineRecord', next)
    // The token that opens the record goes under a new id (decision 0074).
    await commitFlow(context, '__rx_vaccine_record', flow, { rotate: Boolean(next.access) })
  }
  return { state, save }
}

/**
 * Per-client limits (decision 0072). Texts: each one sent reaches a phone, so sends count per phone and per client.
 * Checks: wrong birth dates and phones per link and client, per link, and per client (the pharmacy locks a link after
 * its own count; ours stops a client cycling through links first).
 */
export const VACCINE_RECORD_LIMITS = {
  messages: { perPair: 3, perIdentifier: 5, perClient: 10 },
  checks: { perPair: 5, perIdentifier: 10, perClient: 10 },
} as const
const messageLimits = createAttemptLimits({
  name: 'dvr-message',
  windowMs: 15 * 60 * 1000,
  ...VACCINE_RECORD_LIMITS.messages,
  keyOf: (phone) => `phone:${phone}`,
})
const checkLimits = createAttemptLimits({
  name: 'dvr-check',
  windowMs: 15 * 60 * 1000,
  ...VACCINE_RECORD_LIMITS.checks,
  keyOf: (linkId) => `link:${linkId}`,
})

/** Text-message links one client opens in 15 minutes: each is kept on the server until checked. */
const linksKept = createRateLimiter({ name: 'dvr-link:client', windowMs: 15 * 60 * 1000, max: 10 })

/**
 * The pages are for anyone with the patient's details: the request's client as it is, no customer's token, and a
 * refusal is the form's to say, never a trip to sign in.
 */
function pharmacyClient(request: Request, context: AppLoadContext) {
  return upstreamOf(request, context)
}

/** Spec 2 section 8's words for the pharmacy's refusals, in the request's language; anything else is the generic sentence. */
function refusalOf(error: UpstreamError, language: Language) {
  const t = vaccineRecordMessages(language)
  if (error.status === 404) return { message: t('notFound'), status: 404 }
  if (error.status === 401) return { message: t('wrongDetails'), status: 400 }
  if (error.status === 403) return { message: textsOf(VACCINE_RECORD_PAGES, language).locked, status: 403 }
  return undefined
}

/**
 * A call of the form that failed, as the form's message: a refusal counts as the attempt it was; a pharmacy that
 * could not answer takes the attempt back (`untried`).
 */
async function failedCall<Result>(
  error: unknown,
  submission: { reply: (options: { formErrors: string[] }) => Result },
  untried: () => Promise<void>,
  language: Language,
) {
  if (!isUpstreamError(error)) throw error
  const refusal = refusalOf(error, language)
  if (!refusal) await untried()
  return data(
    { result: submission.reply({ formErrors: [refusal?.message ?? rxMessagesIn(language).generic] }) },
    { status: refusal?.status ?? upstreamFailureStatus(error) },
  )
}

/** 'Digital Vaccine Record': the request form; after a send, that the text is on its way; after an expiry, that. */
export function loadVaccineRecordRequest(request: Request, context: AppLoadContext) {
  const params = new URL(request.url).searchParams
  return {
    sent: params.get('sent') === '1',
    notice: params.get('errorCode') === EXPIRED ? vaccineRecordMessages(context.language)('expired') : null,
    // The page's words and its checks' messages in the request's language (decision 0107).
    ...vaccineRecordFormTexts(context.language),
  }
}

/** Sends the text message (`POST /rx-security-api/dvr/secure-message`) to the patient the details find. */
export async function requestVaccineRecordAction(request: Request, context: AppLoadContext) {
  const { language } = context
  const form = await readFormData(request)
  const { texts, messages } = vaccineRecordFormTexts(language)
  const submission = validateVaccineRecordRequest(form, new Date(), messages)
  if (submission.status !== 'success') return data({ result: submission.reply() }, { status: 400 })
  const { firstName, lastName, dateOfBirth, phone } = submission.value
  if (!(await messageLimits.attempt(context, phone)))
    return data({ result: submission.reply({ formErrors: [texts.locked] }) }, { status: 429 })
  try {
    await requestVaccineRecordMessage(await pharmacyClient(request, context), {
      firstName,
      lastName,
      dateOfBirth: isoDateOf(dateOfBirth),
      phoneNumber: phone,
    })
  } catch (error) {
    return failedCall(error, submission, () => messageLimits.untried(context, phone), language)
  }
  throw redirect(`${VACCINE_RECORD_PATHS.request}?sent=1`)
}

/**
 * The text message's link (`?id=`): the id moves into the flow and the address loses it, so it stays out of
 * the history and any referrer. Without a link the page says how to get one.
 */
export async function loadVaccineRecordVerify(request: Request, context: AppLoadContext) {
  const id = new URL(request.url).searchParams.get('id')
  const { state, save } = await readState(request, context)
  const words = vaccineRecordFormTexts(context.language)
  if (id !== null) {
    if (!LINK_ID.test(id)) return data({ hasLink: false, tooManyLinks: false, ...words }, { status: 400 })
    // Each new link kept is state on the server: one client keeps only so many (decision 0074).
    if (id !== state.linkId && !(await linksKept.hit([clientKey(context)])).allowed)
      return data({ hasLink: false, tooManyLinks: true, ...words }, { status: 429 })
    await save({ linkId: id })
    throw redirect(VACCINE_RECORD_PATHS.verify)
  }
  return { hasLink: Boolean(state.linkId), tooManyLinks: false, ...words }
}

/** The link's check (`POST /dvr/verify-dvr`): right details open the record; wrong ones, a lock or too many tries say so. */
export async function verifyVaccineRecordAction(request: Request, context: AppLoadContext) {
  const { language } = context
  const form = await readFormData(request)
  const { state, save } = await readState(request, context)
  const { texts, messages } = vaccineRecordFormTexts(language)
  const submission = validateVaccineRecordVerify(form, new Date(), messages)
  if (!state.linkId) return data({ result: submission.reply({ formErrors: [texts.noLink] }) }, { status: 400 })
  if (submission.status !== 'success') return data({ result: submission.reply() }, { status: 400 })
  const linkId = state.linkId
  if (!(await checkLimits.attempt(context, linkId)))
    return data({ result: submission.reply({ formErrors: [texts.locked] }) }, { status: 429 })
  let answer
  try {
    answer = await verifyVaccineRecord(await pharmacyClient(request, context), {
      id: linkId,
      dateOfBirth: isoDateOf(submission.value.dateOfBirth),
      phoneNumber: submission.value.phone,
    })
  } catch (error) {
    return failedCall(error, submission, () => checkLimits.untried(context, linkId), language)
  }
  await checkLimits.succeeded(context, linkId)
  const access = { token: answer.accessToken, expiresAt: Date.now() + answer.expiresIn * 1000 }
  await save({ access })
  throw redirect(VACCINE_RECORD_PATHS.result)
}

/**
 * The SMART Health Card's QR code as an SVG picture, drawn here: `shc:/` in byte mode, its digits in numeric mode.
 * The schema's 2,400 characters fit a version 40 code at level L (7,089 digits) with room to spare.
 */
async function qrPictureOf(payload: string) {
  const svg = await QRCode.toString(
    [
      { data: Buffer.from('shc:/'), mode: 'byte' },
      { data: payload.slice('shc:/'.length), mode: 'numeric' },
    ],
    { type: 'svg', errorCorrectionLevel: 'L', margin: 2 },
  )
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`
}

/**
 * The record (`GET /dvr/smart-health-card`, with the check's token): readable, and its QR code. Without a token the
 * request page; when it has run out (here, or the pharmacy's 401), the request page with spec 2's expiry message.
 */
export async function loadVaccineRecordResult(request: Request, context: AppLoadContext) {
  const { state, save } = await readState(request, context)
  if (!state.access) throw redirect(VACCINE_RECORD_PATHS.request)
  const expired = async () => {
    await save({})
    return redirect(expiredPath)
  }
  if (state.access.expiresAt <= Date.now()) throw await expired()
  const client = (await upstreamOf(request, context)).with({ accessToken: state.access.token, onUnauthorized: expired })
  const card = await loadOrUnavailable(() => fetchSmartHealthCard(client))
  const name = `${card.patient.firstName} ${card.patient.lastName}`
  const { language } = context
  return data(
    {
      texts: textsOf(VACCINE_RECORD_PAGES, language),
      name,
      born: formatDay(card.patient.dateOfBirth, language) ?? card.patient.dateOfBirth,
      immunizations: card.immunizations
        .toSorted((a, b) => a.administeredOn.localeCompare(b.administeredOn))
        .map((shot, index) => ({
          key: `${index}-${shot.administeredOn}`,
          vaccine: shot.vaccine,
          date: formatDay(shot.administeredOn, language) ?? shot.administeredOn,
          manufacturer: shot.manufacturer ?? null,
          lot: shot.lotNumber ?? null,
          location: shot.location ?? null,
        })),
      qr: card.qrPayload
        ? { src: await qrPictureOf(card.qrPayload), alt: vaccineRecordMessages(language)('qrAlt', { name }) }
        : null,
    },
    // A health record: never kept by a cache.
    { headers: { 'cache-control': 'no-store' } },
  )
}
