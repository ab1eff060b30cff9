import { randomInt } from 'node:crypto'
import { data, redirect, type AppLoadContext } from '@remix-run/node'
import { bannerFor } from '#app/banners/banner.server.ts'
import { readFormData } from '#app/security/form.server.ts'
import { isUpstreamError, upstreamDetail, upstreamFailureStatus } from '#app/upstream/errors.ts'
import type { UpstreamClient } from '#app/upstream/request.server.ts'
import {
  answerPrescriberQuiz,
  fetchPrescriberQuiz,
  linkByPrescriber,
  linkPatient,
  matchPatient,
  verifyPrescription,
} from '#app/upstream/rx-link-api.server.ts'
import { isoDateOf } from '#app/rx/shared/rx-form-rules.ts'
import { rxFormWordsIn } from '#app/rx/shared/rx-fields.messages.server.ts'
import { validatePatientLookup, validatePrescriptionVerify } from '#app/rx/shared/rx-validation.ts'
import { requireCustomerToLinkSelf } from '#app/rx/shared/rx-customer.server.ts'
import {
  linkAnswers,
  linkFormWords,
  patientLookupTexts,
  prescriptionVerifyTexts,
  type LinkAnswers,
} from './link.messages.server.ts'
import { LINK_PATHS } from './link-paths.ts'
import {
  PRESCRIBER_CHOICE_MS,
  isDone,
  linkLookupLimits,
  personLookupFailures,
  personOf,
  prescriberAnswerLimits,
  prescriberAskLimits,
  recordPrescriberFailures,
  recordRxNumberFailures,
  rxVerifyLimits,
  saveLinking,
  type PrescriberOutcome,
} from './link-flow.server.ts'
import { linkRecord } from './link-record.server.ts'
import {
  afterSelfLink,
  mailOrderOnlyWhereNoRetail,
  requireFoundRecord,
  selfLinkedCheck,
  startSelfFlow,
} from './link.server.ts'

/** /rx/link/patient/lookup: 'Enter Patient Details', where linking oneself starts (decision 0062). */
export async function loadPatientLookup(request: Request, context: AppLoadContext) {
  await requireCustomerToLinkSelf(request, context)
  // The page's words in the request's language (decision 0107).
  return { texts: patientLookupTexts(context.language), words: linkFormWords(context.language) }
}

/**
 * The customer's own record from their name, birth date, address and (optional) phone and email (POST
 * patient-matches; decision 0080). A 417 carries the pharmacy's reason, shown as it is; anything else unexpected is
 * 'Something went wrong. Please try again'.
 */
export async function patientLookupAction(request: Request, context: AppLoadContext) {
  const formData = await readFormData(request)
  const { client, user } = await requireCustomerToLinkSelf(request, context)
  const submission = validatePatientLookup(formData, new Date(), rxFormWordsIn(context.language))
  if (submission.status !== 'success') return data({ result: submission.reply() }, { status: 400 })
  const form = submission.value
  const t = linkAnswers(context.language)
  const refuse = (message: string, status: number) =>
    data({ result: submission.reply({ formErrors: [message] }) }, { status })
  if (!(await linkLookupLimits.attempt(context, user.userId))) return refuse(t('tooManyAttempts'), 429)
  const person = personOf({ ...form, dateOfBirth: isoDateOf(form.dateOfBirth) })
  if (!(await personLookupFailures.attempt(person))) {
    await linkLookupLimits.untried(context, user.userId)
    return refuse(t('locked'), 403)
  }
  const alreadySelfLinked = selfLinkedCheck(client)
  let match
  try {
    match = await matchPatient(client, {
      firstName: form.firstName,
      lastName: form.lastName,
      dateOfBirth: isoDateOf(form.dateOfBirth),
      address1: form.address,
      ...(form.address2 ? { address2: form.address2 } : {}),
      city: form.city,
      state: form.state,
      zipCode: form.zipCode,
      ...(form.phoneNum ? { phoneNum: form.phoneNum } : {}),
      ...(form.email ? { email: form.email } : {}),
    })
  } catch (error) {
    // A 417 is the pharmacy's verdict (its own lock, say); anything else (an outage, or a sign-in the pharmacy
    // ended) was no answer: the lookup was not tried.
    if (isUpstreamError(error) && error.status === 417)
      return refuse(upstreamDetail(error) ?? t('patientLookupFailed'), 417)
    await Promise.all([linkLookupLimits.untried(context, user.userId), personLookupFailures.notFailed(person)])
    if (!isUpstreamError(error)) throw error
    return refuse(t('patientLookupFailed'), upstreamFailureStatus(error))
  }
  if (!match.exactMatchFound || !match.patientNumber) return refuse(t('notFound'), 400)
  await personLookupFailures.notFailed(person)
  if (await alreadySelfLinked)
    return refuse(t('alreadyLinked', { phone: bannerFor(request).pharmacySupportPhone }), 409)
  await linkLookupLimits.succeeded(context, user.userId)
  throw await startSelfFlow(request, context, user, { foundBy: 'patient', patientNumber: match.patientNumber })
}

