/**
 * The pharmacy forms' messages. A module of their own: the pages' first load never needs them (the server and the
 * lazily loaded validator do), and a texts module ships whole with any page that uses part of it (decision 0061).
 */
/** Spec 2 sections 5 and 8: the pharmacy forms' messages, quoted. Texts the spec does not give are in decision 0028. */
export const RX_MESSAGES = {
  monthRequired: 'You must enter a month.',
  dayRequired: 'You must enter a day.',
  yearRequired: 'You must enter a year.',
  numeric: 'Input must be numeric.',
  dateInvalid: 'Date must be valid',
  dateUnreadable: 'Please enter a valid date.',
  dateInFuture: 'Date must not be in the future',
  dateTooEarly: (earliest: string) => `Date must be on or after ${earliest}`,
  guestSessionExpired: 'Your session has expired. Please sign in or enter your date of birth again to continue.',
  guestBirthDateMismatch: 'The date of birth you entered does not match our records. Please try again.',
  required: (field: string) => `${field} is required`,
  phoneInvalid: 'Please enter a valid 10-digit phone number',
  phoneTenDigits: 'Invalid phone number, must be 10 digits',
  rxNumberInvalid: 'Invalid Prescription Number: Must be between 5 and 8 digits',
  invalidPrescription:
    'You have entered incorrect or invalid information.  Please check your information and try again.',
  generic: 'We were unable to complete your request at this time, please try again.',
  nameCharacters: 'No special characters allowed.',
  nameLettersOnly: 'Only letters allowed',
  nameBlank: 'Must contain at least 1 character',
  /** Patient lookup's one message for a birth date that is not a real, past date after 1900. */
  lookupBirthDate: 'Date of Birth must be valid',
  /** The stricter phone form: area code and exchange start with 2 to 9. */
  phoneStrict: 'Input must be a valid, 10 digit phone number',
  phoneWithEmail: 'Phone number is required if email is provided',
  emailInvalid: 'Invalid Email Address',
  /** Spec 2 section 5 'Exact length': a birth year short of its 4 digits (decision 0084). */
  exactLength: (length: number) => `Must be ${length} characters`,
  /** The customer verification form's one word for a field left empty. */
  requiredShort: 'Required',
  /** Not in the spec (the inputs stop at the limit; only a hand-made post meets it): decision 0030. */
  tooLong: (field: string, max: number) => `${field} must be ${max} characters or fewer`,
  childAge: 'Child must be less than 18 years old',
  adultAge: 'Adult must be more than 18 years old',
  postalCode: 'Invalid postal code',
  alternateIdLength: 'Alternate ID numbers must be 10 digits. Plus card numbers must be between 11 and 13 digits',
  numberRequired: 'Number is a required field',
  /** Not in the spec: decision 0063. */
  voicePhoneRequired: 'Please choose the phone we should call.',
  numericWithoutHyphens: 'Must be numeric, excluding hyphens',
  /** Not in the spec: decision 0030. */
  paperAcknowledgeRequired: 'Please confirm that you will bring your paper prescription.',
} as const
