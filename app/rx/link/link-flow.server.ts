import { z } from 'zod'
import type { AppLoadContext } from '@remix-run/node'
import type { SignedInUser } from '#app/auth/session.server.ts'
import { createAttemptLimits, createFailureLimit } from '#app/security/rate-limit.server.ts'
import { keyedHash } from '#app/security/keyed-hash.server.ts'
import { createServerStore } from '#app/security/server-store.server.ts'
import { commitFlow, readFlow, type FlowSession } from '#app/rx/shared/flow-state.server.ts'
import { LINK_PATHS } from './link-paths.ts'
import { accountHolderSchema } from './account-holder.server.ts'
import { EMAIL_MAX_LENGTH, LOOKUP_PATIENT_TYPES } from '#app/rx/shared/rx-form-rules.ts'

/**
 * Spec 2 'Link and new-patient flows': the linking pages, as the steps a flow has done. Linking oneself goes one of
 * two ways (decision 0062): by a prescription, PRESCRIPTION_LOOKUP then IDENTITY_VERIFICATION; by one's details,
 * PATIENT_LOOKUP, then IDENTITY_VERIFICATION, then PRESCRIPTION_VERIFICATION (the prescriber, or an Rx number).
 * Someone else's record, for a customer without a link: PRESCRIPTION_LOOKUP, PRIMARY_ACCOUNT_HOLDER_INFORMATION,
 * IDENTITY_VERIFICATION. Each page's gate sends to the first step its path has not done.
 */
const LINK_STEPS = [
  'PATIENT_LOOKUP',
  'PRESCRIPTION_LOOKUP',
  'IDENTITY_VERIFICATION',
  'PRESCRIPTION_VERIFICATION',
  'PRIMARY_ACCOUNT_HOLDER_INFORMATION',
] as const
type LinkStep = (typeof LINK_STEPS)[number]

/** How the record was found, and so where its flow starts again. */
const FOUND_BY = ['prescription', 'patient'] as const

/** Why the prescriber quiz gave way to the Rx number (spec 2 section 8 'Prescriber quiz'). */
export const PRESCRIBER_OUTCOMES = ['error', 'failed', 'timedOut'] as const
export type PrescriberOutcome = (typeof PRESCRIBER_OUTCOMES)[number]

/** Spec 2 section 9: the prescriber is chosen within 3 minutes of the question, by the server's clock. */
export const PRESCRIBER_CHOICE_MS = 3 * 60 * 1000

/** Why the identity provider would not quiz or pass this person (spec 2 'Identity quiz'): the failure page's text. */
const IDM_FAILURES = ['failed', 'not-found'] as const
export type QuizFailure = (typeof IDM_FAILURES)[number]

export const quizSchema = z.object({
  lexId: z.string().max(80),
  quizId: z.string().max(80),
  transactionId: z.string().max(80),
  /** When it was asked (server time, ms): the page shows it again for a while instead of asking a new one. */
  askedAt: z.number(),
  /** The questions shown, each with the choices it offered: an answer must be one of them. */
  questions: z
    .array(
      z.object({
        questionId: z.string().max(24),
        text: z.string().max(500),
        choices: z.array(z.object({ choiceId: z.string().max(24), label: z.string().max(300) })).max(6),
      }),
    )
    .max(8),
  /** Placeholder challenge questions (G1Q1, G2Q1, G3Q1), answered for the user. */
  placeholders: z.array(z.object({ questionId: z.string().max(24), choiceId: z.string().max(24) })).max(3),
})
export type AskedQuiz = z.infer<typeof quizSchema>