/** The prescriber way or the Rx-number way, and why the first gave way to the second. */
const PRESCRIBER_MESSAGES = {
  error: 'prescriberError',
  failed: 'prescriberFailed',
  timedOut: 'prescriberTimedOut',
} as const satisfies Record<PrescriberOutcome, Parameters<LinkAnswers>[0]>

/** The verification page's record: found by the person's details, the identity quiz passed. */
async function requireQuizPassed(request: Request, context: AppLoadContext) {
  const found = await requireFoundRecord(request, context)
  if (found.linking.foundBy !== 'patient') throw redirect(LINK_PATHS.identityQuiz)
  if (!isDone(found.linking, 'IDENTITY_VERIFICATION')) throw redirect(LINK_PATHS.identityQuiz)
  return found
}

/**
 * /rx/link/prescription/verify: first 'which of these is your prescriber' (a new question at every visit, with a new
 * 3-minute clock), and once that way has failed, timed out or broken, or the customer asks (`?by=rx`), their Rx
 * number (spec 2 'Customer verification').
 */
export async function loadPrescriptionVerify(request: Request, context: AppLoadContext) {
  const { client, user, flow, linking, patientNumber } = await requireQuizPassed(request, context)
  const byRx = new URL(request.url).searchParams.get('by') === 'rx'
  const t = linkAnswers(context.language)
  const texts = prescriptionVerifyTexts(context.language)
  const words = linkFormWords(context.language)
  if (linking.prescriberOutcome || byRx) {
    const message = linking.prescriberOutcome ? t(PRESCRIBER_MESSAGES[linking.prescriberOutcome]) : undefined
    return data({ way: 'rx' as const, message, prescribers: [], texts, words })
  }
  // Each quiz shows the patient's prescriber among others: a few per half hour, then the Rx number; and none for a
  // record whose prescriber was guessed wrongly too often, by anyone (decision 0073).
  const recordLocked = await recordPrescriberFailures.isLocked(patientNumber)
  if (recordLocked || !(await prescriberAskLimits.attempt(context, user.userId))) {
    await saveLinking(context, flow, { ...linking, prescriberOutcome: 'failed' })
    return data({ way: 'rx' as const, message: t('prescriberFailed'), prescribers: [], texts, words })
  }
  let quiz
  try {
    quiz = await fetchPrescriberQuiz(client, patientNumber)
  } catch (error) {
    // No verdict (an outage, or a sign-in the pharmacy ended): not tried.
    await prescriberAskLimits.untried(context, user.userId)
    if (!isUpstreamError(error)) throw error
  }
  if (!quiz || quiz.options.length === 0) {
    await saveLinking(context, flow, { ...linking, prescriberOutcome: 'error' })
    return data({ way: 'rx' as const, message: t('prescriberError'), prescribers: [], texts, words })
  }
  const options = shuffledAgain(quiz.options, linking.prescriberQuiz?.options)
  const asked = { askedAt: Date.now(), options: options.map((option) => option.prescriberNumber) }
  const prescribers = options.map((option) => ({
    value: option.prescriberNumber,
    label: `${option.firstName} ${option.lastName}`,
  }))
  await saveLinking(context, flow, { ...linking, prescriberQuiz: asked })
  return data({ way: 'prescriber' as const, message: undefined, prescribers, texts, words })
}

/**
 * The prescribers in a new random order, never the order of the question before (decision 0073): a place in the
 * list tells nothing from one question to the next.
 */
function shuffledAgain<T extends { prescriberNumber: string }>(options: readonly T[], before?: readonly string[]) {
  const order = (list: readonly T[]) => list.map((option) => option.prescriberNumber).join()
  let shuffled = [...options]
  // A few tries: prescribers the pharmacy lists twice may have no other order.
  for (let tries = 0; tries < 8; tries++) {
    shuffled = [...options]
    for (let index = shuffled.length - 1; index > 0; index--) {
      const other = randomInt(index + 1)
      ;[shuffled[index], shuffled[other]] = [shuffled[other]!, shuffled[index]!]
    }
    if (!before || order(shuffled) !== before.join()) break
  }
  return shuffled
}

/** The verification page's two forms: `intent` says which. */
export async function prescriptionVerifyAction(request: Request, context: AppLoadContext) {
  const formData = await readFormData(request)
  const found = await requireQuizPassed(request, context)
  mailOrderOnlyWhereNoRetail(request, formData)
  return formData.get('intent') === 'prescriber'
    ? choosePrescriber(context, found, formData)
    : verifyByRxNumber(context, found, formData)
}

type FoundRecord = Awaited<ReturnType<typeof requireQuizPassed>>

/** The self link once the record is proved, then the housekeeping and the profile; a refusal stays on the page. */
async function linkProved(
  context: AppLoadContext,
  { client, flow, patientNumber }: FoundRecord,
  link: (client: UpstreamClient) => ReturnType<typeof linkPatient>,
  refuse: (message: string, status: number) => Response | ReturnType<typeof data>,
) {
  const refused = await linkRecord(client, link, context.language)
  if (refused) return refuse(refused.message, refused.status)
  throw await afterSelfLink(context, client, patientNumber, flow)
}

