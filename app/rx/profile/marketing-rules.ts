import type { EnrollmentStatus } from '#app/upstream/rx-api.schema.ts'
import { sameOriginPath, safeRedirect } from '#app/security/safe-redirect.ts'

/** The marketing question is asked until answered, and again once an answer has expired. */
export const asksMarketingConsent = (status: EnrollmentStatus | undefined) =>
  !status || status === 'NEVER_ASKED' || status === 'EXPIRED'

/**
 * Accepting after a decline or an expiry is a re-enrolment; accepting again (a double post) keeps the status there
 * is, so a repeated answer changes nothing (decision 0083).
 */
export const acceptedStatus = (current: EnrollmentStatus | undefined): EnrollmentStatus =>
  current === 'DECLINED' || current === 'EXPIRED' || current === 'REENROLLED' ? 'REENROLLED' : 'ENROLLED'

/**
 * Spec 2 section 4 'Marketing program': after a status update, `seamlessRedirectUrl`, else `redirectUrl`, else the
 * patient profile; each must pass the sign-in's safe-redirect rule, or the next one is used.
 */
export function afterMarketingAnswer(params: URLSearchParams, profilePath: string) {
  const target =
    sameOriginPath(params.get('seamlessRedirectUrl')) ?? sameOriginPath(params.get('redirectUrl')) ?? profilePath
  return safeRedirect(target, profilePath)
}
