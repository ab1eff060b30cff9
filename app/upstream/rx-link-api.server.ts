import type { UpstreamClient } from './request.server.ts'
import {
  RX_LINK_PATHS,
  identityQuizResultSchema,
  identityQuizSchema,
  ignoredLinkResponseSchema,
  linkResponseSchema,
  newPatientResponseSchema,
  type NewPatientRequest,
  type QuizSubject,
  prescriptionLookupResponseSchema,
  selfLinkedSchema,
  patientMatchSchema,
  prescriberQuizSchema,
  prescriberVerificationSchema,
  prescriptionVerifySchema,
  customerStatusSchema,
  relationshipsSchema,
  type PatientMatchRequest,
  type PrescriptionLinkRequest,
  type PrescriptionVerifyRequest,
  type IdentityQuizAnswers,
  type LinkType,
  type PrescriptionLookupRequest,
  type RelationshipUpdate,
} from './rx-link-api.schema.ts'

/** The linking calls of spec 2 section 7, one function each; patient numbers stay out of the logged endpoint. */
export function lookupPrescription(client: UpstreamClient, request: PrescriptionLookupRequest) {
  return client.post('rx', RX_LINK_PATHS.prescriptionLookup, prescriptionLookupResponseSchema, { body: request })
}

export async function isCustomerSelfLinked(client: UpstreamClient) {
  return (await client.get('rx', RX_LINK_PATHS.isCustomerSelfLinked, selfLinkedSchema)).selfLinked
}

export function fetchIdentityQuiz(client: UpstreamClient, patientNumber: string) {
  return client.get('rx', RX_LINK_PATHS.identityQuiz(patientNumber), identityQuizSchema, {
    endpoint: '/rx-security-api/idm/quiz/{patientNumber}',
  })
}

export function answerIdentityQuiz(client: UpstreamClient, answers: IdentityQuizAnswers) {
  return client.post('rx', RX_LINK_PATHS.identityQuizAnswers, identityQuizResultSchema, { body: answers })
}

export function linkPrescription(client: UpstreamClient, link: PrescriptionLinkRequest) {
  return client.post('rx', RX_LINK_PATHS.prescriptionLink, linkResponseSchema, { body: link })
}

/** A self link without a prescription number: the record matching the person's details. */
export function matchPatient(client: UpstreamClient, request: PatientMatchRequest) {
  return client.post('rx', RX_LINK_PATHS.patientMatches, patientMatchSchema, { body: request })
}

/** The prescribers offered for the record found: the patient number rides in the query, out of the logged endpoint. */
export function fetchPrescriberQuiz(client: UpstreamClient, patientNumber: string) {
  return client.get('rx', RX_LINK_PATHS.prescriberQuiz, prescriberQuizSchema, { query: { patientNumber } })
}

export function answerPrescriberQuiz(
  client: UpstreamClient,
  answer: { patientNumber: string; prescriberNumber: string },
) {
  return client.post('rx', RX_LINK_PATHS.prescriberQuiz, prescriberVerificationSchema, { body: answer })
}

export function linkByPrescriber(
  client: UpstreamClient,
  link: { patientNumber: string; prescriberNumber: string; type: LinkType },
) {
  return client.post('rx', RX_LINK_PATHS.prescriberLink, linkResponseSchema, { body: link })
}

export function verifyPrescription(client: UpstreamClient, request: PrescriptionVerifyRequest) {
  return client.post('rx', RX_LINK_PATHS.prescriptionVerify, prescriptionVerifySchema, { body: request })
}

export function linkPatient(client: UpstreamClient, link: { patientNumber: string; type: LinkType }) {
  return client.post('rx', RX_LINK_PATHS.patientLink, linkResponseSchema, { body: link })
}

export function fetchRelationships(client: UpstreamClient) {
  return client.get('rx', RX_LINK_PATHS.relationships, relationshipsSchema)
}

/** Nothing of the answer is read: the page reads the relationships again. */
export function updateRelationship(client: UpstreamClient, update: RelationshipUpdate) {
  return client.put('rx', RX_LINK_PATHS.relationship, ignoredLinkResponseSchema, { body: update })
}

export function fetchCustomerStatus(client: UpstreamClient) {
  return client.get('rx', RX_LINK_PATHS.customerStatus, customerStatusSchema)
}

/** After a link (spec 2 section 4): the challenge questions are submitted for the patient linked. */
export function submitChallengeQuestions(client: UpstreamClient, patientNumber: string) {
  return client.post('rx', RX_LINK_PATHS.challengeQuestions, ignoredLinkResponseSchema, { body: { patientNumber } })
}

export function startIdentityQuiz(client: UpstreamClient, subject: QuizSubject) {
  return client.post('rx', RX_LINK_PATHS.identityQuizFor, identityQuizSchema, { body: subject })
}

/** `key` names this one request: sent twice (a double click), the pharmacy keeps it once. */
export function createNewPatients(client: UpstreamClient, request: NewPatientRequest, key: string) {
  return client.post('rx', RX_LINK_PATHS.createPatients, newPatientResponseSchema, {
    body: request,
    headers: { 'idempotency-key': key },
  })
}
