/**
 * Named error scenarios. The app forwards the browser's chosen scenario in the
 * `x-mock-scenario` header (mocks only); each handler checks for its own.
 * The README's scenario table is this list.
 */
export const SCENARIOS = {
  default: 'Everything works.',
  'signin-error': 'The sign-in service answers 500.',
  'upstream-timeout': 'The sign-in service never answers: the 10 s timeout fires.',
  'profile-network-error': 'The customer-profile call fails with a network error.',
  'profile-error': 'The customer-profile call answers 500 with error code PROFILE-5001.',
  forbidden: 'The customer-profile call answers 403: the session ends.',
  'navigation-error': 'The health menu content call answers 500.',
  'cart-conflict': 'Adding to the pharmacy cart answers 409: mail-order and in-store refills cannot be mixed.',
  'order-400': 'Submitting a pharmacy order answers 400 with a detail message.',
  'order-500': 'Submitting a pharmacy order answers 500: the generic order error.',
  'rx-500': 'Every pharmacy data call (patients, prescriptions, cart, notifications, orders) answers 500.',
  'rx-401': 'Every pharmacy call answers 401: the user is sent to sign in.',
  'notifications-error': 'The notifications call answers 500.',
  'notification-dismiss-error': 'Dismissing a dashboard notification answers 500.',
  'no-prescriptions': 'The account has no prescriptions and an empty cart.',
  'delivery-off': 'The banner profile turns the delivery feature flag off.',
  'wallet-timeout': 'Every wallet call hangs: the 10 s timeout fires.',
  'wallet-token-expired': 'The wallet refuses the sign-in token once (401); the app refreshes it and goes on.',
  'wallet-intent-missing':
    "The wallet answers 404 'Could not find the requested payment intent.' once; the app gets a new payment intent.",
  'wallet-ebt-exists': "Adding a SNAP EBT card answers 400 'EBT card already exists'.",
  'wallet-decline-address': 'Adding or editing a card is declined (402 RV62751: billing address).',
  'wallet-decline-issuer': 'Adding or editing a card is declined by the issuer (402 RV32937).',
  'wallet-fraud': 'Adding a card is refused as fraud (422 KC2617).',
  'wallet-max-bank-cards': 'Adding a credit or debit card answers 422 RV72632: the maximum is reached.',
  'wallet-gift-limit': 'Adding a gift card answers 422 GIFT_CARD_LIMIT_REACHED.',
  'wallet-duplicate': 'Adding a card answers 409: it is already in the wallet.',
  'wallet-ebt-bad-pin': 'The SNAP EBT balance check answers 402 code 55: invalid PIN.',
  'wallet-ebt-locked': 'The SNAP EBT balance check answers 402 code 75: the card is locked.',
  'wallet-billing-fail-once': 'Loading billing addresses fails once, then works (the interim warning with Retry).',
  'wallet-billing-fail-twice': 'Loading billing addresses fails twice (the error message).',
  'wallet-load-error': "Loading the wallet's cards answers 500.",
  'guest-locked': 'Guest birth-date verification answers that the patient is locked.',
  'guest-session-expired': "The guest's calls answer 401: the guest session has expired.",
  'guest-refill-error': 'Submitting a guest refill answers 500.',
  'online-pay-decline': 'Paying online answers 400: the card was declined.',
  'transfer-request-error': 'Sending a transfer or new-prescription request answers 500.',
  'link-lookup-not-found': 'The prescription lookup of linking answers NOT_FOUND.',
  'link-lookup-locked': 'The prescription lookup of linking answers LOCKED.',
  'link-lookup-error': 'The prescription lookup of linking answers 500.',
  'link-already-linked': 'The customer already has their own record linked: a self lookup that finds it is refused.',
  'idm-fail': 'The identity quiz answers FAIL, whatever the answers.',
  'idm-follow-up':
    "Right answers to the identity quiz bring a follow-up question ('Acme Tools' is right), then the pass.",
  'idm-pending': 'The identity quiz answers PENDING, whatever the answers.',
  'idm-locked': 'The identity quiz is locked for the patient.',
  'idm-not-found': 'The identity provider cannot find the person to quiz.',
  'idm-error': 'Loading the identity quiz answers 500.',
  'link-error': 'Linking the verified patient answers 500.',
  'new-patient-error': 'Submitting a new-patient request answers 400 with success false and a message.',
  'address-combination':
    "Adding or editing a patient's address answers 400 'invalid city,state and zipcode combination'.",
  'address-error': "Adding, editing or deleting a patient's address answers 500.",
  'comm-prefs-error': "Saving a patient's communication preferences answers 500.",
  'loyalty-error': "Saving or removing a patient's loyalty card answers 500.",
  'auto-refill-418': 'Enrolling in auto refill answers 418 with a detail the page shows.',
  'auto-refill-bulk-fail-once':
    'The first bulk auto refill enrolment of the account fails for its last prescription; tries after that work.',
  'receipts-error': 'The receipts (receipt-loyalty) call answers 500.',
  'history-error': 'The prescription history (transactions) call answers 500.',
  'dvr-not-found': "Asking for the digital vaccine record's text message answers 404: no such patient.",
  'dvr-wrong-details': "The digital vaccine record's check answers 401: wrong birth date or phone.",
  'dvr-locked': "The digital vaccine record's check answers 403: too many tries.",
  'dvr-expired': 'The digital vaccine record (smart-health-card) answers 401: its access has run out.',
  'store-search-graphql-error':
    'The store search (GraphQL storeSearch) answers 200 with null data and an error naming the operation.',
  'relationship-update-error': 'Answering, cancelling, removing or dating a patient access relationship answers 500.',
  'new-patient-401': 'Submitting a new-patient request answers 401: the sign-in ended, with its own words.',
  'patient-lookup-not-found': 'The patient lookup of linking (patient-matches) finds no exact match.',
  'patient-lookup-417': 'The patient lookup answers 417 with a detail the page shows.',
  'patient-lookup-error': 'The patient lookup answers 500.',
  'prescriber-quiz-error': 'Loading the prescriber quiz answers 500: the customer is asked for an Rx number.',
  'prescriber-fail': 'The prescriber quiz answers FAIL, whatever the choice.',
  'prescriber-timeout': "The prescriber quiz answers that the pharmacy's 3 minutes ran out.",
  'prescription-verify-not-found': 'Customer verification by Rx number answers NOT_FOUND.',
  'prescription-verify-locked': 'Customer verification by Rx number answers LOCKED.',
  'prescription-verify-error': 'Customer verification by Rx number answers 500.',
  'customer-status-locked': 'The customer status says the account is locked for linking.',
  'customer-status-pending': 'The customer status says the customer has only links awaiting approval.',
  'customer-status-error': 'The customer status call answers 500.',
  'ciam-email-unconfirmed': "The customer status says the sign-in account's email is not confirmed.",
  'ciam-account-locked': 'The customer status says the sign-in account is locked.',
} as const

export type ScenarioName = keyof typeof SCENARIOS

export function scenarioOf(request: Request): ScenarioName {
  const name = request.headers.get('x-mock-scenario')
  return name && name in SCENARIOS ? (name as ScenarioName) : 'default'
}
