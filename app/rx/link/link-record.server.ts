import { isUpstreamError, upstreamFailureStatus } from '#app/upstream/errors.ts'
import type { UpstreamClient } from '#app/upstream/request.server.ts'
import { linkPrescription } from '#app/upstream/rx-link-api.server.ts'
import type { LookupPatientType } from '#app/rx/shared/rx-form-rules.ts'
import { LINK_PATHS } from './link-paths.ts'
import { LINK_TEXTS } from './link-texts.ts'

type LinkCall = (client: UpstreamClient) => Promise<{ linked: boolean; detail?: string | null }>

/** A refusal's detail as the pharmacy wrote it, when it is a short text. */
export function detailOf(body: unknown) {
  const detail = (body as { detail?: unknown } | null)?.detail
  return typeof detail === 'string' && detail.length <= 300 ? detail : undefined
}

/**
 * Links a record (by prescription, prescriber or patient): nothing once linked, else what to tell the customer (spec
 * 2 section 8: the server's detail for a refusal, else 'Sorry, we couldn't link you at this time. Please try again.')
 * and the answer's status.
 */
export async function linkRecord(client: UpstreamClient, link: LinkCall) {
  try {
    const linked = await link(client)
    return linked.linked ? undefined : { message: linked.detail ?? LINK_TEXTS.linkFailed, status: 400 }
  } catch (error) {
    if (!isUpstreamError(error)) throw error
    const detail = error.status && error.status < 500 ? detailOf(error.body) : undefined
    return { message: detail ?? LINK_TEXTS.linkFailed, status: upstreamFailureStatus(error) }
  }
}

/** Someone else's record found: their type, and the email an adult is asked at. */
export type OtherPatient = {
  patientNumber: string
  type: Exclude<LookupPatientType, 'SELF'>
  email?: string
  grantorEmailAddress?: string
}

/** Links another patient's record (an adult's link waits for their approval), by prescription. */
export function linkOtherPatient(client: UpstreamClient, patient: OtherPatient) {
  return linkRecord(client, (c) =>
    linkPrescription(c, {
      patientNumber: patient.patientNumber,
      type: patient.type,
      ...(patient.email ? { email: patient.email } : {}),
      ...(patient.grantorEmailAddress ? { grantorEmailAddress: patient.grantorEmailAddress } : {}),
    }),
  )
}

/** Where a link ends (spec 2 section 4): patient access for a managed adult, else the patient profile. */
export const landingAfterLink = (type: LookupPatientType) =>
  type === 'MANAGED_ADULT' ? LINK_PATHS.patientAccess : LINK_PATHS.linked
