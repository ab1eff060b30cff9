/**
 * The patient lookup's and the prescription check's own texts (spec 2; decision 0061's where the spec is silent). A
 * module of their own: a texts module ships whole to every page that reads part of it (decisions 0061 and 0097).
 */
export const PATIENT_LINK_TEXTS = {
  patientLookupTitle: 'Enter Patient Details',
  patientLookupIntro:
    'Tell us who you are, as your pharmacy knows you. We will then ask a few questions to make sure it is you.',
  contactSection: 'How to Reach You',
  phoneNum: 'Phone Number (optional)',
  email: 'Email (optional)',
  byPrescriptionInstead: 'Have a prescription label? Find your record with its Rx number',
  newPatientInstead: 'New to our pharmacy? Request to become a patient',
  someoneElseInstead: 'Managing prescriptions for someone else? Add a Patient',
  prescriberTitle: 'Verify Your Prescriber',
  prescriberIntro: 'Which of these prescribers wrote one of your prescriptions? Please choose within 3 minutes.',
  prescriberLegend: 'Your Prescriber',
  byRxInstead: 'Enter an Rx number instead',
  verifyTitle: 'Verify Your Prescription',
  verifyIntro: 'Enter the prescription number (Rx#) from one of your prescription labels.',
} as const