/**
 * The prescriber chosen: refused by our own clock after 3 minutes (decision 0062), else the pharmacy's verdict. Any
 * outcome but PASS closes this way: the page asks for the Rx number with the reason.
 */
async function choosePrescriber(context: AppLoadContext, found: FoundRecord, formData: FormData) {
  const { client, user, flow, linking, patientNumber } = found
  const quiz = linking.prescriberQuiz
  const prescriberNumber = formData.get('prescriberNumber')
  const giveWay = async (outcome: PrescriberOutcome) => {
    await saveLinking(context, flow, { ...linking, prescriberQuiz: undefined, prescriberOutcome: outcome })
    return redirect(LINK_PATHS.prescriptionVerify)
  }
  if (!quiz || linking.prescriberOutcome) throw redirect(LINK_PATHS.prescriptionVerify)
  if (Date.now() - quiz.askedAt > PRESCRIBER_CHOICE_MS) throw await giveWay('timedOut')
  if (typeof prescriberNumber !== 'string' || !quiz.options.includes(prescriberNumber))
    return data({ prescriberError: rxFormWordsIn(context.language).messages.requiredShort }, { status: 400 })
  // One wrong prescriber per half hour, whatever the flow: a second guess goes to the Rx number. The record counts
  // the wrong ones of every account too (decision 0073).
  if (!(await prescriberAnswerLimits.attempt(context, user.userId))) throw await giveWay('failed')
  if (!(await recordPrescriberFailures.attempt(patientNumber))) {
    await prescriberAnswerLimits.untried(context, user.userId)
    throw await giveWay('failed')
  }
  const notTried = () =>
    Promise.all([
      prescriberAnswerLimits.untried(context, user.userId),
      recordPrescriberFailures.notFailed(patientNumber),
    ])
  // One answer per question: the question is spent before the verdict, whatever it is.
  await saveLinking(context, flow, { ...linking, prescriberQuiz: undefined })
  let verdict
  try {
    verdict = (await answerPrescriberQuiz(client, { patientNumber, prescriberNumber })).verificationResult
  } catch (error) {
    // No verdict (an outage, or a sign-in the pharmacy ended): not tried.
    await notTried()
    if (!isUpstreamError(error)) throw error
    throw await giveWay('error')
  }
  if (verdict === 'TIMED_OUT') {
    await notTried()
    throw await giveWay('timedOut')
  }
  if (verdict === 'FAIL') throw await giveWay('failed')
  await Promise.all([
    prescriberAnswerLimits.succeeded(context, user.userId),
    recordPrescriberFailures.notFailed(patientNumber),
  ])
  const refuse = (message: string, status: number) => data({ formError: message }, { status })
  return linkProved(
    context,
    found,
    (c) => linkByPrescriber(c, { patientNumber, prescriberNumber, type: 'SELF' }),
    refuse,
  )
}

/** Customer verification by an Rx number (spec 2 section 8 'Verify prescription'), then the patient link. */
async function verifyByRxNumber(context: AppLoadContext, found: FoundRecord, formData: FormData) {
  const { client, user, patientNumber } = found
  const submission = validatePrescriptionVerify(formData, rxFormWordsIn(context.language))
  if (submission.status !== 'success')
    return data({ result: submission.reply(), prescriberError: undefined }, { status: 400 })
  const form = submission.value
  const t = linkAnswers(context.language)
  const refuse = (message: string, status: number) =>
    data({ result: submission.reply({ formErrors: [message] }), prescriberError: undefined }, { status })
  if (!(await rxVerifyLimits.attempt(context, user.userId))) return refuse(t('tooManyAttempts'), 429)
  // The record counts refused numbers from every account (decision 0073): past its limit it is locked for all.
  if (!(await recordRxNumberFailures.attempt(patientNumber))) {
    await rxVerifyLimits.untried(context, user.userId)
    return refuse(t('verifyLocked'), 403)
  }
  let verified
  try {
    verified = await verifyPrescription(client, {
      patientNumber,
      type: 'SELF',
      rxNumber: form.rxNumber,
      ...(form.rxType === 'retail' ? { facilityPhone: form.facilityPhone } : {}),
    })
  } catch (error) {
    // No verdict (an outage, or a sign-in the pharmacy ended): not tried.
    await Promise.all([rxVerifyLimits.untried(context, user.userId), recordRxNumberFailures.notFailed(patientNumber)])
    if (!isUpstreamError(error)) throw error
    return refuse(t('verifyFailed'), upstreamFailureStatus(error))
  }
  if (verified.result === 'LOCKED') return refuse(t('verifyLocked'), 403)
  if (verified.result === 'NOT_FOUND') return refuse(t('notFound'), 400)
  await Promise.all([rxVerifyLimits.succeeded(context, user.userId), recordRxNumberFailures.notFailed(patientNumber)])
  return linkProved(context, found, (c) => linkPatient(c, { patientNumber, type: 'SELF' }), refuse)
}
