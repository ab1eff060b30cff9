/** Decision 0028: what the spec leaves unworded around guest verification. */
export const GUEST_TEXTS = {
  verifyTitle: 'Verify Your Birthdate',
  verifyIntro:
    'To see the status of your prescriptions, enter the date of birth of the patient this message was sent about.',
  verifyButton: 'Continue',
  locked:
    'For your security, this link is locked after too many unsuccessful attempts. Please call your pharmacy for help with your prescriptions.',
  tooManyAttempts: 'Too many unsuccessful attempts. Please wait 15 minutes and try again.',
  /** Wrong birth dates on a tracker link: two from one client hold for a day (decision 0076). */
  tooManyBirthDates:
    'Too many unsuccessful attempts. Please try again tomorrow, or call your pharmacy for help with your prescriptions.',
  tooManyLinks:
    'You have opened many prescription status links in a short while. Please wait 15 minutes and try again.',
  expiredTitle: 'Tracker Link Expired',
  expiredText:
    'This prescription status link has expired. Sign in to see your prescriptions, or request a refill without an account.',
} as const

/** Decision 0029: what the spec leaves unworded in guest refill. */
export const GUEST_REFILL_TEXTS = {
  title: 'Guest Refill',
  subheader: 'Easily request refills from your pharmacy without creating an account.',
  findButton: 'Find Prescriptions',
  addRow: 'Add Another Prescription',
  pickupTitle: 'Choose a Pickup Time',
  submitButton: 'Request Refill',
  noTimes: 'This pharmacy has no pickup times in the next 7 days. Please call the pharmacy.',
  confirmationTitle: 'Refill Requested',
} as const
