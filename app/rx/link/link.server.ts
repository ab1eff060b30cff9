import { data, redirect, type AppLoadContext } from '@remix-run/node'
import { z } from 'zod'
import { getAuthState, upstreamFor } from '#app/auth/auth-state.server.ts'
import { loadOrUnavailable } from '#app/rx/shared/load-or-error.server.ts'
import type { SignedInUser } from '#app/auth/session.server.ts'
import { renewSessionId } from '#app/auth/session-scope.server.ts'
import { bannerFor } from '#app/banners/banner.server.ts'
import { readFormData } from '#app/security/form.server.ts'
import { redirectWithToast } from '#app/ui/flash.server.ts'
import { isUpstreamError, upstreamFailureStatus } from '#app/upstream/errors.ts'
import type { UpstreamClient } from '#app/upstream/request.server.ts'
import {
  fetchIdentityQuiz,
  isCustomerSelfLinked,
  linkPrescription,
  lookupPrescription,
  startIdentityQuiz,
} from '#app/upstream/rx-link-api.server.ts'
import { RX_LINK_PATHS } from '#app/upstream/rx-link-api.schema.ts'
import { isoDateOf } from '#app/rx/shared/rx-form-rules.ts'
import { lookupPatientType, validateAccountHolder, validatePrescriptionLookup } from '#app/rx/shared/rx-validation.ts'
import { quizSubjectOf } from './account-holder.server.ts'
import type { LookupPatientType } from '#app/rx/shared/rx-form-rules.ts'
import {
  isLockedForLinking,
  readCustomerStatus,
  requireCustomerToLink,
  requireCustomerToLinkSelf,
  requireCustomerWithLinkState,
  linkStartFor,
  unverifiedDestination,
} from '#app/rx/shared/rx-customer.server.ts'
import {
  addPatientTexts,
  IDENTITY_QUIZ,
  linkAnswers,
  linkFormWords,
  linkStoppedTexts,
  prescriptionLookupTexts,
} from './link.messages.server.ts'
import { textsOf } from '#app/i18n/messages.server.ts'
import { rxFormWordsIn } from '#app/rx/shared/rx-fields.messages.server.ts'
import { newPatientTexts } from './new-patient.messages.server.ts'
import { answerQuiz, askQuiz } from './identity-quiz.server.ts'
import {
  isDone,
  linkLookupLimits,
  lookupPathOf,
  personLookupFailures,
  personOf,
  readLinking,
  recordPrescriberFailures,
  recordQuizFailures,
  endLinkingLinked,
  saveLinking,
  type Linking,
  type LinkingFlow,
  type QuizFailure,
} from './link-flow.server.ts'
import { LINK_PATHS } from './link-paths.ts'
import {
  afterLinking,
  landingAfterLink,
  linkOtherPatient,
  linkRecord,
  type OtherPatient,
} from './link-record.server.ts'

/** Whose record the lookup is for (`?type=`): the customer's own unless it names another patient type. */
const patientTypeOf = (request: Request) => lookupPatientType(new URL(request.url).searchParams.get('type'))

/**
 * Linking oneself wants a customer not yet linked. Adding another patient is open to every customer: a verified one
 * links at once, since the quiz checked them when they linked themselves (decision 0061); one without a record of
 * their own verifies as the account holder first (decision 0062).
 */
async function requireLookupGate(request: Request, context: AppLoadContext, patientType: LookupPatientType) {
  if (patientType === 'SELF') return { ...(await requireCustomerToLinkSelf(request, context)), verified: false }
  return requireCustomerWithLinkState(request, context)
}

/** /rx/link/prescription/lookup: a customer finds their own record, or another patient's, by prescription number. */
export async function loadPrescriptionLookup(request: Request, context: AppLoadContext) {
  const patientType = patientTypeOf(request)
  await requireLookupGate(request, context, patientType)
  // The page's words for its patient type, in the request's language (decision 0107).
  return {
    patientType,
    texts: prescriptionLookupTexts(context.language, patientType),
    words: linkFormWords(context.language),
  }
}

