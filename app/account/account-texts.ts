/** Texts the account forms show; shared by their actions and pages. */
export const ACCOUNT_MESSAGES = {
  resetEmailSent: 'If an account uses that email address, we have sent it a link to reset the password.',
  resetEmailUnavailable: 'We could not send the reset email right now. Please try again in a few minutes.',
  resetLinkInvalid: 'This reset link is invalid or has expired. Please request a new one.',
  resetUnavailable: 'We could not reset your password right now. Please try again in a few minutes.',
  emailInUse: 'An account already uses this email address. Sign in instead, or use another email address.',
  createUnavailable: 'We could not create your account right now. Please try again in a few minutes.',
  accountReady: 'Your account is ready. Sign in to continue.',
  tooManyAccounts: 'Too many account requests from this device. Please wait 15 minutes and try again.',
} as const

export const PROFILE_ERROR_MESSAGES = {
  network: 'We could not connect to load your profile. Check your connection and try again.',
  customerFacing: 'We could not load your profile right now. Please try again later.',
} as const

export const PASSWORD_RULE_HINT = 'At least 8 characters, with at least one letter and one number.'
