import { backOffice } from './back-office.ts'
import { guestBackOffice } from './guest-back-office.ts'
import { pharmacyBackOffice } from './pharmacy-back-office.ts'
import { SHOPPER_USER_ID } from './pharmacy-seed.ts'

/**
 * Who a bearer token pays as (decision 0031): a signed-in customer, or a
 * guest verified from a tracker link, whose wallet lasts as long as the
 * guest session. `patientNumbers` are the patients the payer may pay for.
 */
export function payerOf(
  authorization: string | null,
): { userId: string; patientNumbers: string[]; guest: boolean } | undefined {
  const account = backOffice.accountForAuthorization(authorization)
  if (account) {
    const patients = pharmacyBackOffice.account(account.userId)?.patients ?? []
    return { userId: account.userId, patientNumbers: patients.map((patient) => patient.patientNumber), guest: false }
  }
  const session = guestBackOffice.session(authorization)
  if (!session) return undefined
  return {
    userId: `guest:${authorization?.replace(/^Bearer /, '')}`,
    patientNumbers: session.patientNumbers,
    guest: true,
  }
}

/** The pharmacy account whose prescriptions a payer pays for: guests' patients are the demo account's. */
export function pharmacyAccountOf(payer: { userId: string; guest: boolean }) {
  return pharmacyBackOffice.account(payer.guest ? SHOPPER_USER_ID : payer.userId)
}