/** /rx/link/patient: 'Add a Patient', for any signed-in customer; 'Myself' only for one not linked yet. */
export async function loadAddPatient(request: Request, context: AppLoadContext) {
  const { client, verified } = await requireCustomerWithLinkState(request, context)
  return {
    offerSelf: !verified || !(await loadOrUnavailable(() => isCustomerSelfLinked(client))),
    texts: addPatientTexts(context.language),
  }
}

/** A banner without retail pharmacies (spec 2 section 6) takes every prescription as mail order (decision 0068). */
export function mailOrderOnlyWhereNoRetail(request: Request, formData: FormData) {
  if (!bannerFor(request).pharmacy.retail) {
    formData.set('rxType', 'mailorder')
    formData.delete('facilityPhone')
  }
}

export async function prescriptionLookupAction(request: Request, context: AppLoadContext) {
  // The form is read (and checked) first, so every post is answered whole, even one the gate turns away.
  const formData = await readFormData(request)
  const patientType = patientTypeOf(request)
  const { client, user, verified } = await requireLookupGate(request, context, patientType)
  mailOrderOnlyWhereNoRetail(request, formData)
  const submission = validatePrescriptionLookup(formData, patientType, new Date(), rxFormWordsIn(context.language))
  if (submission.status !== 'success') return data({ result: submission.reply() }, { status: 400 })
  const form = submission.value
  const t = linkAnswers(context.language)
  const refuse = (message: string, status: number) =>
    data({ result: submission.reply({ formErrors: [message] }) }, { status })
  if (!(await linkLookupLimits.attempt(context, user.userId))) return refuse(t('tooManyAttempts'), 429)
  const person = personOf({ ...form, dateOfBirth: form.dateOfBirth ? isoDateOf(form.dateOfBirth) : '' })
  if (!(await personLookupFailures.attempt(person))) {
    await linkLookupLimits.untried(context, user.userId)
    return refuse(t('locked'), 403)
  }
  const alreadySelfLinked = patientType === 'SELF' ? selfLinkedCheck(client) : Promise.resolve(false)
  let found
  try {
    found = await lookupPrescription(client, {
      type: patientType,
      rxNumber: form.rxNumber,
      ...(form.rxType === 'retail' && form.facilityPhone ? { facilityPhone: form.facilityPhone } : {}),
      firstName: form.firstName,
      lastName: form.lastName,
      ...(form.dateOfBirth ? { dateOfBirth: isoDateOf(form.dateOfBirth) } : {}),
    })
  } catch (error) {
    // No verdict (an outage, or a sign-in the pharmacy ended): the lookup was not tried.
    await Promise.all([linkLookupLimits.untried(context, user.userId), personLookupFailures.notFailed(person)])
    if (!isUpstreamError(error)) throw error
    return refuse(t('lookupFailed'), upstreamFailureStatus(error))
  }
  if (found.result === 'LOCKED') return refuse(t('locked'), 403)
  // A lookup that finds nobody stays counted.
  if (found.result === 'NOT_FOUND' || !found.patientNumber) return refuse(t('notFound'), 400)
  await personLookupFailures.notFailed(person)
  if (await alreadySelfLinked)
    return refuse(t('alreadyLinked', { phone: bannerFor(request).pharmacySupportPhone }), 409)
  await linkLookupLimits.succeeded(context, user.userId)
  if (patientType !== 'SELF') {
    const other: OtherPatient = {
      patientNumber: found.patientNumber,
      type: patientType,
      ...(form.email ? { email: form.email } : {}),
      ...(form.grantorEmailAddress ? { grantorEmailAddress: form.grantorEmailAddress } : {}),
    }
    // A customer without a verified link of their own says who they are first, for the identity quiz.
    if (!verified) throw await startOtherPatientFlow(request, context, user, other)
    // Another patient found is linked at once (an adult's link waits for their approval), with the news.
    const refused = await linkOtherPatient(client, other, context.language)
    if (refused) return refuse(refused.message, refused.status)
    // The sign-in now reaches one more record: a new session id (decision 0089).
    await renewSessionId(request, context)
    throw await redirectWithToast(landingAfterLink(patientType), { kind: 'success', message: t('linked') })
  }
  throw await startSelfFlow(request, context, user, { foundBy: 'prescription', patientNumber: found.patientNumber })
}

