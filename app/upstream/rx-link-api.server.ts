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
  type IdentityQuizAnswers,
  type LinkType,
  type PrescriptionLookupRequest,
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

export function linkPrescription(client: UpstreamClient, link: { patientNumber: string; type: LinkType }) {
  return client.post('rx', RX_LINK_PATHS.prescriptionLink, linkResponseSchema, { body: link })
}

/** After a link (spec 2 section 4): the challenge questions are submitted for the patient linked. */
export function submitChallengeQuestions(client: UpstreamClient, patientNumber: string) {
  return client.post('rx', RX_LINK_PATHS.challengeQuestions, ignoredLinkResponseSchema, { body: { patientNumber } })
}

/** After a self link (spec 2 section 4): the notification settings the pharmacy starts the patient with. */
export function saveNotificationSettings(
  client: UpstreamClient,
  patientNumber: string,
  settings: { notifyByText: boolean; notifyByEmail: boolean; notifyByVoice: boolean },
) {
  return client.post('rx', RX_LINK_PATHS.notificationSettings(patientNumber), ignoredLinkResponseSchema, {
    body: settings,
    endpoint: '/rx/api/notification-settings/{patientNumber}',
  })
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
