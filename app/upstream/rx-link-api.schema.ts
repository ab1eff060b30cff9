import { z } from 'zod'

/** The linking calls of spec 2 section 7 (security base path), and the notification settings a self link sets. */
export const RX_LINK_PATHS = {
  prescriptionLookup: '/rx-security-api/prescription/lookup',
  identityQuiz: (patientNumber: string) => `/rx-security-api/idm/quiz/${encodeURIComponent(patientNumber)}`,
  identityQuizAnswers: '/rx-security-api/idm/quiz/answers',
  /** A quiz for someone the pharmacy does not know yet (a new patient's account holder), from their details. */
  identityQuizFor: '/rx-security-api/idm/quiz',
  createPatients: '/rx-security-api/customer/create/patients',
  prescriptionLink: '/rx-security-api/prescription/link',
  isCustomerSelfLinked: '/rx-security-api/is-customer-self-linked',
  challengeQuestions: '/rx-security-api/challenge-questions',
  notificationSettings: (patientNumber: string) => `/rx/api/notification-settings/${encodeURIComponent(patientNumber)}`,
  /** Mocks only: takes a user's pharmacy link away again (a test's fresh start). */
  mockUnlink: '/rx-security-api/mock/unlink',
} as const

/** The patient types a link can add (spec 2 section 3 'Linking flow'); self, a child and a pet so far. */
export const LINK_TYPES = ['SELF', 'CHILD', 'PET', 'OTHER_ADULT'] as const
export type LinkType = (typeof LINK_TYPES)[number]

/** POST prescription/lookup (spec 2 'Lookup form'): trimmed, dashes stripped, rxType replaced by `type`. */
export type PrescriptionLookupRequest = {
  type: LinkType
  rxNumber: string
  facilityPhone?: string
  firstName: string
  lastName: string
  dateOfBirth: string
}

const PRESCRIPTION_LOOKUP_RESULTS = ['FOUND', 'NOT_FOUND', 'LOCKED'] as const
export const prescriptionLookupResponseSchema = z.object({
  result: z.enum(PRESCRIPTION_LOOKUP_RESULTS),
  patientNumber: z.string().max(20).nullish(),
})

// Bounded so that the quiz asked (its ids) always fits the flow cookie: 8 questions of 6 choices.
const quizChoiceSchema = z.object({ choiceId: z.string().max(24), text: z.string().max(300) })
const quizQuestionSchema = z.object({
  sequenceId: z.number().int().nullish(),
  questionId: z.string().max(24),
  text: z.string().max(500),
  choices: z.array(quizChoiceSchema).max(6),
})

/** GET idm/quiz/{patientNumber} (spec 2 'Identity quiz'): the quiz, or the flags that block it. */
export const identityQuizSchema = z.object({
  lexId: z.string().max(80).nullish(),
  quizId: z.string().max(80).nullish(),
  transactionId: z.string().max(80).nullish(),
  // Always present, empty when the quiz is blocked: an answer without it is not a quiz at all.
  questions: z.array(quizQuestionSchema).max(8),
  status: z.string().max(40).nullish(),
  failed: z.boolean().default(false),
  personNotFound: z.boolean().default(false),
  locked: z.boolean().default(false),
})
export type IdentityQuiz = z.infer<typeof identityQuizSchema>

export type IdentityQuizAnswers = {
  lexId: string
  quizId: string
  transactionId: string
  selectedChoices: Array<{ questionId: string; choiceId: string }>
}

/** POST idm/quiz/answers: the result, and a follow-up quiz when the provider asks more. */
export const identityQuizResultSchema = z
  .object({
    authenticationResult: z.enum(['PASS', 'FAIL', 'PENDING']).nullish(),
    status: z.string().max(40).nullish(),
    quiz: identityQuizSchema.nullish(),
  })
  // A result or a status (TOO_MANY_REQUEST): a body with neither says nothing about the person.
  .refine((result) => Boolean(result.authenticationResult ?? result.status))

/** GET is-customer-self-linked: whether the customer already has their own record linked. */
export const selfLinkedSchema = z.object({ selfLinked: z.boolean() })

export const linkResponseSchema = z.object({ linked: z.boolean(), detail: z.string().max(300).nullish() })
export const ignoredLinkResponseSchema = z.unknown()

/** The person a new-patient quiz is about: the primary account holder's details. */
export type QuizSubject = {
  firstName: string
  lastName: string
  dateOfBirth: string
  address: { address1: string; address2?: string; city: string; state: string; zipCode: string }
}

/** POST customer/create/patients (spec 2 'New-patient form'). */
export type NewPatientRequest = {
  patients: Array<{
    type: 'NEW'
    firstName: string
    lastName: string
    dateOfBirth: string
    prescriptions: Array<{ type: 'NEW' | 'TRANSFER' | 'PAPER' }>
  }>
  shippingDetails: { address: string; address2?: string; city: string; state: string; zipCode: string }
}
export const newPatientResponseSchema = z.object({
  success: z.boolean(),
  message: z.string().max(300).nullish(),
  requestId: z.string().max(40).nullish(),
})