/**
 * Whether the customer already has their own record linked, asked alongside a self lookup. A failure reads as not
 * linked: the link itself would refuse a second one.
 */
export function selfLinkedCheck(client: UpstreamClient) {
  const linked = isCustomerSelfLinked(client).catch((error: unknown) => {
    if (!isUpstreamError(error)) throw error
    return false
  })
  // Awaited only once the lookup found someone: a failure meanwhile must not surface as unhandled.
  linked.catch(() => undefined)
  return linked
}

/** Someone else's record found by a customer without a link: a new flow, and on to the account holder's details. */
async function startOtherPatientFlow(
  request: Request,
  context: AppLoadContext,
  user: SignedInUser,
  other: OtherPatient,
) {
  const { flow } = await readLinking(request, context, user)
  const linking: Linking = {
    owner: user.userId,
    foundBy: 'prescription',
    done: ['PRESCRIPTION_LOOKUP'],
    ...other,
  }
  await saveLinking(context, flow, linking)
  return redirect(LINK_PATHS.accountInformation)
}

/** The customer's own record found: a new flow, its lookup done, and on to the identity quiz. */
export async function startSelfFlow(
  request: Request,
  context: AppLoadContext,
  user: SignedInUser,
  { foundBy, patientNumber }: { foundBy: 'prescription' | 'patient'; patientNumber: string },
) {
  const { flow } = await readLinking(request, context, user)
  const linking: Linking = {
    owner: user.userId,
    type: 'SELF',
    foundBy,
    patientNumber,
    done: [foundBy === 'prescription' ? 'PRESCRIPTION_LOOKUP' : 'PATIENT_LOOKUP'],
  }
  await saveLinking(context, flow, linking)
  return redirect(LINK_PATHS.identityQuiz)
}

/** The failure page for a blocked quiz (spec 2 'Identity quiz'): the reason rides in the flow, not the URL. */
async function toFailure(context: AppLoadContext, flow: LinkingFlow, linking: Linking, failure: QuizFailure) {
  await saveLinking(context, flow, { ...linking, quiz: undefined, failure })
  return redirect(LINK_PATHS.idmFailure)
}

/**
 * The customer's own record, found by either lookup, and the steps behind it (the wizard rule: no later step
 * first). A blocked quiz stays blocked (spec 2 section 4): no second quiz for this record in this flow.
 */
export async function requireFoundRecord(request: Request, context: AppLoadContext) {
  const customer = await requireCustomerToLinkSelf(request, context)
  const { flow, linking } = await readLinking(request, context, customer.user)
  const found = isDone(linking, 'PRESCRIPTION_LOOKUP') || isDone(linking, 'PATIENT_LOOKUP')
  if (!found || !linking.patientNumber) throw redirect(lookupPathOf(linking))
  // Someone else's record: the quiz asks about the account holder, who says who they are first.
  const holder = linking.type === 'SELF' ? undefined : linking.holder
  if (linking.type !== 'SELF' && (!holder || !isDone(linking, 'PRIMARY_ACCOUNT_HOLDER_INFORMATION')))
    throw redirect(LINK_PATHS.accountInformation)
  if (linking.failure) throw redirect(LINK_PATHS.idmFailure)
  return { ...customer, flow, linking, holder, patientNumber: linking.patientNumber }
}

/** The record found is someone else's, for a customer without a link: their account holder page's gate. */
async function requireOtherPatientFound(request: Request, context: AppLoadContext) {
  const customer = await requireCustomerToLink(request, context)
  const { flow, linking } = await readLinking(request, context, customer.user)
  if (linking.type === 'SELF' || !isDone(linking, 'PRESCRIPTION_LOOKUP')) throw redirect(LINK_PATHS.addPatient)
  return { flow, linking }
}

