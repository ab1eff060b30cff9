/** Auto refill's pages (spec 2 section 2). */
export const AUTO_REFILL_PATHS = {
  main: '/rx/auto-refills',
  manage: '/rx/manage/auto-refills',
  guidelines: '/rx/auto-refills/guidelines',
  prescriptions: '/rx/auto-refills/manage-prescriptions',
} as const

/** A page for one patient (`?patient=`), with a variant (`update`, `renew`) where one is named. */
export function autoRefillPath(path: string, patientNumber: string, variant?: 'update' | 'renew') {
  return `${path}?patient=${encodeURIComponent(patientNumber)}${variant ? `&${variant}` : ''}`
}
