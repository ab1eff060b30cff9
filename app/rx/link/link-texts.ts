/**
 * Linking's user-facing texts (spec 2 sections 2 and 8). The pharmacy's texts are split by feature where a feature's
 * pages are its only readers: a texts module ships whole to every page that uses any of it (decision 0061).
 * Texts the spec does not quote are decision 0061's.
 */
export const LINK_TEXTS = {
  /** Spec 2 'Forms and cards' names the child, pet and other-adult titles; the others are decision 0061's and 0062's. */
  lookupTitle: {
    SELF: 'Enter Your Details',
    CHILD: 'Enter Child Details',
    PET: 'Enter Pet Details',
    OTHER_ADULT: 'Enter Other Adult Details',
    CAREGIVER: 'Enter Care Recipient Details',
    MANAGED_ADULT: 'Enter Managed Adult Details',
  },
  lookupIntro: {
    SELF: 'Find your pharmacy patient record with the prescription number (Rx#) on one of your prescription labels.',
    CHILD: "Find your child's pharmacy patient record with the prescription number (Rx#) on one of their labels.",
    PET: "Find your pet's pharmacy patient record with the prescription number (Rx#) on one of their labels.",
    OTHER_ADULT:
      "Find the adult's pharmacy patient record with the prescription number (Rx#) on one of their labels. We will email them to approve your access.",
    CAREGIVER:
      'Find the pharmacy patient record of the person you care for with the prescription number (Rx#) on one of their labels. They will be asked to approve you as their caregiver.',
    MANAGED_ADULT:
      'Find the pharmacy patient record of the adult who lets you manage their prescriptions, with the prescription number (Rx#) on one of their labels and the email of their online account.',
  },
  prescriptionSection: 'The Prescription',
  patientSection: {
    SELF: 'About You',
    CHILD: 'About Your Child',
    PET: 'About Your Pet',
    OTHER_ADULT: 'About the Adult',
    CAREGIVER: 'About the Person You Care For',
    MANAGED_ADULT: 'About the Adult',
  },
  otherAdultEmail: 'Their Email Address',
  grantorEmail: "Their Online Account's Email Address",
  addPatientTitle: 'Add a Patient',
  addPatientIntro: 'Whose prescriptions would you like to manage online?',
  addPatientSelf: 'Myself',
  addPatientTypes: {
    CHILD: 'My child (under 18)',
    PET: 'My pet',
    OTHER_ADULT: 'Another adult',
    CAREGIVER: 'Someone I care for, as their caregiver',
    MANAGED_ADULT: 'An adult who has given me access to manage their prescriptions',
  },
  prescriptionType: 'Prescription Type',
  retail: 'Filled at a store pharmacy',
  mailOrder: 'Mail order',
  rxNumber: 'Prescription Number (Rx#)',
  facilityPhone: 'Pharmacy Phone Number',
  facilityPhoneHint: 'For a store prescription: the pharmacy phone number on its label.',
  exampleLabelAlt:
    "Example prescription label: the prescription number, Rx# 7300001, is on the left under the pharmacy's name and address; the pharmacy phone number, 513-555-0170, is at the top right.",
  firstName: 'First Name',
  lastName: 'Last Name',
  next: 'Next',
  notFound:
    'We could not find a patient who matches the information you provided. Please update your information and try again.',
  locked:
    'Your account has been locked due to too many unsuccessful attempts to access a patient. Please try again later.',
  /** Spec 2 section 8 names an already-linked message with the support phone; its words are decision 0061's. */
  alreadyLinked: (phone: string) =>
    `This patient is already linked to an online account. Please contact Customer Support at ${phone}.`,
  patientLookupTitle: 'Enter Patient Details',
  patientLookupIntro:
    'Tell us who you are, as your pharmacy knows you. We will then ask a few questions to make sure it is you.',
  contactSection: 'How to Reach You',
  phoneNum: 'Phone Number (optional)',
  email: 'Email (optional)',
  patientLookupFailed: 'Something went wrong. Please try again',
  byPrescriptionInstead: 'Have a prescription label? Find your record with its Rx number',
  byDetailsInstead: 'No label at hand? Find your record with your details',
  newPatientInstead: 'New to our pharmacy? Request to become a patient',
  someoneElseInstead: 'Managing prescriptions for someone else? Add a Patient',
  prescriberTitle: 'Verify Your Prescriber',
  prescriberIntro: 'Which of these prescribers wrote one of your prescriptions? Please choose within 3 minutes.',
  prescriberLegend: 'Your Prescriber',
  byRxInstead: 'Enter an Rx number instead',
  verifyTitle: 'Verify Your Prescription',
  verifyIntro: 'Enter the prescription number (Rx#) from one of your prescription labels.',
  prescriberError: 'Something went wrong. Please enter an RX# (Prescription Number).',
  prescriberFailed: "We couldn't verify your prescriber. Please enter an RX# (Prescription Number).",
  prescriberTimedOut: 'Your time ran out to choose a prescriber. Please enter an RX# (Prescription Number).',
  verifyLocked:
    'Your account has been locked out for 30 minutes due to too many failed attempts. Please try again later.',
  /** Spelled as spec 2 section 8 spells it. */
  verifyFailed: 'An error occured when verifying your prescription, please try again later.',
  lookupFailed: 'Sorry, we are unable to complete your request at this time. Please try again later.',
  tooManyAttempts: 'Too many attempts. Please try again later.',
  quizTitle: 'Verify Your Identity',
  quizIntro: 'Answer these questions from your public records so we know it is you.',
  quizAllRequired: 'All fields are required.',
  quizPassed: 'Your identity is verified. Select Next to link your pharmacy account.',
  quizLoadFailed: 'Sorry, something went wrong while loading the page. Please try again later.',
  failureTitle: 'Identity Verification',
  idmFailed: (phone: string) =>
    `We are sorry. We could not verify your identity at this time. Please contact Customer Support at ${phone}.`,
  idmNotFound: (phone: string) =>
    `We are sorry. We could not find you to verify your identity. Please contact Customer Support at ${phone}.`,
  ciamTitle: 'Your Sign-In Account Needs Attention',
  ciamEmailUnconfirmed:
    'Please confirm your email address with the link we sent you when you created your account, then sign in again to use the pharmacy.',
  ciamLocked: (phone: string) =>
    `Your sign-in account is locked. Please reset your password, or contact Customer Support at ${phone}.`,
  signInInformation: 'Sign In Information',
  linkFailed: "Sorry, we couldn't link you at this time. Please try again.",
  linked: 'Congratulations! You have added Online Prescription Management to your Pharmacy account.',
  newPatientTitle: 'New Patient Request Form',
  newPatientIntro: 'New to our pharmacy? Tell us who the patient is and where to send their prescriptions.',
  patientNumbered: (n: number) => `Patient ${n}`,
  addPatientRow: 'Add Another Patient',
  removePatient: (n: number) => `Remove Patient ${n}`,
  prescriptionKind: 'Which prescriptions will the patient bring?',
  prescriptionKinds: {
    NEW: 'A new prescription from a doctor',
    TRANSFER: 'A transfer from another pharmacy',
    PAPER: 'A paper prescription',
  },
  shippingSection: 'Shipping Details',
  accountInformationTitle: 'Primary Account Holder Information',
  accountInformationSubheader: 'Enter your details for verification.',
  addressSection: 'Address',
  summaryTitle: 'New Patient Request Summary',
  summaryIntro: 'Check the request, then send it to the pharmacy.',
  submitRequest: 'Submit Request',
  submitted: (requestId: string) =>
    `Your new patient request has been sent (request ${requestId}). The pharmacy will contact you.`,
  newPatientFailed: 'An error occurred while submitting the new patient request',
} as const
