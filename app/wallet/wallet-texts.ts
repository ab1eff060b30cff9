// No zod here: screens import these texts without loading the validators (decision 0014).
/** Spec 3 section 5, word for word, except where marked. */
export const WALLET_MESSAGES = {
  firstNameRequired: 'First Name is a required field.',
  lastNameRequired: 'Last Name is a required field.',
  nameMax: 'Maximum length for name fields is 375 characters.',
  firstNameInvalid: 'Please enter a valid first name.',
  lastNameInvalid: 'Please enter a valid last name.',
  addressRequired: 'Address is a required field.',
  addressMax: 'Maximum length for address fields is 100 characters.',
  addressInvalid: 'Address has invalid characters.',
  cityRequired: 'City is a required field.',
  cityMax: 'Maximum length for city field is 50 characters.',
  cityInvalid: 'City has invalid characters.',
  stateRequired: 'State/Province is a required field.',
  postalCodeRequired: 'Postal Code is a required field.',
  postalCodeInvalid: 'Please enter a valid postal code.',
  expirationMonthInvalid: 'Please enter a valid expiration month.',
  expirationMonthTwoDigits: 'Expiration Month needs to be in a 2-digit format. (ex: 06).',
  expirationYearInvalid: 'Please enter a valid expiration year.',
  expirationDatePast: 'Expiration Date must be after the current date.',
  expirationDateNumeric: 'Expiration Date must be in MM YY format and only composed of numbers.',
  billingAddressNotSelected: 'Please select a billing address.',
  billingAddressInvalid:
    "We're sorry, but your billing address has invalid characters. Please select a new address or edit your currently selected address to continue.",
} as const
