import { randomUUID } from 'node:crypto'
import type {
  CustomerStatus,
  IdentityQuiz,
  IdentityQuizAnswers,
  LinkType,
  PatientMatchRequest,
  PrescriberOption,
  PrescriptionLookupRequest,
  PrescriptionVerifyRequest,
  Relationship,
  RelationshipStatus,
  RelationshipUpdate,
} from '#app/upstream/rx-link-api.schema.ts'
import { pharmacyBackOffice } from './pharmacy-back-office.ts'
import { seedFacilities, seedPatientRecords, type PatientRecord } from './pharmacy-seed.ts'

/** Wrong lookups a user may make before the pharmacy locks their linking (its own count, beside our limiter). */
const LOOKUP_ATTEMPTS = 5

/** The quiz's questions and their right answers (README 'Demo accounts'); G1Q1 is a placeholder the app answers. */
const QUIZ = [
  {
    questionId: 'Q1',
    text: 'Which of these streets have you lived on?',
    choices: ['Elm Street', 'Race Street', 'Oak Avenue', 'None of the above'],
    answer: 'Race Street',
  },
  {
    questionId: 'Q2',
    text: 'Which of these cities have you lived in?',
    choices: ['Dayton', 'Cincinnati', 'Toledo', 'None of the above'],
    answer: 'Cincinnati',
  },
  { questionId: 'G1Q1', text: 'Placeholder', choices: ['Placeholder'], answer: 'Placeholder' },
] as const

/** The follow-up quiz's one question (scenario idm-follow-up): 'Acme Tools' is right. */
const FOLLOW_UP_QUIZ = [
  {
    questionId: 'Q3',
    text: 'Which of these employers have you worked for?',
    choices: ['Acme Tools', 'Globex', 'Initech', 'None of the above'],
    answer: 'Acme Tools',
  },
] as const

type IdentityQuizResult = { authenticationResult: 'PASS' | 'FAIL' | 'PENDING'; quiz?: IdentityQuiz }

type QuizQuestion = { questionId: string; text: string; choices: readonly string[]; answer: string }

const choiceId = (questionId: string, index: number) => `${questionId}-C${index + 1}`

/** How long a quiz can be answered, as an identity provider's session lasts. */
export const QUIZ_LIFETIME_MS = 10 * 60 * 1000

/** A new quiz of these questions about `subject`; its id ties the answers to it. */
function quizOf(state: LinkingState, subject: string, questions: ReadonlyArray<QuizQuestion>): IdentityQuiz {
  const quizId = randomUUID()
  state.quizzes.set(quizId, { subject, questions, askedAt: Date.now() })
  return {
    lexId: `LX${subject}`,
    quizId,
    transactionId: randomUUID(),
    status: 'READY',
    failed: false,
    personNotFound: false,
    locked: false,
    questions: questions.map((question, sequence) => ({
      sequenceId: sequence + 1,
      questionId: question.questionId,
      text: question.text,
      choices: question.choices.map((text, index) => ({ choiceId: choiceId(question.questionId, index), text })),
    })),
  }
}

/** The prescribers the pharmacy knows: a record's own, and the others the prescriber quiz offers beside them. */
const PRESCRIBERS: PrescriberOption[] = [
  { prescriberNumber: 'PR1001', firstName: 'Priya', lastName: 'Patel' },
  { prescriberNumber: 'PR1002', firstName: 'Jordan', lastName: 'Kim' },
  { prescriberNumber: 'PR1003', firstName: 'Elena', lastName: 'Ortiz' },
  { prescriberNumber: 'PR1004', firstName: 'Samuel', lastName: 'Green' },
]

/** The pharmacy's own clock for a prescriber choice (spec 2 section 9: 3 minutes). */
const PRESCRIBER_CHOICE_MS = 3 * 60 * 1000