/** /rx/link/account/information: who the account holder is, for the identity quiz; what they gave before, again. */
export async function loadLinkAccountInformation(request: Request, context: AppLoadContext) {
  const { linking } = await requireOtherPatientFound(request, context)
  // The new-patient request's page and words: only the flow it belongs to differs.
  return {
    holder: linking.holder ?? null,
    texts: newPatientTexts(context.language),
    words: linkFormWords(context.language),
  }
}

export async function linkAccountInformationAction(request: Request, context: AppLoadContext) {
  const formData = await readFormData(request)
  const { flow, linking } = await requireOtherPatientFound(request, context)
  const submission = validateAccountHolder(formData, new Date(), rxFormWordsIn(context.language))
  if (submission.status !== 'success') return data({ result: submission.reply() }, { status: 400 })
  // Changed details mean a new quiz: the steps after this one are asked again.
  const next: Linking = {
    ...linking,
    holder: submission.value,
    quiz: undefined,
    done: ['PRESCRIPTION_LOOKUP', 'PRIMARY_ACCOUNT_HOLDER_INFORMATION'],
  }
  await saveLinking(context, flow, next)
  throw redirect(LINK_PATHS.identityQuiz)
}

/** /rx/link/patient/verify: the identity provider's quiz for the record found, one radio group per question. */
export async function loadIdentityQuiz(request: Request, context: AppLoadContext) {
  const { client, user, flow, linking, holder, patientNumber } = await requireFoundRecord(request, context)
  // The quiz page's own words; its questions are the provider's, as sent.
  const texts = textsOf(IDENTITY_QUIZ, context.language)
  if (isDone(linking, 'IDENTITY_VERIFICATION')) {
    // Passed already: a record found by the person's details goes on to its prescription; one found by its
    // prescription had its link fail after the pass, and only the link is tried again.
    if (linking.foundBy === 'patient') throw redirect(LINK_PATHS.prescriptionVerify)
    return data({ questions: [], loadError: null, passed: true, texts })
  }
  // A record whose quizzes failed too often is locked for everyone (decision 0073): no quiz to try.
  if (await recordQuizFailures.isLocked(patientNumber)) throw await toFailure(context, flow, linking, 'failed')
  const quiz = await askQuiz(request, context, { user, record: patientNumber, pending: linking.quiz }, () =>
    holder ? startIdentityQuiz(client, quizSubjectOf(holder)) : fetchIdentityQuiz(client, patientNumber),
  )
  if (quiz.kind === 'error')
    return data({ questions: [], loadError: quiz.loadError, passed: false, texts }, { status: quiz.status })
  if (quiz.kind === 'blocked') throw await toFailure(context, flow, linking, quiz.failure)
  await saveLinking(context, flow, { ...linking, quiz: quiz.asked })
  return data({ questions: quiz.questions, loadError: null, passed: false, texts })
}

/** After a self link: its housekeeping, then the profile with the congratulation, the flow ended. */
export async function afterSelfLink(
  context: AppLoadContext,
  client: UpstreamClient,
  patientNumber: string,
  flow: LinkingFlow,
) {
  // Linked: a wrong prescriber chosen for the record before no longer closes that way (decision 0073).
  await Promise.all([afterLinking(client, patientNumber, 'SELF'), recordPrescriberFailures.clear(patientNumber)])
  await endLinkingLinked(context, flow)
  return redirectWithToast(LINK_PATHS.linked, { kind: 'success', message: linkAnswers(context.language)('linked') })
}

