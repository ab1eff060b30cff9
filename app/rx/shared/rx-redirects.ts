/** Spec 2 section 2 'Redirects': where a retired or unknown /rx path goes. */
const FIXED_REDIRECTS: Record<string, string> = {
  '/rx/welcome': '/health/pps?redirectUrl=/rx/dashboard',
  '/rx/easy-fill': '/rx/guest-refill',
  '/rx/customercomments': '/hc/help/contact-us/customer-comments',
  '/rx/guest/antibody': '/health/clinic/schedule-appointment',
}

const PHARMACY_DETAILS = /^\/rx\/pharmacy\/details\/([^/]+)\/([^/]+)\/?$/

/** A malformed escape (`%E0%A4%A`) stays as typed (and is encoded again) instead of failing the request. */
function decodedOrRaw(part: string) {
  try {
    return decodeURIComponent(part)
  } catch {
    return part
  }
}

export function rxRedirectFor(pathname: string) {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname
  const fixed = FIXED_REDIRECTS[path]
  if (fixed) return fixed
  const details = PHARMACY_DETAILS.exec(pathname)
  if (details) {
    const [, divisionNum, storeNum] = details.map((part) => encodeURIComponent(decodedOrRaw(part ?? '')))
    return `/stores/pharmacy/state/city/${divisionNum}/${storeNum}`
  }
  return '/rx/dashboard'
}

/**
 * Where linking one's own pharmacy record starts (spec 2 'Link and new-patient flows'): the patient lookup, which
 * needs no prescription label (decision 0062). The landing page and the customer status send there.
 */
export const LINK_START_PATH = '/rx/link/patient/lookup'

/**
 * Where linking starts on a banner (spec 2 section 6's 'simplified linking flow' toggle, decision 0068): by the
 * person's details when on, else by a prescription label.
 */
export const linkStartPath = (simplifiedLinking: boolean) =>
  simplifiedLinking ? LINK_START_PATH : '/rx/link/prescription/lookup'

/** Where a blocked identity check ends (spec 2 'Identity quiz'). */
export const IDM_FAILURE_PATH = '/rx/idm/failure'

/** The error page for a sign-in account the pharmacy cannot use (spec 2 section 2). */
export const CIAM_ERROR_PATH = '/rx/account/ciam/error'

/** Where the new-patient request starts (spec 2 'New Patient Request Form'). */
export const NEW_PATIENT_START_PATH = '/rx/new-patient'
