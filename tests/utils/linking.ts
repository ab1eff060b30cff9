/**
 * The linking and new-patient forms as the simulated pharmacy knows their answers (README 'Demo accounts'):
 * Nia New's record, the quiz's right choices, and a new patient with her address.
 */
export const NIA_LOOKUP = {
  rxType: 'retail',
  rxNumber: '7300001',
  facilityPhone: '513-555-0170',
  firstName: 'Nia',
  lastName: 'New',
  'dateOfBirth.month': '06',
  'dateOfBirth.day': '15',
  'dateOfBirth.year': '1990',
}

/** Nia's son Milo, by his prescription (a child's lookup). */
export const MILO_LOOKUP = {
  ...NIA_LOOKUP,
  rxNumber: '7300101',
  firstName: 'Milo',
  'dateOfBirth.month': '03',
  'dateOfBirth.day': '02',
  'dateOfBirth.year': '2018',
}

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
export const QUIZ_ANSWERS = { Q1: 'Q1-C2', Q2: 'Q2-C2' }

export const NEW_PATIENT = {
  firstName: 'Ava',
  lastName: 'Stone',
  'dateOfBirth.month': '04',
  'dateOfBirth.day': '09',
  'dateOfBirth.year': '1975',
  address: '200 Race St',
  city: 'Cincinnati',
  state: 'OH',
  zipCode: '45202',
}

/** The new-patient form for one patient (Ava, bringing a new prescription), shipped to her address. */
export const NEW_PATIENT_REQUEST = {
  'patients[0].firstName': 'Ava',
  'patients[0].lastName': 'Stone',
  'patients[0].dateOfBirth.month': '04',
  'patients[0].dateOfBirth.day': '09',
  'patients[0].dateOfBirth.year': '1975',
  'patients[0].prescriptionType': 'NEW',
  address: '200 Race St',
  city: 'Cincinnati',
  state: 'OH',
  zipCode: '45202',
}
