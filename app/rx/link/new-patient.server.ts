import { randomUUID } from 'node:crypto'
import { data, redirect, type AppLoadContext } from '@remix-run/node'
import { z } from 'zod'
import type { SignedInUser } from '#app/auth/session.server.ts'
import { readFormData } from '#app/security/form.server.ts'
import { isUpstreamError, upstreamFailureStatus } from '#app/upstream/errors.ts'
import { createNewPatients, startIdentityQuiz } from '#app/upstream/rx-link-api.server.ts'
import { commitFlow, readFlow, type FlowSession } from '#app/rx/shared/flow-state.server.ts'
import { MAX_NEW_PATIENTS, NEW_PATIENT_PRESCRIPTION_TYPES, isoDateOf } from '#app/rx/shared/rx-form-rules.ts'
import { endSession } from '#app/auth/auth-state.server.ts'
import { signInPath } from '#app/auth/paths.ts'
import { INACTIVE_ERROR_CODE } from '#app/auth/session-lifetime.ts'
import { withoutUnauthorizedSignOut } from '#app/upstream/request.server.ts'
import { NEW_PATIENT_START_PATH } from '#app/rx/shared/rx-redirects.ts'
import { validateAccountHolder, validateNewPatient } from '#app/rx/shared/rx-validation.ts'
import { requireCustomerToLink } from '#app/rx/shared/rx-customer.server.ts'
import { answerQuiz, askQuiz } from './identity-quiz.server.ts'
import { accountHolderSchema, addressSchema, personSchema, quizSubjectOf } from './account-holder.server.ts'
import { quizSchema, readLinking, saveLinking, type QuizFailure } from './link-flow.server.ts'
import { LINK_PATHS } from './link-paths.ts'
import { textsOf } from '#app/i18n/messages.server.ts'
import { rxFormWordsIn } from '#app/rx/shared/rx-fields.messages.server.ts'
import { IDENTITY_QUIZ, linkFormWords } from './link.messages.server.ts'
import { newPatientSummaryTexts, newPatientTexts, prescriptionKindText } from './new-patient.messages.server.ts'
import { linkAnswers } from './link.messages.server.ts'

/** Spec 2 'Link and new-patient flows': NEW_PATIENT_FORM, PRIMARY_ACCOUNT_HOLDER_INFORMATION, IDENTITY_VERIFICATION. */
const NEW_PATIENT_PATHS = {
  form: NEW_PATIENT_START_PATH,
  accountInformation: '/rx/new-patient/account/information',
  verify: '/rx/new-patient/verify',
  summary: '/rx/new-patient/summary',
} as const

const newPatientFlowSchema = z.object({
  owner: z.string(),
  /** The form as given: the patients and where to ship. */
  request: z
    .object({
      patients: z
        .array(z.object({ ...personSchema, prescriptionType: z.enum(NEW_PATIENT_PRESCRIPTION_TYPES) }))
        .min(1)
        .max(MAX_NEW_PATIENTS),
      ...addressSchema.shape,
    })
    .optional(),
  holder: accountHolderSchema.optional(),
  quiz: quizSchema.optional(),
  /** Given when the quiz is passed (so it also says that it was): two posts of the summary then send one request. */
  submissionKey: z.string().max(40).optional(),
  requestId: z.string().max(40).optional(),
})
type NewPatientFlow = z.infer<typeof newPatientFlowSchema>
type Step = 'form' | 'accountInformation' | 'verify' | 'summary'

/** The customer's new-patient request so far; another's, or none, reads as a request not started. */
async function readNewPatient(request: Request, context: AppLoadContext, user: SignedInUser) {
  const flow = await readFlow(request, context, '__rx_new_patient')
  const parsed = newPatientFlowSchema.safeParse(flow.get('rxNewPatient'))
  const state: NewPatientFlow =
    parsed.success && parsed.data.owner === user.userId ? parsed.data : { owner: user.userId }
  return { flow, state }
}

async function save(context: AppLoadContext, flow: FlowSession<'__rx_new_patient'>, state: NewPatientFlow | undefined) {
  if (state) flow.set('rxNewPatient', state)
  else flow.unset('rxNewPatient')
  await commitFlow(context, '__rx_new_patient', flow)
}

