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
  byDetailsInstead: 'No label at hand? Find your record with your details',
  quizTitle: 'Verify Your Identity',
  quizIntro: 'Answer these questions from your public records so we know it is you.',
  quizAllRequired: 'All fields are required.',
  quizPassed: 'Your identity is verified. Select Next to link your pharmacy account.',
  failureTitle: 'Identity Verification',
  ciamTitle: 'Your Sign-In Account Needs Attention',
  signInInformation: 'Sign In Information',
  addressSection: 'Address',
} as const
