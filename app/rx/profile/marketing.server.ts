import { bannerFor } from '#app/banners/banner.server.ts'
import { redirect, type AppLoadContext } from '@remix-run/node'
import { formRefused, readFormData } from '#app/security/form.server.ts'
import { safeRedirect } from '#app/security/safe-redirect.ts'
import { redirectWithToast } from '#app/ui/flash.server.ts'
import { isUpstreamError } from '#app/upstream/errors.ts'
import type { Patient, PatientProgram } from '#app/upstream/rx-api.schema.ts'
import type { UpstreamClient } from '#app/upstream/request.server.ts'
import {
  fetchPatientPrograms,
  fetchPatients,
  fetchProgramEnrollments,
  updateProgramEnrollment,
} from '#app/upstream/rx-api.server.ts'
import { patientsForPage, programsForPage } from '#app/rx/shared/account-patients.server.ts'
import { loadOrUnavailable } from '#app/rx/shared/load-or-error.server.ts'
import { expectedPatient } from '#app/rx/shared/known-patients.server.ts'
import { askAhead } from '#app/upstream/ask-ahead.server.ts'
import { oncePerRequest } from '#app/upstream/once-per-request.server.ts'
import type { SignedInUser } from '#app/auth/session.server.ts'
import { primaryPatient } from '#app/rx/shared/patients.ts'
import { requireRxCustomer } from '#app/rx/shared/rx-customer.server.ts'
import { acceptedStatus, afterMarketingAnswer, asksMarketingConsent } from './marketing-rules.ts'
import { PROFILE_PATH } from './profile-paths.ts'
import { panelWordsIn } from './profile-panels.messages.server.ts'
import { profileWordsIn } from './profile.messages.server.ts'

const MARKETING_PATH = `${PROFILE_PATH}/marketing`

/** The marketing program the pharmacy offers (spec 2: programName, externalCode such as HCSS), if any. */
export const marketingProgramOf = (programs: PatientProgram[]) =>
  programs.find((program) => program.programType === 'MARKETING')

/**
 * The primary patient's enrolments, whom the marketing standing is about: asked alongside the patient list for the
 * primary patient this sign-in had last time (decision 0053); `answerFor` asks now for any other.
 */
async function primaryEnrolmentsAhead(client: UpstreamClient, user: SignedInUser) {
  const expected = await expectedPatient(user)
  return askAhead(expected ? [expected] : [], (patientNumber: string) => fetchProgramEnrollments(client, patientNumber))
}
type EnrolmentsAhead = Awaited<ReturnType<typeof primaryEnrolmentsAhead>>

/** The same, shared by a page's loaders (the profile and the panel over it); loaders only. */
export const primaryEnrolmentsForPage = oncePerRequest(
  (_context: AppLoadContext, client: UpstreamClient, user: SignedInUser) => primaryEnrolmentsAhead(client, user),
)

/** Where the customer (the primary patient) stands in it. */
export async function marketingStanding(patients: Patient[], program: PatientProgram, enrolments: EnrolmentsAhead) {
  const patient = primaryPatient(patients)
  if (!patient) return null
  const enrollments = await enrolments.answerFor(patient.patientNumber)
  const status = enrollments.find((enrollment) => enrollment.programId === program.programId)?.enrollmentStatus
  return { patient, program, status: status ?? ('NEVER_ASKED' as const) }
}

/** What the profile and the panel show of it; the URL's redirect parameters travel on to the panel. */
export function shownMarketing(standing: NonNullable<Awaited<ReturnType<typeof marketingStanding>>>, search = '') {
  return {
    programName: standing.program.programName,
    status: standing.status,
    asks: asksMarketingConsent(standing.status),
    panelPath: `${MARKETING_PATH}${search}`,
  }
}

/** The customer's standing; the panel's loader shares the profile's answers (one request), an action asks its own. */
async function requireMarketing(request: Request, context: AppLoadContext, { inAction = false } = {}) {
  if (!bannerFor(request).pharmacy.marketingConsent) throw redirect(PROFILE_PATH)
  const { client, user } = await requireRxCustomer(request, context)
  const enrolments = await (inAction
    ? primaryEnrolmentsAhead(client, user)
    : primaryEnrolmentsForPage(context, client, user))
  const [patients, programs] = await Promise.all([
    loadOrUnavailable(() => (inAction ? fetchPatients(client) : patientsForPage(context, client))),
    loadOrUnavailable(() => (inAction ? fetchPatientPrograms(client) : programsForPage(context, client))),
  ])
  const program = marketingProgramOf(programs)
  const standing = program ? await loadOrUnavailable(() => marketingStanding(patients, program, enrolments)) : null
  if (!standing) throw redirect(PROFILE_PATH)
  return { client, standing }
}

/** /rx/patient-profile/marketing: the question, with Accept and Decline. */
export async function loadMarketingPanel(request: Request, context: AppLoadContext) {
  const { standing } = await requireMarketing(request, context)
  const profile = profileWordsIn(context.language)
  return {
    question: profile.marketingQuestion(standing.program.programName),
    answer: profile.marketingStatus(standing.status),
    texts: panelWordsIn(context.language).texts,
  }
}

/**
 * Accept (ENROLLED, or REENROLLED after a decline or an expiry) or decline (DECLINED); then `seamlessRedirectUrl`,
 * else `redirectUrl`, else the profile (spec 2 section 4), each through the safe-redirect rule.
 */
export async function marketingAction(request: Request, context: AppLoadContext) {
  const formData = await readFormData(request)
  const intent = formData.get('intent')
  if (intent !== 'accept' && intent !== 'decline') throw formRefused()
  const { client, standing } = await requireMarketing(request, context, { inAction: true })
  const back = new URL(request.url)
  const { messages } = panelWordsIn(context.language)
  try {
    await updateProgramEnrollment(client, standing.patient.patientNumber, {
      programId: standing.program.programId,
      ...(standing.program.externalCode ? { externalCode: standing.program.externalCode } : {}),
      enrollmentStatus: intent === 'accept' ? acceptedStatus(standing.status) : 'DECLINED',
    })
  } catch (error) {
    if (!isUpstreamError(error)) throw error
    throw await redirectWithToast(safeRedirect(`${MARKETING_PATH}${back.search}`, MARKETING_PATH), {
      kind: 'error',
      message: messages.marketingFailed,
    })
  }
  throw await redirectWithToast(afterMarketingAnswer(back.searchParams, PROFILE_PATH), {
    kind: 'success',
    message: intent === 'accept' ? messages.accepted : messages.declined,
  })
}
