import { AUTO_REFILL_ERROR_MESSAGE, LOAD_MESSAGES } from '#app/rx/shared/rx-texts.ts'

/** Refill Settings, 90-Day Supply and the marketing program: spec 2's quoted texts, the rest decision 0067's. */
export const PROGRAM_TEXTS = {
  refillSettingsTitle: 'Refill Settings',
  refillSettingsSubheader: 'View and manage your eligible refill programs.',
  ninetyDayTitle: '90-Day Supply',
  ninetyDayIntro: 'Fill eligible prescriptions for 90 days at a time: fewer trips, and often a lower cost.',
  enrolled: 'Enrolled',
  notEnrolled: 'Not enrolled',
  expired: 'Expired',
  pending: 'Pending',
  manage: 'Manage',
  manageFor: (program: string, name: string) => `Manage ${program} for ${name}`,
  medSyncDrugs: (drugs: string) => `Filled together on one day: ${drugs}. Call your store to change it.`,
  noPrograms: 'No refill programs are available for this patient.',
  join: 'Join 90-Day Supply',
  joinFor: (name: string) => `Join 90-Day Supply for ${name}`,
  leave: 'Leave 90-Day Supply',
  leaveFor: (name: string) => `Leave 90-Day Supply for ${name}`,
  joined: (name: string) => `${name} joined 90-Day Supply.`,
  left: (name: string) => `${name} left 90-Day Supply.`,
  /** Spec 2 section 8's sentence for an enrolment that could not be saved. */
  enrolmentFailed: AUTO_REFILL_ERROR_MESSAGE,
  eligibleHeading: 'Prescriptions That Can Be Filled for 90 Days',
  noEligible: 'None of this patient’s prescriptions can be filled for 90 days yet.',
  inCart: 'In cart',
  unavailable: 'The 90-Day Supply program is not available right now.',
  programsFailed: LOAD_MESSAGES.programs,
} as const