const linkingSchema = z.object({
  owner: z.string(),
  /** Whose record: the customer's own, or another patient's for a customer verifying as the account holder. */
  type: z.enum(LOOKUP_PATIENT_TYPES),
  /** Another adult's email, a managed adult's grantor email: the link sends them. */
  email: z.string().max(EMAIL_MAX_LENGTH).optional(),
  grantorEmailAddress: z.string().max(EMAIL_MAX_LENGTH).optional(),
  /** The account holder's details, which the identity quiz asks about when the record found is someone else's. */
  holder: accountHolderSchema.optional(),
  foundBy: z.enum(FOUND_BY).optional(),
  patientNumber: z.string().max(20).optional(),
  done: z.array(z.enum(LINK_STEPS)).max(LINK_STEPS.length),
  quiz: quizSchema.optional(),
  failure: z.enum(IDM_FAILURES).optional(),
  /** The prescriber quiz asked: when (server time, ms) and the prescribers offered; one answer spends it. */
  prescriberQuiz: z.object({ askedAt: z.number(), options: z.array(z.string().max(24)).max(8) }).optional(),
  /** Set once the prescriber quiz gave way to the Rx number: that way is closed for this flow. */
  prescriberOutcome: z.enum(PRESCRIBER_OUTCOMES).optional(),
})
export type Linking = z.infer<typeof linkingSchema>

export type LinkingFlow = FlowSession<'__rx_linking'>

/** The customer's linking so far; another customer's, or none, reads as a link not started. */
export async function readLinking(request: Request, context: AppLoadContext, user: Pick<SignedInUser, 'userId'>) {
  const flow = await readFlow(request, context, '__rx_linking')
  const parsed = linkingSchema.safeParse(flow.get('rxLinking'))
  const linking: Linking =
    parsed.success && parsed.data.owner === user.userId ? parsed.data : { owner: user.userId, type: 'SELF', done: [] }
  return { flow, linking }
}

/** Keeps `linking` (or ends the flow when undefined). */
/** Keeps the linking flow (`undefined` ends it). */
export async function saveLinking(context: AppLoadContext, flow: LinkingFlow, linking: Linking | undefined) {
  if (linking) flow.set('rxLinking', linking)
  else flow.unset('rxLinking')
  await commitFlow(context, '__rx_linking', flow)
}

/**
 * Ends the linking flow of a record just linked: the sign-in now reaches a pharmacy record, so the browser's session
 * moves to a new id (decision 0089) and a copy of the session's cookie taken before the link opens nothing.
 */
export async function endLinkingLinked(context: AppLoadContext, flow: LinkingFlow) {
  flow.unset('rxLinking')
  await commitFlow(context, '__rx_linking', flow, { rotate: true })
}

export const isDone = (linking: Linking, step: LinkStep) => linking.done.includes(step)

/** Where a flow whose record is not found yet starts again: the lookup it used, else the patient lookup. */
export const lookupPathOf = (linking: Linking) =>
  linking.foundBy === 'prescription' ? LINK_PATHS.prescriptionLookup : LINK_PATHS.patientLookup

/**
 * Lookups and quiz answers reveal whether a patient exists: each is counted per account and client, beside the
 * pharmacy's own lock (decision 0036's limits).
 */
const LINK_LIMITS = { windowMs: 15 * 60 * 1000, perPair: 5, perIdentifier: 10, perClient: 20 } as const
export const linkLookupLimits = createAttemptLimits({
  name: 'link-lookup',
  ...LINK_LIMITS,
  keyOf: (userId) => `user:${userId}`,
})

/** Quizzes asked: each shows a person's record in its choices, so reloading the quiz page is counted too. */
export const quizAskLimits = createAttemptLimits({
  name: 'link-quiz-ask',
  ...LINK_LIMITS,
  keyOf: (userId) => `user:${userId}`,
})

/**
 * The second factor of a record found by details (decision 0062): its own counts, which a lookup's success does not
 * clear, so starting the flow over cannot reset them. One wrong prescriber per 30 minutes (spec 2's lockout time),
 * three prescriber quizzes asked (each shows the patient's prescriber among others), and five Rx numbers tried.
 */
const PROOF_WINDOW_MS = 30 * 60 * 1000
const userKey = (userId: string) => `user:${userId}`
export const prescriberAskLimits = createAttemptLimits({
  name: 'link-prescriber-ask',
  windowMs: PROOF_WINDOW_MS,
  perPair: 3,
  perIdentifier: 3,
  perClient: 20,
  keyOf: userKey,
})
export const prescriberAnswerLimits = createAttemptLimits({
  name: 'link-prescriber-answer',
  windowMs: PROOF_WINDOW_MS,
  perPair: 1,
  perIdentifier: 1,
  perClient: 10,
  keyOf: userKey,
})
export const rxVerifyLimits = createAttemptLimits({
  name: 'link-rx-verify',
  windowMs: PROOF_WINDOW_MS,
  perPair: 5,
  perIdentifier: 5,
  perClient: 20,
  keyOf: userKey,
})

