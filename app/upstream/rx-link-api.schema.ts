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
  /** Linking oneself without a prescription number: find the record from the person's details. */
  patientMatches: '/rx-security-api/patient-matches',
  /** The prescriber quiz: GET asks (which of these prescribers is yours), POST answers. */
  prescriberQuiz: '/rx-security-api/prescriber/quiz',
  prescriberLink: '/rx-security-api/prescriber/link',
  /** Customer verification by a prescription number, for a record found by patient lookup. */
  prescriptionVerify: '/rx-security-api/prescription/verify',
  patientLink: '/rx-security-api/patient/link',
  customerStatus: '/rx-security-api/customer/status',
  relationships: '/rx-security-api/customer/relationships',
  /** PUT: answers, cancels, removes, or sets the expiry of one relationship. */
  relationship: '/rx-security-api/customer/relationship',
  isCustomerSelfLinked: '/rx-security-api/is-customer-self-linked',
  challengeQuestions: '/rx-security-api/challenge-questions',
  /** Mocks only: takes a user's pharmacy link away again (a test's fresh start). */
  mockUnlink: '/rx-security-api/mock/unlink',
} as const

/** The patient types a link can add (spec 2 section 3 'Linking flow'). */
export const LINK_TYPES = ['SELF', 'CHILD', 'PET', 'OTHER_ADULT', 'CAREGIVER', 'MANAGED_ADULT'] as const
export type LinkType = (typeof LINK_TYPES)[number]

/** POST prescription/lookup (spec 2 'Lookup form'): trimmed, dashes stripped, rxType replaced by `type`. */
export type PrescriptionLookupRequest = {
  type: LinkType
  rxNumber: string
  facilityPhone?: string
  firstName: string
  lastName: string
  /** Not sent for a caregiver (spec 2 section 5). */
  dateOfBirth?: string
}

const PRESCRIPTION_LOOKUP_RESULTS = ['FOUND', 'NOT_FOUND', 'LOCKED'] as const
export const prescriptionLookupResponseSchema = z.object({
  result: z.enum(PRESCRIPTION_LOOKUP_RESULTS),
  patientNumber: z.string().max(20).nullish(),
})

// Bounded so that the quiz asked (its ids), which the linking flow keeps, stays small: 8 questions of 6 choices.
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

/**
 * POST patient-matches (spec 2 section 7): the record matching the person, when exactly one does. The address is
 * the 'Lookup form' address fields of spec 2 section 3 (decision 0080).
 */
export type PatientMatchRequest = {
  firstName: string
  lastName: string
  dateOfBirth: string
  address1: string
  address2?: string
  city: string
  state: string
  zipCode: string
  phoneNum?: string
  email?: string
}
export const patientMatchSchema = z.object({
  exactMatchFound: z.boolean(),
  patientNumber: z.string().max(20).nullish(),
})

/** GET prescriber/quiz (spec 2 'Prescriber quiz'): the prescribers to choose from. */
export const prescriberQuizSchema = z.object({
  options: z
    .array(
      z.object({ prescriberNumber: z.string().max(24), firstName: z.string().max(50), lastName: z.string().max(50) }),
    )
    .max(8),
})
export type PrescriberOption = z.infer<typeof prescriberQuizSchema>['options'][number]

/** POST prescriber/quiz: whether the prescriber chosen is one of the patient's; TIMED_OUT when the pharmacy's clock ran out. */
export const prescriberVerificationSchema = z.object({
  verificationResult: z.enum(['PASS', 'FAIL', 'TIMED_OUT']),
})

/** POST prescription/verify: the prescription number (and store phone) checked against the record found. */
export type PrescriptionVerifyRequest = {
  patientNumber: string
  type: LinkType
  rxNumber: string
  facilityPhone?: string
}
export const prescriptionVerifySchema = z.object({ result: z.enum(PRESCRIPTION_LOOKUP_RESULTS) })

/** GET customer/status (spec 2 'Customer status'): where a signed-in customer without a verified link goes. */
export const customerStatusSchema = z.object({
  linkStatus: z.enum(['NO_LINKS', 'APPROVED_LINKS', 'ONLY_UNAPPROVED_LINKS']),
  selfLinked: z.boolean(),
  knownMachine: z.boolean().nullish(),
  identityVerified: z.boolean().nullish(),
  verificationLocked: z.boolean().nullish(),
  accountLockedForLinking: z.boolean().nullish(),
  customerVerified: z.boolean().nullish(),
  emailConfirmed: z.boolean().nullish(),
  accountLockStatus: z.enum(['LOCKED', 'UNLOCKED']).nullish(),
})
export type CustomerStatus = z.infer<typeof customerStatusSchema>

/** POST prescription/link: the record and its type; another adult's email, a managed adult's grantor email. */
export type PrescriptionLinkRequest = {
  patientNumber: string
  type: LinkType
  email?: string
  grantorEmailAddress?: string
}

/** Spec 2 'Relationships': request statuses and kinds. */
export const RELATIONSHIP_STATUSES = ['PENDING', 'APPROVED', 'CANCELLED', 'REVOKED', 'EXPIRED', 'DENIED'] as const
export type RelationshipStatus = (typeof RELATIONSHIP_STATUSES)[number]
const dateField = z.string().max(30).nullish()

const relationshipSchema = z.object({
  patientNumber: z.string().max(20),
  customerId: z.string().max(60).nullish(),
  name: z.string().max(120),
  relationshipRequestStatus: z.enum(RELATIONSHIP_STATUSES),
  relationshipType: z.enum(LINK_TYPES),
  requestType: z.enum(['MANAGE', 'ACCESS']).nullish(),
  accessExpiryDate: dateField,
  accessGrantedDate: dateField,
  accessRequestedDate: dateField,
})

/**
 * GET customer/relationships (decision 0064): `relationships`, the customer's own requests to see, care for or
 * manage another adult, and their answers; `accessToCustomer`, other customers' requests for the customer's records,
 * and the access the customer gave (the entry's `customerId` is the other customer's).
 */
export const relationshipsSchema = z.object({
  relationships: z.array(relationshipSchema).max(100),
  accessToCustomer: z.array(relationshipSchema).max(100).default([]),
})
export type Relationship = z.infer<typeof relationshipSchema>
export type Relationships = z.infer<typeof relationshipsSchema>

/** PUT customer/relationship (spec 2 section 7): the relationship named as the pharmacy named it, and its new state. */
export type RelationshipUpdate = {
  patientNumber: string
  customerId?: string
  relationshipRequestStatus: RelationshipStatus
  relationshipType: LinkType
  accessExpiryDate?: string
}

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
