import forms from './linking-forms.json'

/**
 * The linking and new-patient forms as the simulated pharmacy knows their answers (README 'Demo accounts'):
 * Nia New's record, the quiz's right choices, and a new patient with her address. Kept in JSON, which the bench
 * posts too (scripts/bench.mjs).
 */
export const NIA_LOOKUP = forms.niaLookup

/** Nia's son Milo, by his prescription (a child's lookup). */
export const MILO_LOOKUP = forms.miloLookup

/** Nia as she knows herself and where she lives, for the patient lookup (no label needed), and the Rx number that proves her record. */
export const NIA_DETAILS = {
  firstName: 'Nia',
  lastName: ' New ',
  'dateOfBirth.month': '6',
  'dateOfBirth.day': '15',
  'dateOfBirth.year': '1990',
  address: ' 200 Race St ',
  city: 'Cincinnati',
  state: 'OH',
  zipCode: '45202',
  phoneNum: '(513) 555-0199',
}
export const NIA_RX = { rxType: 'retail', rxNumber: '7300001', facilityPhone: '513-555-0170' }

/** The simulated quiz's right answers: 'Race Street' and 'Cincinnati' are each question's second choice. */
export const QUIZ_ANSWERS = forms.quizAnswers

export const NEW_PATIENT = forms.newPatient

/** The new-patient form for one patient (Ava, bringing a new prescription), shipped to her address. */
export const NEW_PATIENT_REQUEST = forms.newPatientRequest
