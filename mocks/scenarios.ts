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
  'forbidden': 'The customer-profile call answers 403: the session ends.',
  'navigation-error': 'The health menu content call answers 500.',
  'cart-conflict': 'Adding to the pharmacy cart answers 409: mail-order and in-store refills cannot be mixed.',
  'order-400': 'Submitting a pharmacy order answers 400 with a detail message.',
  'order-500': 'Submitting a pharmacy order answers 500: the generic order error.',
  'rx-500': 'Every pharmacy data call (patients, prescriptions, cart, notifications, orders) answers 500.',
  'rx-401': 'Every pharmacy call answers 401: the user is sent to sign in.',
  'notifications-error': 'The notifications call answers 500.',
  'no-prescriptions': 'The account has no prescriptions and an empty cart.',
  'delivery-off': 'The banner profile turns the delivery feature flag off.',
} as const

export type ScenarioName = keyof typeof SCENARIOS

export function scenarioOf(request: Request): ScenarioName {
  const name = request.headers.get('x-mock-scenario')
  return name && name in SCENARIOS ? (name as ScenarioName) : 'default'
}