type LinkingState = {
  failedLookups: number
  failedVerifications: number
  found: Set<string>
  verified: Set<string>
  /** Quizzes asked, by id: whom they are about, and the questions they asked. */
  quizzes: Map<
    string,
    {
      subject: string
      questions: ReadonlyArray<QuizQuestion>
      askedAt: number
      answered?: true
    }
  >
  /** When each record's prescriber quiz was asked. */
  prescriberAsked: Map<string, number>
  /** Records the user proved with a prescription number or the prescriber (a patient lookup's second factor). */
  provenByPrescription: Set<string>
}

/** The linking half of the simulated pharmacy: patient records without a link, lookups, the identity quiz, links. */
let states = new Map<string, LinkingState>()
let records = seedPatientRecords()
let newPatientRequests: Array<{ userId: string; requestId: string; request: unknown; key: string | null }> = []
/** Requests to see, care for or manage another adult, by the user who asked. */
let relationships = new Map<string, Relationship[]>()

export function resetLinkingBackOffice() {
  states = new Map()
  records = seedPatientRecords()
  newPatientRequests = []
  relationships = new Map()
}

/** How a relationship may change: others' requests for the user's records, and the user's own requests. */
const INCOMING_CHANGES: Partial<Record<RelationshipStatus, RelationshipStatus[]>> = {
  PENDING: ['APPROVED', 'DENIED'],
  APPROVED: ['APPROVED', 'REVOKED'],
  EXPIRED: ['REVOKED'],
}
const OUTGOING_CHANGES: Partial<Record<RelationshipStatus, RelationshipStatus[]>> = {
  PENDING: ['CANCELLED'],
  APPROVED: ['REVOKED'],
  EXPIRED: ['REVOKED'],
}

/** The adult patient types: their records are adults' (SELF) records, and a link to them waits for their approval. */
const ADULT_LINKS: Partial<Record<LinkType, 'ACCESS' | 'MANAGE'>> = {
  OTHER_ADULT: 'ACCESS',
  CAREGIVER: 'MANAGE',
  MANAGED_ADULT: 'MANAGE',
}
const recordTypeOf = (type: LinkType) => (ADULT_LINKS[type] ? 'SELF' : type)

/**
 * An account holder without a record (a new patient's, or one linking someone else first) has no patient number:
 * their quiz is tied to the user.
 */
export const holderSubject = (userId: string) => `HOLDER:${userId}`

function stateOf(userId: string) {
  let state = states.get(userId)
  if (!state) {
    state = {
      failedLookups: 0,
      failedVerifications: 0,
      found: new Set(),
      verified: new Set(),
      quizzes: new Map(),
      prescriberAsked: new Map(),
      provenByPrescription: new Set(),
    }
    states.set(userId, state)
  }
  return state
}

const digits = (text: string | null | undefined) => (text ?? '').replace(/\D/g, '')
const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase()

/** Whether `record` holds the prescription named: a retail one with its pharmacy's phone, a mail-order one without. */
function holdsPrescription(record: PatientRecord, rxNumber: string, facilityPhone: string | undefined) {
  const prescription = record.prescriptions.find((candidate) => candidate.rxNumber === rxNumber)
  if (!prescription) return false
  const store = seedFacilities().find((facility) => facility.facilityId === prescription.fillLocation)
  return !prescription.isRetail || digits(store?.phone) === digits(facilityPhone)
}

const recordOf = (patientNumber: string) => records.find((record) => record.patient.patientNumber === patientNumber)

/** The record a lookup names: a record is found only as what it is (an adult as SELF, a child, a pet). */
function recordMatching(request: PrescriptionLookupRequest): PatientRecord | undefined {
  return records.find((record) => {
    const { patient } = record
    if (patient.relationshipType !== recordTypeOf(request.type)) return false
    if (!holdsPrescription(record, request.rxNumber, request.facilityPhone)) return false
    return (
      same(patient.firstName, request.firstName) &&
      same(patient.lastName, request.lastName) &&
      // A caregiver does not send the birth date (spec 2 section 5).
      (request.type === 'CAREGIVER' || patient.dateOfBirth === request.dateOfBirth)
    )
  })
}

