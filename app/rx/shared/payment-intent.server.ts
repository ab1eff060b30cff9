import type { UpstreamClient } from '#app/upstream/request.server.ts'
import type { Patient } from '#app/upstream/rx-api.schema.ts'
import { createPaymentIntent } from '#app/upstream/rx-api.server.ts'
import { primaryPatient } from './patients.ts'

/** Spec 2 section 9: missing loyalty, name or email go as placeholder text. */
export const PLACEHOLDER = 'NOT_PROVIDED'

/** A payment intent for the primary patient's account: credit and debit cards only (spec 2 section 9 'ACH_CARD'). */
export async function requestPaymentIntent(client: UpstreamClient, patients: Patient[], mailOrder: boolean) {
  const primary = primaryPatient(patients)
  return createPaymentIntent(client, {
    mailOrder,
    allowedCardTypes: ['ACH_CARD'],
    customer: {
      accountNumber: primary?.accountNumber ?? PLACEHOLDER,
      name: primary ? `${primary.firstName} ${primary.lastName}` : PLACEHOLDER,
      loyaltyId: primary?.loyaltyCardNumber ?? PLACEHOLDER,
      email: primary?.emailAddress?.email ?? PLACEHOLDER,
    },
  })
}
