import { HttpResponse, http, type HttpResponseResolver } from 'msw'
import {
  LINK_TYPES,
  RX_LINK_PATHS,
  type IdentityQuizAnswers,
  type PatientMatchRequest,
  type PrescriptionLookupRequest,
  type PrescriptionVerifyRequest,
  type RelationshipUpdate,
} from '#app/upstream/rx-link-api.schema.ts'
import { backOffice } from '../back-office.ts'
import { linkingBackOffice, holderSubject } from '../linking-back-office.ts'
import { scenarioOf, type ScenarioName } from '../scenarios.ts'
import { upstreamUrl } from '../upstream-urls.ts'

const rx = (path: string) => upstreamUrl('rx', path)

/** A call of a signed-in customer (linking needs no pharmacy account yet): 401 without a live token. */
function customerCall(
  handle: (userId: string, request: Request, scenario: ScenarioName) => Response | Promise<Response>,
): HttpResponseResolver {
  return async ({ request }) => {
    const account = backOffice.accountForAuthorization(request.headers.get('authorization'))
    if (!account) return HttpResponse.json({ errorCode: 'UNAUTHORIZED' }, { status: 401 })
    return handle(account.userId, request, scenarioOf(request))
  }
}

async function bodyOf<T>(request: Request) {
  return ((await request.json().catch(() => ({}))) ?? {}) as Partial<T>
}

