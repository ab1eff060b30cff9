/** The sign-in and session texts. Spec 1 quotes some; the rest are ours (decision 0005). */

/** After the session timed out, on the sign-in and landing pages (spec 2 section 8's wording for an inactivity logout). */
export const SESSION_TIMEOUT_NOTICE = 'You were logged out due to inactivity, please log in and try again'

/** Spec 1 section 8 leaves the sign-in failure texts to us: docs/decisions/0005-sign-in-messages.md. */
export const SIGN_IN_MESSAGES = {
  invalidCredentials: 'The email or password you entered is incorrect. Please try again.',
  unavailable: 'We could not sign you in right now. Please try again in a few minutes.',
} as const

/** A client that started more provider sign-ins than a person would (decision 0089): each keeps a session a while. */
export const TOO_MANY_SIGN_IN_STARTS =
  'Too many sign-ins were started from this device. Please wait a few minutes and try again.'

export const TOO_MANY_ATTEMPTS =
  'Too many unsuccessful sign-in attempts. Please wait 15 minutes and try again, or reset your password.'

/** Spec 1 section 2: the notices the sign-in page can carry, chosen from the URL and session. */
export const SIGN_IN_NOTICES = {
  persistent: 'For your security, we need you to sign back in to your account.',
  forbidden: 'Your session has ended. Please sign in again to continue.',
  resetPassword: 'Your password has been successfully reset.',
  providerFailed: 'Failed to sign in',
  sessionTimeout: SESSION_TIMEOUT_NOTICE,
  /** Spec 2 section 8: a pharmacy request refused because the sign-in ended. */
  inactive: 'You were logged out due to inactivity, please log in and try again',
} as const

export const CALL_TO_ACTION = 'Sign in to see your account, offers and prescriptions.'
