import { US_STATES } from '#app/wallet/billing-address.ts'

/**
 * Spec 2 section 9: the 50 states, DC and Puerto Rico. A module of its own: the table reaches only the pages that
 * ask an address, not every page that reads the form rules (decision 0097).
 */
export const PHARMACY_STATES = [...US_STATES, { code: 'PR', name: 'Puerto Rico' }]