export async function identityQuizAction(request: Request, context: AppLoadContext) {
  const form = await readFormData(request)
  const { client, user, flow, linking, patientNumber } = await requireFoundRecord(request, context)
  const t = linkAnswers(context.language)
  if (linking.foundBy === 'patient' && isDone(linking, 'IDENTITY_VERIFICATION'))
    throw redirect(LINK_PATHS.prescriptionVerify)
  const refuse = (message: string, status: number, chosen?: Record<string, string>) =>
    data({ formError: message, chosen }, { status })
  if (!isDone(linking, 'IDENTITY_VERIFICATION')) {
    const quiz = linking.quiz
    if (!quiz) throw redirect(LINK_PATHS.identityQuiz)
    const answer = await answerQuiz(context, { client, user, record: patientNumber }, quiz, form)
    // Answered already (another post won the quiz): the page shows where the flow is now.
    if (answer.kind === 'spent') throw redirect(LINK_PATHS.identityQuiz)
    if (answer.kind === 'refused') return refuse(answer.message, answer.status, answer.chosen)
    if (answer.kind === 'failed') throw await toFailure(context, flow, linking, 'failed')
    // More questions: the quiz page shows them (the flow keeps them as the quiz asked).
    if (answer.kind === 'followUp') {
      await saveLinking(context, flow, { ...linking, quiz: answer.asked })
      throw redirect(LINK_PATHS.identityQuiz)
    }
    // The pass is kept (and the spent quiz dropped): a link that fails now is tried again without a new quiz.
    const passed: Linking = { ...linking, quiz: undefined, done: [...linking.done, 'IDENTITY_VERIFICATION'] }
    await saveLinking(context, flow, passed)
    if (linking.foundBy === 'patient') throw redirect(LINK_PATHS.prescriptionVerify)
  }
  if (linking.type !== 'SELF') {
    const { type, email, grantorEmailAddress } = linking
    const refused = await linkOtherPatient(
      client,
      { patientNumber, type, email, grantorEmailAddress },
      context.language,
    )
    if (refused) return refuse(refused.message, refused.status)
    await endLinkingLinked(context, flow)
    throw await redirectWithToast(landingAfterLink(type), { kind: 'success', message: t('linked') })
  }
  const refused = await linkRecord(
    client,
    (c) => linkPrescription(c, { patientNumber, type: 'SELF' }),
    context.language,
  )
  if (refused) return refuse(refused.message, refused.status)
  throw await afterSelfLink(context, client, patientNumber, flow)
}

/**
 * /rx/idm/failure: why the quiz stopped, with the banner's pharmacy support phone. Reached from a flow (its reason
 * rides in the flow), or sent by the customer status of a customer locked out of linking.
 */
export async function loadIdmFailure(request: Request, context: AppLoadContext) {
  const { client, user } = await requireCustomerToLinkSelf(request, context)
  const { linking } = await readLinking(request, context, user)
  const phone = bannerFor(request).pharmacySupportPhone
  const t = linkAnswers(context.language)
  const texts = linkStoppedTexts(context.language)
  if (linking.failure === 'not-found') return { message: t('idmNotFound', { phone }), texts }
  if (linking.failure === 'failed') return { message: t('idmFailed', { phone }), texts }
  const status = await readCustomerStatus(client)
  if (status && isLockedForLinking(status)) return { message: t('idmFailed', { phone }), texts }
  throw redirect(LINK_PATHS.patientLookup)
}

/**
 * /rx/account/ciam/error: the sign-in account the pharmacy cannot use, and why (customer status); a customer whose
 * account is fine goes where the status sends them.
 */
export async function loadCiamError(request: Request, context: AppLoadContext) {
  const { client } = await requireCustomerToLink(request, context)
  const status = await readCustomerStatus(client)
  const phone = bannerFor(request).pharmacySupportPhone
  const t = linkAnswers(context.language)
  const texts = linkStoppedTexts(context.language)
  if (status?.emailConfirmed === false) return { message: t('ciamEmailUnconfirmed'), texts }
  if (status?.accountLockStatus === 'LOCKED') return { message: t('ciamLocked', { phone }), texts }
  throw redirect(unverifiedDestination(status, linkStartFor(request)))
}

/** Mocks only (`/mock/unlink-pharmacy`): the signed-in customer's link taken away, so linking starts over. */
export async function unlinkForDemo(request: Request, context: AppLoadContext) {
  const { status, session } = await getAuthState(request, context)
  if (status !== 'authenticated') return
  await (await upstreamFor(request, context, session)).post('rx', RX_LINK_PATHS.mockUnlink, z.unknown())
}
