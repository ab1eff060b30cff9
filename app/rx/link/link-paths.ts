import { IDM_FAILURE_PATH, LINK_START_PATH } from '#app/rx/shared/rx-redirects.ts'

/** The linking pages' URLs (spec 2 section 2), for the server's redirects and the pages' links alike. */
export const LINK_PATHS = {
  patientLookup: LINK_START_PATH,
  addPatient: '/rx/link/patient',
  prescriptionLookup: '/rx/link/prescription/lookup',
  accountInformation: '/rx/link/account/information',
  identityQuiz: '/rx/link/patient/verify',
  prescriptionVerify: '/rx/link/prescription/verify',
  idmFailure: IDM_FAILURE_PATH,
  linked: '/rx/patient-profile',
  /** Where linking a managed adult ends (spec 2 section 4). */
  patientAccess: '/rx/patient-access',
} as const
