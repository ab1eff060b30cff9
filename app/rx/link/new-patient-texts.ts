/**
 * The new-patient request's pages' own texts (spec 2; decision 0062's where the spec is silent). A module of their
 * own: a texts module ships whole to every page that reads part of it (decisions 0061 and 0097).
 */
export const NEW_PATIENT_TEXTS = {
  newPatientTitle: 'New Patient Request Form',
  newPatientIntro: 'New to our pharmacy? Tell us who the patient is and where to send their prescriptions.',
  patientNumbered: (n: number | string) => `Patient ${n}`,
  addPatientRow: 'Add Another Patient',
  removePatient: (n: number | string) => `Remove Patient ${n}`,
  prescriptionKind: 'Which prescriptions will the patient bring?',
  prescriptionKinds: {
    NEW: 'A new prescription from a doctor',
    TRANSFER: 'A transfer from another pharmacy',
    PAPER: 'A paper prescription',
  },
  shippingSection: 'Shipping Details',
  accountInformationTitle: 'Primary Account Holder Information',
  accountInformationSubheader: 'Enter your details for verification.',
  summaryTitle: 'New Patient Request Summary',
  summaryIntro: 'Check the request, then send it to the pharmacy.',
  submitRequest: 'Submit Request',
  submitted: (requestId: string) =>
    `Your new patient request has been sent (request ${requestId}). The pharmacy will contact you.`,
} as const