/**
 * The adult whose name, birth date, address and (when given) phone match exactly one record. The address matches by
 * its ZIP code (its first 5 digits), which a customer writes one way only, unlike a street; a record with no address
 * on file is not checked (decision 0080).
 */
function adultMatching(request: PatientMatchRequest): PatientRecord | undefined {
  const zip = (zipCode: string) => zipCode.trim().slice(0, 5)
  const matches = records.filter(({ patient }) => {
    const phones = [patient.mobilePhone, patient.homePhone].map((entry) =>
      entry ? `${entry.phone.areaCode}${entry.phone.phoneNumber}` : '',
    )
    const zipCodes = patient.addresses.map((address) => zip(address.zipCode))
    return (
      patient.relationshipType === 'SELF' &&
      same(patient.firstName, request.firstName) &&
      same(patient.lastName, request.lastName) &&
      patient.dateOfBirth === request.dateOfBirth &&
      (zipCodes.length === 0 || zipCodes.includes(zip(request.zipCode))) &&
      (!request.phoneNum || phones.includes(digits(request.phoneNum)))
    )
  })
  return matches.length === 1 ? matches[0] : undefined
}

/** The pharmacy's lookup verdict, counting misses until the lock. */
function counted(state: LinkingState, record: PatientRecord | undefined) {
  if (!record) {
    state.failedLookups += 1
    return { result: state.failedLookups >= LOOKUP_ATTEMPTS ? ('LOCKED' as const) : ('NOT_FOUND' as const) }
  }
  state.failedLookups = 0
  state.found.add(record.patient.patientNumber)
  return { result: 'FOUND' as const, patientNumber: record.patient.patientNumber }
}

/**
 * The record becomes the user's own: their pharmacy account's SELF patient, in front of the patients they linked
 * before (a parent who added her son first), or a new account.
 */
function openOwnAccount(userId: string, record: PatientRecord) {
  const self = { ...structuredClone(record.patient), relationshipType: 'SELF' as const, isPrimaryOnAccount: true }
  const account = pharmacyBackOffice.account(userId)
  const others = (account?.patients ?? []).filter((patient) => patient.patientNumber !== self.patientNumber)
  const earlier = (account?.prescriptions ?? []).filter(
    (prescription) => prescription.patientNumber !== self.patientNumber,
  )
  pharmacyBackOffice.openAccount(userId, {
    accountNumber: account?.accountNumber ?? record.patient.accountNumber ?? record.patient.patientNumber,
    patients: [self, ...others],
    prescriptions: [...structuredClone(record.prescriptions), ...earlier],
    transactions: [
      ...structuredClone(record.transactions),
      ...(account?.transactions ?? []).filter((fill) => fill.patientNumber !== self.patientNumber),
    ],
    notifications: account?.notifications ?? {},
    cart: account?.cart ?? [],
  })
}

