/** The transfer pages, and a guest patient as the form sends one (the transfer tests, in English and in Spanish). */
export const GUEST_PATH = '/rx/guest/transfer-prescriptions'
export const CUSTOMER_PATH = '/rx/transfer-prescriptions'
export const GUEST = {
  firstName: 'Robin',
  lastName: "O'Hara",
  'dateOfBirth.month': '7',
  'dateOfBirth.day': '4',
  'dateOfBirth.year': '1979',
  phone: '(513) 555-0199',
}
