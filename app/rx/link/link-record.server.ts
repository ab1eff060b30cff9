import { isUpstreamError, upstreamDetail, upstreamFailureStatus } from '#app/upstream/errors.ts'
import { withoutSignOut, type UpstreamClient } from '#app/upstream/request.server.ts'
import { fetchPatients, saveCommunicationPreferences } from '#app/upstream/rx-api.server.ts'
import type { Patient } from '#app/upstream/rx-api.schema.ts'
import { linkPrescription, submitChallengeQuestions } from '#app/upstream/rx-link-api.server.ts'
import type { LookupPatientType } from '#app/rx/shared/rx-form-rules.ts'
import { LINK_PATHS } from './link-paths.ts'
import type { Language } from '#app/i18n/language.ts'
import { linkAnswers } from './link.messages.server.ts'

type LinkCall = (client: UpstreamClient) => Promise<{ linked: boolean; detail?: string | null }>

/**
 * Links a record (by prescription, prescriber or patient): nothing once linked, else what to tell the customer (spec
 * 2 section 8: the server's detail for a refusal, else 'Sorry, we couldn't link you at this time. Please try again.')
 * and the answer's status.
 */
export async function linkRecord(client: UpstreamClient, link: LinkCall, language: Language) {
  const failed = linkAnswers(language)('linkFailed')
  try {
    const linked = await link(client)
    return linked.linked ? undefined : { message: linked.detail ?? failed, status: 400 }
  } catch (error) {
    if (!isUpstreamError(error)) throw error
    const detail = error.status && error.status < 500 ? upstreamDetail(error) : undefined
    return { message: detail ?? failed, status: upstreamFailureStatus(error) }
  }
}

/** Someone else's record found: their type, and the email an adult is asked at. */
export type OtherPatient = {
  patientNumber: string
  type: Exclude<LookupPatientType, 'SELF'>
  email?: string
  grantorEmailAddress?: string
}

/** Links another patient's record (an adult's link waits for their approval), by prescription, then its housekeeping. */
export async function linkOtherPatient(client: UpstreamClient, patient: OtherPatient, language: Language) {
  const refused = await linkRecord(
    client,
    (c) =>
      linkPrescription(c, {
        patientNumber: patient.patientNumber,
        type: patient.type,
        ...(patient.email ? { email: patient.email } : {}),
        ...(patient.grantorEmailAddress ? { grantorEmailAddress: patient.grantorEmailAddress } : {}),
      }),
    language,
  )
  if (!refused) await afterLinking(client, patient.patientNumber, patient.type)
  return refused
}

const hasTenDigits = (entry: Patient['mobilePhone']) =>
  Boolean(entry && `${entry.phone.areaCode}${entry.phone.phoneNumber}`.replace(/\D/g, '').length === 10)

/**
 * A self link's notification settings follow the record's phones (spec 2 section 4, 'set from phone'): texts to a
 * mobile, else calls to the home phone, else neither. Email is left for the customer to choose.
 */
async function notificationsFromPhone(client: UpstreamClient, patientNumber: string) {
  const self = (await fetchPatients(client)).find((patient) => patient.patientNumber === patientNumber)
  const mobile = hasTenDigits(self?.mobilePhone)
  const home = hasTenDigits(self?.homePhone)
  await saveCommunicationPreferences(client, patientNumber, {
    notifyByText: mobile,
    notifyByEmail: false,
    notifyByVoice: !mobile && home,
    voiceNotificationPreference: mobile ? 'MOBILE' : home ? 'HOME' : 'UNKNOWN',
  })
}

/**
 * After a link (spec 2 section 4): the challenge questions for the patient linked, and for oneself the notification
 * settings. The link is made, so a failure here (the request layer reports it), a refused token included, must not
 * undo it or end the sign-in.
 */
export async function afterLinking(client: UpstreamClient, patientNumber: string, type: LookupPatientType) {
  const housekeeping = withoutSignOut(client)
  const followUps = [
    submitChallengeQuestions(housekeeping, patientNumber),
    ...(type === 'SELF' ? [notificationsFromPhone(housekeeping, patientNumber)] : []),
  ]
  await Promise.all(
    followUps.map((call) =>
      call.catch((error: unknown) => {
        if (!isUpstreamError(error)) throw error
      }),
    ),
  )
}

/** Where a link ends (spec 2 section 4): patient access for a managed adult, else the patient profile. */
export const landingAfterLink = (type: LookupPatientType) =>
  type === 'MANAGED_ADULT' ? LINK_PATHS.patientAccess : LINK_PATHS.linked