export const linkingBackOffice = {
  /** Records with no online account, which a guest can still refill (decision 0105's western store). */
  records() {
    return records
  },
  lookup(userId: string, request: PrescriptionLookupRequest) {
    const state = stateOf(userId)
    if (state.failedLookups >= LOOKUP_ATTEMPTS) return { result: 'LOCKED' as const }
    const found = counted(state, recordMatching(request))
    // Found by one of its prescription numbers: that proof is made.
    if (found.patientNumber) state.provenByPrescription.add(found.patientNumber)
    return found
  },
  /** patient-matches: locked users get a 417 with its reason (`locked`), as the pharmacy's own lock. */
  matchPatient(userId: string, request: PatientMatchRequest) {
    const state = stateOf(userId)
    if (state.failedLookups >= LOOKUP_ATTEMPTS) return { locked: true as const }
    const found = counted(state, adultMatching(request))
    return found.result === 'FOUND'
      ? { exactMatchFound: true, patientNumber: found.patientNumber }
      : found.result === 'LOCKED'
        ? { locked: true as const }
        : { exactMatchFound: false }
  },
  /** Which of these is your prescriber: asked once the user passed the identity quiz for the record. */
  prescriberQuiz(userId: string, patientNumber: string, now = Date.now()) {
    const state = stateOf(userId)
    if (!state.verified.has(patientNumber) || !recordOf(patientNumber)) return undefined
    state.prescriberAsked.set(patientNumber, now)
    return { options: PRESCRIBERS }
  },
  answerPrescriberQuiz(userId: string, answer: { patientNumber: string; prescriberNumber: string }, now = Date.now()) {
    const state = stateOf(userId)
    const askedAt = state.prescriberAsked.get(answer.patientNumber)
    const record = recordOf(answer.patientNumber)
    if (askedAt === undefined || !record) return 'FAIL' as const
    state.prescriberAsked.delete(answer.patientNumber)
    if (now - askedAt > PRESCRIBER_CHOICE_MS) return 'TIMED_OUT' as const
    const chosen = PRESCRIBERS.find((prescriber) => prescriber.prescriberNumber === answer.prescriberNumber)
    const theirs = record.prescriptions.some(
      ({ prescriber }) =>
        prescriber &&
        chosen &&
        same(prescriber.lastName, chosen.lastName) &&
        same(prescriber.firstName, chosen.firstName),
    )
    if (!theirs) return 'FAIL' as const
    state.provenByPrescription.add(answer.patientNumber)
    return 'PASS' as const
  },
  /** Customer verification: a prescription number of the record found by patient lookup. */
  verifyPrescription(userId: string, request: PrescriptionVerifyRequest) {
    const state = stateOf(userId)
    const record = recordOf(request.patientNumber)
    if (state.failedVerifications >= LOOKUP_ATTEMPTS) return 'LOCKED' as const
    if (
      !record ||
      !state.found.has(request.patientNumber) ||
      !holdsPrescription(record, request.rxNumber, request.facilityPhone)
    ) {
      state.failedVerifications += 1
      return state.failedVerifications >= LOOKUP_ATTEMPTS ? ('LOCKED' as const) : ('NOT_FOUND' as const)
    }
    state.failedVerifications = 0
    state.provenByPrescription.add(request.patientNumber)
    return 'FOUND' as const
  },
  /** GET customer/status, from what the user has linked and how their lookups went. */
  status(userId: string): CustomerStatus {
    const state = stateOf(userId)
    const account = pharmacyBackOffice.account(userId)
    return {
      linkStatus:
        account && account.patients.length > 0
          ? 'APPROVED_LINKS'
          : this.relationships(userId).length > 0
            ? 'ONLY_UNAPPROVED_LINKS'
            : 'NO_LINKS',
      selfLinked: this.isSelfLinked(userId),
      knownMachine: true,
      identityVerified: state.verified.size > 0,
      verificationLocked: state.failedVerifications >= LOOKUP_ATTEMPTS,
      accountLockedForLinking: state.failedLookups >= LOOKUP_ATTEMPTS,
      customerVerified: Boolean(account),
      emailConfirmed: true,
      accountLockStatus: 'UNLOCKED',
    }
  },
  /** A new quiz for a record the user found; the ids tie the answers to it. */
  quiz(userId: string, patientNumber: string): IdentityQuiz | undefined {
    if (!recordOf(patientNumber)) return undefined
    return this.quizAbout(userId, patientNumber)
  },
  /** A quiz about anyone (a new patient's account holder too): the same questions, tied to `subject`. */
  quizAbout(userId: string, subject: string): IdentityQuiz {
    return quizOf(stateOf(userId), subject, QUIZ)
  },
  /**
   * The verdict on a quiz's answers. A quiz id is single-use and expires, as a real provider's: a second answer, or
   * one after QUIZ_LIFETIME_MS, fails. With `followUp` (scenario idm-follow-up), right answers to the first quiz
   * bring one more question before the pass.
   */
  answer(userId: string, answers: IdentityQuizAnswers, { followUp = false, now = Date.now() } = {}) {
    const state = stateOf(userId)
    const asked = state.quizzes.get(answers.quizId)
    if (!asked || asked.answered || now - asked.askedAt > QUIZ_LIFETIME_MS)
      return { authenticationResult: 'FAIL' as const }
    asked.answered = true
    const right = asked.questions.every((question) =>
      answers.selectedChoices.some(
        (selected) =>
          selected.questionId === question.questionId &&
          selected.choiceId === choiceId(question.questionId, question.choices.indexOf(question.answer)),
      ),
    )
    const result: IdentityQuizResult = !right
      ? { authenticationResult: 'FAIL' }
      : followUp && asked.questions !== FOLLOW_UP_QUIZ
        ? { authenticationResult: 'PENDING', quiz: quizOf(state, asked.subject, FOLLOW_UP_QUIZ) }
        : { authenticationResult: 'PASS' }
    if (result.authenticationResult === 'PASS') state.verified.add(asked.subject)
    return result
  },
  /**
   * Links a record: the user's own once they passed its quiz (it becomes their account, as its SELF patient), or a
   * child's or pet's they found, into the account they already have.
   */
  link(
    userId: string,
    patientNumber: string,
    type: LinkType,
    emails: { email?: string; grantorEmailAddress?: string } = {},
  ) {
    const record = recordOf(patientNumber)
    const state = stateOf(userId)
    if (!record) return false
    if (type === 'SELF') {
      // Whichever way it was found, the record's identity quiz is passed and one of its prescriptions proved.
      if (!state.verified.has(patientNumber) || !state.provenByPrescription.has(patientNumber)) return false
      openOwnAccount(userId, record)
      return true
    }
    const account = pharmacyBackOffice.account(userId)
    // A customer without an account of their own passed the account holder's quiz.
    if (!state.found.has(patientNumber) || (!account && !state.verified.has(holderSubject(userId)))) return false
    const requestType = ADULT_LINKS[type]
    if (requestType) {
      // The adult is asked by email (the grantor's, for a managed adult): the request waits for their answer.
      if (!(type === 'MANAGED_ADULT' ? emails.grantorEmailAddress : type === 'OTHER_ADULT' ? emails.email : true))
        return false
      const asked = relationships.get(userId) ?? []
      if (
        !asked.some(
          (relationship) => relationship.patientNumber === patientNumber && relationship.relationshipType === type,
        )
      )
        asked.push({
          patientNumber,
          customerId: userId,
          name: `${record.patient.firstName} ${record.patient.lastName}`,
          relationshipRequestStatus: 'PENDING',
          relationshipType: type,
          requestType,
          accessRequestedDate: new Date().toISOString().slice(0, 10),
        })
      relationships.set(userId, asked)
      return true
    }
    const patient = { ...structuredClone(record.patient), relationshipType: type, isPrimaryOnAccount: false }
    if (!account) {
      // The customer's first link: an account around this patient.
      pharmacyBackOffice.openAccount(userId, {
        accountNumber: `A${record.patient.patientNumber}`,
        patients: [patient],
        prescriptions: structuredClone(record.prescriptions),
        transactions: structuredClone(record.transactions),
        notifications: {},
        cart: [],
      })
      return true
    }
    if (account.patients.some((candidate) => candidate.patientNumber === patientNumber)) return true
    account.patients.push(patient)
    account.prescriptions.push(...structuredClone(record.prescriptions))
    account.transactions = [...(account.transactions ?? []), ...structuredClone(record.transactions)]
    return true
  },
  /** The user's requests for other adults (kept: what the back office answers is what it holds). */
  relationships(userId: string) {
    const asked = relationships.get(userId) ?? []
    relationships.set(userId, asked)
    return asked
  },
  /**
   * GET customer/relationships: the user's requests (and the access other adults approved, which the account holds
   * with their records), and other customers' requests for the user's records.
   */
  relationshipsOf(userId: string) {
    const account = pharmacyBackOffice.account(userId)
    return {
      relationships: [...(account?.accessByCustomer ?? []), ...this.relationships(userId)],
      accessToCustomer: account?.accessToCustomer ?? [],
    }
  },
  /**
   * PUT customer/relationship: an answer, a cancellation, a removal or a new expiry, where the relationship's status
   * allows it. 'not-found' when the user has no such relationship, 'conflict' when it cannot change that way.
   */
  updateRelationship(userId: string, update: RelationshipUpdate): 'ok' | 'not-found' | 'conflict' {
    const account = pharmacyBackOffice.account(userId)
    const incoming = update.customerId
      ? account?.accessToCustomer?.find(
          (candidate) =>
            candidate.customerId === update.customerId &&
            candidate.patientNumber === update.patientNumber &&
            candidate.relationshipType === update.relationshipType,
        )
      : undefined
    const relationship =
      incoming ??
      this.relationshipsOf(userId).relationships.find(
        (candidate) =>
          candidate.patientNumber === update.patientNumber && candidate.relationshipType === update.relationshipType,
      )
    if (!relationship) return 'not-found'
    const allowed = (incoming ? INCOMING_CHANGES : OUTGOING_CHANGES)[relationship.relationshipRequestStatus] ?? []
    // A PUT is idempotent: the status a relationship has already (the same answer sent twice) is taken again.
    const repeated = update.relationshipRequestStatus === relationship.relationshipRequestStatus
    if (!repeated && !allowed.includes(update.relationshipRequestStatus)) return 'conflict'
    const today = new Date().toISOString().slice(0, 10)
    if (update.relationshipRequestStatus === 'APPROVED' && relationship.relationshipRequestStatus === 'PENDING')
      relationship.accessGrantedDate = today
    if (update.accessExpiryDate) relationship.accessExpiryDate = update.accessExpiryDate
    relationship.relationshipRequestStatus = update.relationshipRequestStatus
    // Access the user gave up: the other adult's record leaves the account, with its prescriptions.
    if (!incoming && account && update.relationshipRequestStatus === 'REVOKED')
      pharmacyBackOffice.removePatient(account, relationship.patientNumber, relationship.relationshipType)
    // An answered request is no longer news on the dashboard.
    if (incoming && account)
      for (const notifications of Object.values(account.notifications))
        notifications.accessNotifications = notifications.accessNotifications.filter(
          (notification) => !(notification.customerId === incoming.customerId && notification.type === 'PENDING'),
        )
    return 'ok'
  },
  isSelfLinked(userId: string) {
    return Boolean(pharmacyBackOffice.account(userId)?.patients.some((patient) => patient.relationshipType === 'SELF'))
  },
  /** A new-patient request, once its account holder passed the quiz. */
  receiveNewPatients(userId: string, request: unknown, key: string | null) {
    if (!stateOf(userId).verified.has(holderSubject(userId))) return undefined
    // The same request sent again (the same key) is the one already received.
    const again = key
      ? newPatientRequests.find((received) => received.userId === userId && received.key === key)
      : undefined
    if (again) return again.requestId
    const requestId = `NP${randomUUID().slice(0, 8).toUpperCase()}`
    newPatientRequests.push({ userId, requestId, request, key })
    return requestId
  },
  /** What the back office received, for tests. */
  newPatientRequests() {
    return newPatientRequests
  },
  /** Mocks only: the user's online link goes, and the lookups and quizzes start over. */
  unlink(userId: string) {
    pharmacyBackOffice.resetAccount(userId)
    states.delete(userId)
    relationships.delete(userId)
  },
}