export const linkingHandlers = [
  http.post(
    rx(RX_LINK_PATHS.prescriptionLookup),
    customerCall(async (userId, request, scenario) => {
      if (scenario === 'link-lookup-error') return HttpResponse.json({ code: 'LOOKUP-500' }, { status: 500 })
      if (scenario === 'link-lookup-not-found') return HttpResponse.json({ result: 'NOT_FOUND' })
      if (scenario === 'link-lookup-locked') return HttpResponse.json({ result: 'LOCKED' })
      const body = await bodyOf<PrescriptionLookupRequest>(request)
      if (typeof body.rxNumber !== 'string' || typeof body.firstName !== 'string')
        return HttpResponse.json({ detail: 'rxNumber and the patient are required' }, { status: 400 })
      return HttpResponse.json(
        linkingBackOffice.lookup(userId, {
          type: body.type ?? 'SELF',
          rxNumber: body.rxNumber,
          facilityPhone: body.facilityPhone,
          firstName: body.firstName,
          lastName: String(body.lastName ?? ''),
          dateOfBirth: String(body.dateOfBirth ?? ''),
        }),
      )
    }),
  ),
  http.get(
    rx(RX_LINK_PATHS.isCustomerSelfLinked),
    customerCall((userId, _request, scenario) =>
      HttpResponse.json({ selfLinked: scenario === 'link-already-linked' || linkingBackOffice.isSelfLinked(userId) }),
    ),
  ),
  http.get(
    rx('/rx-security-api/idm/quiz/:patientNumber'),
    customerCall((userId, request, scenario) => {
      if (scenario === 'idm-error') return HttpResponse.json({ code: 'IDM-500' }, { status: 500 })
      if (scenario === 'idm-locked') return HttpResponse.json({ locked: true, questions: [] })
      if (scenario === 'idm-not-found') return HttpResponse.json({ personNotFound: true, questions: [] })
      const patientNumber = new URL(request.url).pathname.split('/').pop() ?? ''
      const quiz = linkingBackOffice.quiz(userId, decodeURIComponent(patientNumber))
      return quiz ? HttpResponse.json(quiz) : HttpResponse.json({ detail: 'No quiz for this patient' }, { status: 404 })
    }),
  ),
  http.post(
    rx(RX_LINK_PATHS.identityQuizFor),
    customerCall(async (userId, request, scenario) => {
      if (scenario === 'idm-error') return HttpResponse.json({ code: 'IDM-500' }, { status: 500 })
      if (scenario === 'idm-locked') return HttpResponse.json({ locked: true, questions: [] })
      if (scenario === 'idm-not-found') return HttpResponse.json({ personNotFound: true, questions: [] })
      const body = await bodyOf<{ firstName: string; dateOfBirth: string }>(request)
      if (typeof body.firstName !== 'string' || typeof body.dateOfBirth !== 'string')
        return HttpResponse.json({ detail: 'The person to quiz is required' }, { status: 400 })
      return HttpResponse.json(linkingBackOffice.quizAbout(userId, holderSubject(userId)))
    }),
  ),
  http.post(
    rx(RX_LINK_PATHS.createPatients),
    customerCall(async (userId, request, scenario) => {
      if (scenario === 'new-patient-401') return HttpResponse.json({ errorCode: 'UNAUTHORIZED' }, { status: 401 })
      if (scenario === 'new-patient-error')
        return HttpResponse.json(
          { success: false, message: 'We could not accept this request. Please call your pharmacy.' },
          { status: 400 },
        )
      const body = await bodyOf<{ patients: unknown[] }>(request)
      if (!Array.isArray(body.patients) || body.patients.length === 0)
        return HttpResponse.json({ success: false, message: 'At least one patient is required.' }, { status: 400 })
      const requestId = linkingBackOffice.receiveNewPatients(userId, body, request.headers.get('idempotency-key'))
      return requestId
        ? HttpResponse.json({ success: true, requestId })
        : HttpResponse.json({ success: false, message: 'The account holder is not verified.' }, { status: 400 })
    }),
  ),
  http.post(
    rx(RX_LINK_PATHS.identityQuizAnswers),
    customerCall(async (userId, request, scenario) => {
      const body = await bodyOf<IdentityQuizAnswers>(request)
      if (typeof body.quizId !== 'string' || !Array.isArray(body.selectedChoices))
        return HttpResponse.json({ detail: 'quizId and selectedChoices are required' }, { status: 400 })
      // A forced verdict leaves the person unverified, whatever the answers.
      if (scenario === 'idm-fail') return HttpResponse.json({ authenticationResult: 'FAIL' })
      if (scenario === 'idm-pending') return HttpResponse.json({ authenticationResult: 'PENDING' })
      const result = linkingBackOffice.answer(
        userId,
        {
          lexId: String(body.lexId ?? ''),
          quizId: body.quizId,
          transactionId: String(body.transactionId ?? ''),
          selectedChoices: body.selectedChoices,
        },
        { followUp: scenario === 'idm-follow-up' },
      )
      return HttpResponse.json(result)
    }),
  ),
  // The three ways a record is linked (prescription, prescriber, patient) answer alike.
  ...[RX_LINK_PATHS.prescriptionLink, RX_LINK_PATHS.prescriberLink, RX_LINK_PATHS.patientLink].map((path) =>
    http.post(
      rx(path),
      customerCall(async (userId, request, scenario) => {
        if (scenario === 'link-error') return HttpResponse.json({ code: 'LINK-500' }, { status: 500 })
        const body = await bodyOf<{ patientNumber: string; type: string; email: string; grantorEmailAddress: string }>(
          request,
        )
        const type = LINK_TYPES.find((candidate) => candidate === body.type) ?? 'SELF'
        return linkingBackOffice.link(userId, String(body.patientNumber ?? ''), type, {
          email: body.email,
          grantorEmailAddress: body.grantorEmailAddress,
        })
          ? HttpResponse.json({ linked: true })
          : HttpResponse.json({ detail: 'The patient could not be linked to this account.' }, { status: 400 })
      }),
    ),
  ),
  http.post(
    rx(RX_LINK_PATHS.patientMatches),
    customerCall(async (userId, request, scenario) => {
      if (scenario === 'patient-lookup-error') return HttpResponse.json({ code: 'MATCH-500' }, { status: 500 })
      if (scenario === 'patient-lookup-not-found') return HttpResponse.json({ exactMatchFound: false })
      const body = await bodyOf<PatientMatchRequest>(request)
      if (typeof body.firstName !== 'string' || typeof body.dateOfBirth !== 'string')
        return HttpResponse.json({ detail: 'The patient is required' }, { status: 400 })
      const match = linkingBackOffice.matchPatient(userId, {
        firstName: body.firstName,
        lastName: String(body.lastName ?? ''),
        dateOfBirth: body.dateOfBirth,
        address1: String(body.address1 ?? ''),
        city: String(body.city ?? ''),
        state: String(body.state ?? ''),
        zipCode: String(body.zipCode ?? ''),
        phoneNum: body.phoneNum,
        email: body.email,
      })
      return scenario === 'patient-lookup-417' || 'locked' in match
        ? HttpResponse.json(
            { detail: 'Too many unsuccessful searches. Please try again in 30 minutes or call your pharmacy.' },
            { status: 417 },
          )
        : HttpResponse.json(match)
    }),
  ),
  http.get(
    rx(RX_LINK_PATHS.prescriberQuiz),
    customerCall((userId, request, scenario) => {
      if (scenario === 'prescriber-quiz-error') return HttpResponse.json({ code: 'PRESCRIBER-500' }, { status: 500 })
      const quiz = linkingBackOffice.prescriberQuiz(
        userId,
        new URL(request.url).searchParams.get('patientNumber') ?? '',
      )
      return quiz ? HttpResponse.json(quiz) : HttpResponse.json({ detail: 'No prescriber quiz' }, { status: 404 })
    }),
  ),
  http.post(
    rx(RX_LINK_PATHS.prescriberQuiz),
    customerCall(async (userId, request, scenario) => {
      if (scenario === 'prescriber-fail') return HttpResponse.json({ verificationResult: 'FAIL' })
      if (scenario === 'prescriber-timeout') return HttpResponse.json({ verificationResult: 'TIMED_OUT' })
      const body = await bodyOf<{ patientNumber: string; prescriberNumber: string }>(request)
      const verificationResult = linkingBackOffice.answerPrescriberQuiz(userId, {
        patientNumber: String(body.patientNumber ?? ''),
        prescriberNumber: String(body.prescriberNumber ?? ''),
      })
      return HttpResponse.json({ verificationResult })
    }),
  ),
  http.post(
    rx(RX_LINK_PATHS.prescriptionVerify),
    customerCall(async (userId, request, scenario) => {
      if (scenario === 'prescription-verify-error') return HttpResponse.json({ code: 'VERIFY-500' }, { status: 500 })
      if (scenario === 'prescription-verify-not-found') return HttpResponse.json({ result: 'NOT_FOUND' })
      if (scenario === 'prescription-verify-locked') return HttpResponse.json({ result: 'LOCKED' })
      const body = await bodyOf<PrescriptionVerifyRequest>(request)
      if (typeof body.rxNumber !== 'string' || typeof body.patientNumber !== 'string')
        return HttpResponse.json({ detail: 'rxNumber and patientNumber are required' }, { status: 400 })
      const result = linkingBackOffice.verifyPrescription(userId, {
        patientNumber: body.patientNumber,
        type: 'SELF',
        rxNumber: body.rxNumber,
        facilityPhone: body.facilityPhone,
      })
      return HttpResponse.json({ result })
    }),
  ),
  http.get(
    rx(RX_LINK_PATHS.relationships),
    customerCall((userId) => HttpResponse.json(linkingBackOffice.relationshipsOf(userId))),
  ),
  http.put(
    rx(RX_LINK_PATHS.relationship),
    customerCall(async (userId, request, scenario) => {
      if (scenario === 'relationship-update-error') return HttpResponse.json({ code: 'REL-500' }, { status: 500 })
      const body = await bodyOf<RelationshipUpdate>(request)
      if (
        typeof body.patientNumber !== 'string' ||
        typeof body.relationshipType !== 'string' ||
        typeof body.relationshipRequestStatus !== 'string'
      )
        return HttpResponse.json({ detail: 'patientNumber, relationshipType and status are required' }, { status: 400 })
      const outcome = linkingBackOffice.updateRelationship(userId, body as RelationshipUpdate)
      if (outcome === 'not-found') return HttpResponse.json({ detail: 'No such relationship' }, { status: 404 })
      if (outcome === 'conflict')
        return HttpResponse.json({ detail: 'The relationship cannot change that way' }, { status: 409 })
      return HttpResponse.json({})
    }),
  ),
  http.get(
    rx(RX_LINK_PATHS.customerStatus),
    customerCall((userId, _request, scenario) => {
      if (scenario === 'customer-status-error') return HttpResponse.json({ code: 'STATUS-500' }, { status: 500 })
      const status = linkingBackOffice.status(userId)
      if (scenario === 'customer-status-locked') return HttpResponse.json({ ...status, accountLockedForLinking: true })
      if (scenario === 'customer-status-pending')
        return HttpResponse.json({ ...status, linkStatus: 'ONLY_UNAPPROVED_LINKS' })
      if (scenario === 'ciam-email-unconfirmed') return HttpResponse.json({ ...status, emailConfirmed: false })
      if (scenario === 'ciam-account-locked') return HttpResponse.json({ ...status, accountLockStatus: 'LOCKED' })
      return HttpResponse.json(status)
    }),
  ),
  http.post(
    rx(RX_LINK_PATHS.challengeQuestions),
    customerCall(() => HttpResponse.json({})),
  ),
  http.post(
    rx(RX_LINK_PATHS.mockUnlink),
    customerCall((userId) => {
      linkingBackOffice.unlink(userId)
      return HttpResponse.json({})
    }),
  ),
]
