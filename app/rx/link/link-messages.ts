/**
 * What only the server reads of the linking pages' texts: the errors and toasts it sends. A module of its own, so
 * that no page's first load carries them (decisions 0061 and 0097).
 */
export const LINK_MESSAGES = {
  notFound:
    'We could not find a patient who matches the information you provided. Please update your information and try again.',
  locked:
    'Your account has been locked due to too many unsuccessful attempts to access a patient. Please try again later.',
  /** Spec 2 section 8 names an already-linked message with the support phone; its words are decision 0061's. */
  alreadyLinked: (phone: string) =>
    `This patient is already linked to an online account. Please contact Customer Support at ${phone}.`,
  patientLookupFailed: 'Something went wrong. Please try again',
  prescriberError: 'Something went wrong. Please enter an RX# (Prescription Number).',
  prescriberFailed: "We couldn't verify your prescriber. Please enter an RX# (Prescription Number).",
  prescriberTimedOut: 'Your time ran out to choose a prescriber. Please enter an RX# (Prescription Number).',
  verifyLocked:
    'Your account has been locked out for 30 minutes due to too many failed attempts. Please try again later.',
  /** Spelled as spec 2 section 8 spells it. */
  verifyFailed: 'An error occured when verifying your prescription, please try again later.',
  lookupFailed: 'Sorry, we are unable to complete your request at this time. Please try again later.',
  tooManyAttempts: 'Too many attempts. Please try again later.',
  quizLoadFailed: 'Sorry, something went wrong while loading the page. Please try again later.',
  idmFailed: (phone: string) =>
    `We are sorry. We could not verify your identity at this time. Please contact Customer Support at ${phone}.`,
  idmNotFound: (phone: string) =>
    `We are sorry. We could not find you to verify your identity. Please contact Customer Support at ${phone}.`,
  ciamEmailUnconfirmed:
    'Please confirm your email address with the link we sent you when you created your account, then sign in again to use the pharmacy.',
  ciamLocked: (phone: string) =>
    `Your sign-in account is locked. Please reset your password, or contact Customer Support at ${phone}.`,
  linkFailed: "Sorry, we couldn't link you at this time. Please try again.",
  linked: 'Congratulations! You have added Online Prescription Management to your Pharmacy account.',
  newPatientFailed: 'An error occurred while submitting the new patient request',
} as const