/**
 * Failed proofs per patient record claimed, from every account and client (decision 0073): accounts are free and
 * addresses rotate, so only a count kept on the record stops guesses spread over them. Past a limit, nobody links the
 * record that way until the window ends; the owner calls the pharmacy (the failure page's phone). Windows are fixed
 * and start with their first try, so two can meet: at most twice a limit in any one window's time.
 */
const DAY_MS = 24 * 60 * 60 * 1000
export const RECORD_LIMITS = {
  /** Identity quizzes failed for the record (at most 8 in any 24 hours): then the idm failure page for anyone. */
  quizFailures: { windowMs: DAY_MS, max: 4 },
  /**
   * Quizzes asked and not passed: each shows the person's history among its choices, so a stranger collecting them
   * from many accounts is stopped here ('Too many attempts'), even without answering any.
   */
  quizzesNotPassed: { windowMs: DAY_MS, max: 10 },
  /**
   * A wrong prescriber closes that way for the record for 30 days, or until the record is linked: the same four names
   * come back, so a second guess anywhere would be elimination. The Rx number stays open.
   */
  prescriberFailures: { windowMs: 30 * DAY_MS, max: 1 },
  /** Rx numbers refused: then 'locked out for 30 minutes', as the spec's text says. */
  rxNumberFailures: { windowMs: PROOF_WINDOW_MS, max: 5 },
  /**
   * Lookups that find nobody for one name and birth date, from every account: the label's Rx number is the only proof
   * of a child's or pet's record, so guessing it is counted on the person too. Then the lookup's lock text.
   */
  lookupFailures: { windowMs: DAY_MS, max: 10 },
} as const
const recordLimit = (name: string, limits: { windowMs: number; max: number }) =>
  createFailureLimit({ name, ...limits, keyOf: (patientNumber) => `record:${patientNumber}` })
export const recordQuizFailures = recordLimit('link-record-quiz', RECORD_LIMITS.quizFailures)
export const recordQuizzesNotPassed = recordLimit('link-record-quiz-asked', RECORD_LIMITS.quizzesNotPassed)
export const recordPrescriberFailures = recordLimit('link-record-prescriber', RECORD_LIMITS.prescriberFailures)
export const recordRxNumberFailures = recordLimit('link-record-rx-number', RECORD_LIMITS.rxNumberFailures)

/** A person as lookups name them: a keyed hash of the name and birth date, so no store key holds either. */
export function personOf({
  firstName,
  lastName,
  dateOfBirth,
}: {
  firstName: string
  lastName: string
  dateOfBirth: string
}) {
  const normal = (name: string) => name.trim().toLowerCase().replace(/\s+/g, ' ')
  return keyedHash('linking person v1', `${normal(firstName)}\n${normal(lastName)}\n${dateOfBirth}`)
}
export const personLookupFailures = createFailureLimit({
  name: 'link-person-lookup',
  ...RECORD_LIMITS.lookupFailures,
  keyOf: (person) => `person:${person}`,
})

/**
 * Quizzes answered, in the store every instance shares (decision 0074): the first post of answers claims the quiz
 * (its transaction, id and questions, so a follow-up that kept the id is another quiz), and any later one (an older
 * cookie, a second tab, a double click) finds it spent.
 */
const answeredQuizzes = createServerStore('answered-quizzes')
const QUIZ_CLAIM_MS = DAY_MS
const claimKey = (quiz: AskedQuiz) =>
  [quiz.transactionId, quiz.quizId, ...quiz.questions.map((question) => question.questionId)].join(':')
export const claimQuiz = (quiz: AskedQuiz) => answeredQuizzes.claim(claimKey(quiz), QUIZ_CLAIM_MS)
export const isQuizClaimed = async (quiz: AskedQuiz) => (await answeredQuizzes.get(claimKey(quiz))) !== undefined
