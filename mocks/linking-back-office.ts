import { randomUUID } from 'node:crypto'
import type {
  IdentityQuiz,
  IdentityQuizAnswers,
  LinkType,
  PrescriptionLookupRequest,
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

const choiceId = (questionId: string, index: number) => `${questionId}-C${index + 1}`

type LinkingState = {
  failedLookups: number
  found: Set<string>
  verified: Set<string>
  quizzes: Map<string, string>
}

/** The linking half of the simulated pharmacy: patient records without a link, lookups, the identity quiz, links. */
let states = new Map<string, LinkingState>()
let records = seedPatientRecords()
let newPatientRequests: Array<{ userId: string; requestId: string; request: unknown; key: string | null }> = []

export function resetLinkingBackOffice() {
  states = new Map()
  records = seedPatientRecords()
  newPatientRequests = []
}

/** A new patient's account holder has no patient number: their quiz is tied to the user. */
export const newPatientSubject = (userId: string) => `NEW:${userId}`

function stateOf(userId: string) {
  let state = states.get(userId)
  if (!state) {
    state = { failedLookups: 0, found: new Set(), verified: new Set(), quizzes: new Map() }
    states.set(userId, state)
  }
  return state
}

const digits = (text: string | null | undefined) => (text ?? '').replace(/\D/g, '')
const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase()

/** The record a lookup names: a record is found only as what it is (an adult as SELF, a child, a pet). */
function recordMatching(request: PrescriptionLookupRequest): PatientRecord | undefined {
  return records.find(({ patient, prescriptions }) => {
    if (patient.relationshipType !== request.type) return false
    const prescription = prescriptions.find((candidate) => candidate.rxNumber === request.rxNumber)
    if (!prescription) return false
    const store = seedFacilities().find((facility) => facility.facilityId === prescription.fillLocation)
    // A retail prescription is found with its pharmacy's phone; a mail-order one without.
    if (prescription.isRetail && digits(store?.phone) !== digits(request.facilityPhone)) return false
    return (
      same(patient.firstName, request.firstName) &&
      same(patient.lastName, request.lastName) &&
      patient.dateOfBirth === request.dateOfBirth
    )
  })
}

export const linkingBackOffice = {
  lookup(userId: string, request: PrescriptionLookupRequest) {
    const state = stateOf(userId)
    if (state.failedLookups >= LOOKUP_ATTEMPTS) return { result: 'LOCKED' as const }
    const record = recordMatching(request)
    if (!record) {
      state.failedLookups += 1
      return { result: state.failedLookups >= LOOKUP_ATTEMPTS ? ('LOCKED' as const) : ('NOT_FOUND' as const) }
    }
    state.failedLookups = 0
    state.found.add(record.patient.patientNumber)
    return { result: 'FOUND' as const, patientNumber: record.patient.patientNumber }
  },
  /** A new quiz for a record the user found; the ids tie the answers to it. */
  quiz(userId: string, patientNumber: string): IdentityQuiz | undefined {
    if (!records.some((record) => record.patient.patientNumber === patientNumber)) return undefined
    return this.quizAbout(userId, patientNumber)
  },
  /** A quiz about anyone (a new patient's account holder too): the same questions, tied to `subject`. */
  quizAbout(userId: string, subject: string): IdentityQuiz {
    const patientNumber = subject
    const quizId = randomUUID()
    stateOf(userId).quizzes.set(quizId, patientNumber)
    return {
      lexId: `LX${patientNumber}`,
      quizId,
      transactionId: randomUUID(),
      status: 'READY',
      failed: false,
      personNotFound: false,
      locked: false,
      questions: QUIZ.map((question, sequence) => ({
        sequenceId: sequence + 1,
        questionId: question.questionId,
        text: question.text,
        choices: question.choices.map((text, index) => ({ choiceId: choiceId(question.questionId, index), text })),
      })),
    }
  },
  answer(userId: string, answers: IdentityQuizAnswers) {
    const state = stateOf(userId)
    const patientNumber = state.quizzes.get(answers.quizId)
    if (!patientNumber) return { authenticationResult: 'FAIL' as const }
    state.quizzes.delete(answers.quizId)
    const right = QUIZ.every((question) =>
      answers.selectedChoices.some(
        (selected) =>
          selected.questionId === question.questionId &&
          selected.choiceId === choiceId(question.questionId, question.choices.indexOf(question.answer as never)),
      ),
    )
    if (!right) return { authenticationResult: 'FAIL' as const }
    state.verified.add(patientNumber)
    return { authenticationResult: 'PASS' as const }
  },
  /**
   * Links a record: the user's own once they passed its quiz (it becomes their account, as its SELF patient), or a
   * child's or pet's they found, into the account they already have.
   */
  link(userId: string, patientNumber: string, type: LinkType) {
    const record = records.find((candidate) => candidate.patient.patientNumber === patientNumber)
    const state = stateOf(userId)
    if (!record) return false
    if (type === 'SELF') {
      if (!state.verified.has(patientNumber)) return false
      pharmacyBackOffice.openAccount(userId, {
        accountNumber: record.patient.accountNumber ?? record.patient.patientNumber,
        patients: [{ ...structuredClone(record.patient), relationshipType: 'SELF' }],
        prescriptions: structuredClone(record.prescriptions),
        notifications: {},
        cart: [],
      })
      return true
    }
    const account = pharmacyBackOffice.account(userId)
    if (!account || !state.found.has(patientNumber) || (type !== 'CHILD' && type !== 'PET')) return false
    if (account.patients.some((patient) => patient.patientNumber === patientNumber)) return true
    account.patients.push({ ...structuredClone(record.patient), relationshipType: type, isPrimaryOnAccount: false })
    account.prescriptions.push(...structuredClone(record.prescriptions))
    return true
  },
  isSelfLinked(userId: string) {
    return Boolean(pharmacyBackOffice.account(userId)?.patients.some((patient) => patient.relationshipType === 'SELF'))
  },
  /** A new-patient request, once its account holder passed the quiz. */
  receiveNewPatients(userId: string, request: unknown, key: string | null) {
    if (!stateOf(userId).verified.has(newPatientSubject(userId))) return undefined
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
  },
}
