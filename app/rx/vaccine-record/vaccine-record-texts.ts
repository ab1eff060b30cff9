/** The digital vaccine record's texts: spec 2 section 8's four messages, quoted (its spelling too); the rest decision 0072's. */
export const VACCINE_RECORD_TEXTS = {
  title: 'Digital Vaccine Record',
  requestIntro:
    'Enter the patient’s details as the pharmacy has them. We will text a secure link to the mobile phone on the record.',
  firstName: 'First Name',
  lastName: 'Last Name',
  mobilePhone: 'Mobile Phone Number',
  send: 'Send Text Message',
  sent: 'We sent a text message with a secure link. Open it on your phone to see your Digital Vaccine Record.',
  sendAgain: 'Send another text message',
  verifyTitle: 'Verify Your Identity',
  verifyIntro: 'To open the Digital Vaccine Record, enter the patient’s date of birth and mobile phone number.',
  verify: 'View Record',
  noLink: 'Open the link in your text message to see your record, or ask for a new one.',
  requestAnother: 'Request a Text Message',
  born: 'Date of Birth',
  vaccinations: 'Vaccinations',
  columns: { vaccine: 'Vaccine', date: 'Date', manufacturer: 'Manufacturer', lot: 'Lot Number', location: 'Given At' },
  none: 'No vaccinations are on record.',
  qrTitle: 'SMART Health Card',
  qrHelp:
    'Anyone who needs to check your vaccinations can scan this code. It holds your name, date of birth and vaccinations.',
  /** Spec 2 section 8, 'Vaccine record'. */
  notFound: 'Patient not found in pharmacy. Please check the data that you have entered',
  wrongDetails: 'The patient date of birth or phone number is incorrect. Please try again.',
  locked: 'You have surpassed your attempts. Please check back later and try again.',
  expired: 'Access to your Digitial Vaccine Record has expired. Please request another text message.',
} as const
