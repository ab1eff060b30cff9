/** Spec 2 sections 5 and 8: the pharmacy forms' messages, quoted. Texts the spec does not give are in decision 0028. */
export const RX_MESSAGES = {
  monthRequired: 'You must enter a month.',
  dayRequired: 'You must enter a day.',
  yearRequired: 'You must enter a year.',
  numeric: 'Input must be numeric.',
  dateInvalid: 'Date must be valid',
  dateInFuture: 'Date must not be in the future',
  dateTooEarly: (earliest: string) => `Date must be on or after ${earliest}`,
  guestSessionExpired: 'Your session has expired. Please sign in or enter your date of birth again to continue.',
  guestBirthDateMismatch: 'The date of birth you entered does not match our records. Please try again.',
  required: (field: string) => `${field} is required`,
  phoneInvalid: 'Please enter a valid 10-digit phone number',
  rxNumberInvalid: 'Invalid Prescription Number: Must be between 5 and 8 digits',
  invalidPrescription: 'You have entered incorrect or invalid information.  Please check your information and try again.',
  generic: 'We were unable to complete your request at this time, please try again.',
} as const

/** Decision 0028: what the spec leaves unworded around guest verification. */
export const GUEST_TEXTS = {
  verifyTitle: 'Verify Your Birthdate',
  verifyIntro: 'To see the status of your prescriptions, enter the date of birth of the patient this message was sent about.',
  verifyButton: 'Continue',
  locked: 'For your security, this link is locked after too many unsuccessful attempts. Please call your pharmacy for help with your prescriptions.',
  tooManyAttempts: 'Too many unsuccessful attempts. Please wait 15 minutes and try again.',
  expiredTitle: 'Tracker Link Expired',
  expiredText: 'This prescription status link has expired. Sign in to see your prescriptions, or request a refill without an account.',
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
  retrying: (count: number) => `The pharmacy is retrying your request (${count} ${count === 1 ? 'try' : 'tries'} so far).`,
} as const