/** Each page wants the steps before it done; a page reached out of order starts the request over (spec 2). */
function reachable(state: NewPatientFlow, step: Step) {
  if (step === 'form') return true
  if (!state.request) return false
  if (step === 'accountInformation') return true
  if (!state.holder) return false
  return step === 'verify' || Boolean(state.submissionKey)
}

/** A new-patient page's gate: a signed-in customer without a pharmacy link, at a step they may reach. */
async function requireNewPatientStep(request: Request, context: AppLoadContext, step: Step) {
  const customer = await requireCustomerToLink(request, context)
  const { flow, state } = await readNewPatient(request, context, customer.user)
  if (!reachable(state, step)) {
    await save(context, flow, undefined)
    throw redirect(NEW_PATIENT_PATHS.form)
  }
  return { ...customer, flow, state }
}

/** /rx/new-patient: the form, with what was entered before when the customer comes back to it. */
export async function loadNewPatientForm(request: Request, context: AppLoadContext) {
  const { state } = await requireNewPatientStep(request, context, 'form')
  return {
    saved: state.requestId ? null : (state.request ?? null),
    texts: newPatientTexts(context.language),
    words: linkFormWords(context.language),
  }
}

export async function newPatientFormAction(request: Request, context: AppLoadContext) {
  const formData = await readFormData(request)
  const { flow, state } = await requireNewPatientStep(request, context, 'form')
  const submission = validateNewPatient(formData, new Date(), rxFormWordsIn(context.language))
  // 'Add Another Patient' (conform's list intent) is no error: the form comes back with one more patient, as a 200.
  if (submission.status !== 'success')
    return data({ result: submission.reply() }, { status: submission.status === 'error' ? 400 : 200 })
  // A changed patient means the later steps are asked again.
  await save(context, flow, { owner: state.owner, request: submission.value })
  throw redirect(NEW_PATIENT_PATHS.accountInformation)
}

export async function loadAccountInformation(request: Request, context: AppLoadContext) {
  const { state } = await requireNewPatientStep(request, context, 'accountInformation')
  return {
    holder: state.holder ?? null,
    texts: newPatientTexts(context.language),
    words: linkFormWords(context.language),
  }
}

export async function accountInformationAction(request: Request, context: AppLoadContext) {
  const formData = await readFormData(request)
  const { flow, state } = await requireNewPatientStep(request, context, 'accountInformation')
  const submission = validateAccountHolder(formData, new Date(), rxFormWordsIn(context.language))
  if (submission.status !== 'success') return data({ result: submission.reply() }, { status: 400 })
  await save(context, flow, { owner: state.owner, request: state.request, holder: submission.value })
  throw redirect(NEW_PATIENT_PATHS.verify)
}

/** A blocked quiz ends on the identity failure page, as linking's does. */
async function toFailure(
  request: Request,
  context: AppLoadContext,
  user: SignedInUser,
  newPatient: FlowSession<'__rx_new_patient'>,
  failure: QuizFailure,
) {
  const { flow, linking } = await readLinking(request, context, user)
  // The request ends with the quiz (spec 2: a blocked quiz blocks): a new one starts from the form, and is counted.
  await Promise.all([saveLinking(context, flow, { ...linking, failure }), save(context, newPatient, undefined)])
  return redirect(LINK_PATHS.idmFailure)
}

/** /rx/new-patient/verify: the provider quizzes the account holder from their details. */
export async function loadNewPatientQuiz(request: Request, context: AppLoadContext) {
  const { client, user, flow, state } = await requireNewPatientStep(request, context, 'verify')
  const holder = state.holder!
  const texts = textsOf(IDENTITY_QUIZ, context.language)
  const quiz = await askQuiz(request, context, { user, pending: state.quiz }, () =>
    startIdentityQuiz(client, quizSubjectOf(holder)),
  )
  if (quiz.kind === 'error') return data({ questions: [], loadError: quiz.loadError, texts }, { status: quiz.status })
  if (quiz.kind === 'blocked') throw await toFailure(request, context, user, flow, quiz.failure)
  await save(context, flow, { ...state, quiz: quiz.asked, submissionKey: undefined })
  return data({ questions: quiz.questions, loadError: null, texts })
}

export async function newPatientQuizAction(request: Request, context: AppLoadContext) {
  const form = await readFormData(request)
  const { client, user, flow, state } = await requireNewPatientStep(request, context, 'verify')
  if (!state.quiz) throw redirect(NEW_PATIENT_PATHS.verify)
  const answer = await answerQuiz(context, { client, user }, state.quiz, form)
  if (answer.kind === 'spent') throw redirect(NEW_PATIENT_PATHS.verify)
  if (answer.kind === 'refused')
    return data({ formError: answer.message, chosen: answer.chosen }, { status: answer.status })
  if (answer.kind === 'failed') throw await toFailure(request, context, user, flow, 'failed')
  if (answer.kind === 'followUp') {
    await save(context, flow, { ...state, quiz: answer.asked })
    throw redirect(NEW_PATIENT_PATHS.verify)
  }
  await save(context, flow, { ...state, quiz: undefined, submissionKey: randomUUID() })
  throw redirect(NEW_PATIENT_PATHS.summary)
}

/** /rx/new-patient/summary: the request to check and send; once sent, its id. */
export async function loadNewPatientSummary(request: Request, context: AppLoadContext) {
  const { state } = await requireNewPatientStep(request, context, 'summary')
  const form = state.request!
  return {
    requestId: state.requestId ?? null,
    patients: form.patients.map((patient) => ({
      name: `${patient.firstName} ${patient.lastName}`,
      prescriptions: prescriptionKindText(context.language, patient.prescriptionType),
    })),
    shipTo: [form.address, form.address2, `${form.city}, ${form.state} ${form.zipCode}`].filter(
      (line): line is string => Boolean(line),
    ),
    holder: `${state.holder!.firstName} ${state.holder!.lastName}`,
    texts: newPatientSummaryTexts(context.language, state.requestId ?? null),
  }
}

export async function newPatientSubmitAction(request: Request, context: AppLoadContext) {
  await readFormData(request)
  const { client, session, user, flow, state } = await requireNewPatientStep(request, context, 'summary')
  const form = state.request!
  if (state.requestId || !state.submissionKey) throw redirect(NEW_PATIENT_PATHS.summary)
  const refuse = (message: string, status: number) => data({ formError: message }, { status })
  const failed = linkAnswers(context.language)('newPatientFailed')
  let answer
  try {
    // A 401 here has its own words (spec 2 section 8), so the request layer's sign-out is not the one used.
    answer = await createNewPatients(
      withoutUnauthorizedSignOut(client),
      {
        patients: form.patients.map((patient) => ({
          type: 'NEW',
          firstName: patient.firstName,
          lastName: patient.lastName,
          dateOfBirth: isoDateOf(patient.dateOfBirth),
          prescriptions: [{ type: patient.prescriptionType }],
        })),
        shippingDetails: {
          address: form.address,
          address2: form.address2,
          city: form.city,
          state: form.state,
          zipCode: form.zipCode,
        },
      },
      state.submissionKey,
    )
  } catch (error) {
    if (!isUpstreamError(error)) throw error
    if (error.status === 401)
      throw await endSession(request, context, session, {
        user,
        to: signInPath(NEW_PATIENT_START_PATH, { errorCode: INACTIVE_ERROR_CODE }),
        revoke: false,
      })
    // Spec 2 section 8: a 4xx with success false says why, in the server's words; anything else the generic text.
    const body = error.body as { success?: unknown; message?: unknown } | undefined
    const said =
      error.status && error.status < 500 && body?.success === false && typeof body.message === 'string'
        ? body.message.slice(0, 300)
        : undefined
    return refuse(said ?? failed, upstreamFailureStatus(error))
  }
  if (!answer.success || !answer.requestId) return refuse(answer.message ?? failed, 400)
  await save(context, flow, { ...state, requestId: answer.requestId })
  throw redirect(NEW_PATIENT_PATHS.summary)
}
