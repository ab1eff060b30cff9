import { loadCustomerProfile } from '#app/account/profile.server.ts'
import type { CustomerProfile } from '#app/account/profile.ts'
import type { UpstreamClient } from '#app/upstream/request.server.ts'
import type { Patient, PaymentIntentRequest } from '#app/upstream/rx-api.schema.ts'
import { createPaymentIntent } from '#app/upstream/rx-api.server.ts'
import { primaryPatient } from './patients.ts'

/** Spec 2 section 9: missing loyalty, name or email go as placeholder text. */
export const PLACEHOLDER = 'NOT_PROVIDED'

/**
 * Who pays, as the app knows them: the account's patients, and a signed-in customer's own profile. A guest has no
 * profile (null), and neither has a customer whose profile could not be read: the intent is still made, saying less.
 */
type IntentPayer = { patients: Patient[]; profile: CustomerProfile | null }

/** The signed-in customer's profile for their payment intent, or null when the profile service cannot say. */
export async function readIntentProfile(client: UpstreamClient) {
  const load = await loadCustomerProfile(client)
  return load.status === 'loaded' ? load.profile : null
}

/** A phone as its 10 digits; anything else is not a phone the intent can carry. */
function tenDigits(phone: string | undefined) {
  const digits = phone?.replace(/\D/g, '')
  return digits?.length === 10 ? digits : undefined
}

type IntentCustomer = PaymentIntentRequest['customer']

function addressOf({ patients, profile }: IntentPayer): IntentCustomer['address'] {
  if (profile?.address) {
    const { addressLine1, addressLine2, city, stateCode, zip } = profile.address
    return { addressLine1, ...(addressLine2 ? { addressLine2 } : {}), city, state: stateCode, zipCode: zip }
  }
  const primary = primaryPatient(patients)
  const address = primary?.addresses.find((candidate) => candidate.default) ?? primary?.addresses[0]
  if (!address) return undefined
  const { address1, address2, city, state, zipCode } = address
  return { addressLine1: address1, ...(address2 ? { addressLine2: address2 } : {}), city, state, zipCode }
}

/**
 * Spec 2 section 3's customer of a payment intent. The signed-in customer's profile speaks for them first (it is
 * theirs even when the account's primary patient is someone else, a child say); the primary patient fills the gaps,
 * and is all a guest has. The account number is the pharmacy's alone.
 */
function intentCustomer(payer: IntentPayer): IntentCustomer {
  const { profile } = payer
  const primary = primaryPatient(payer.patients)
  const patientPhone = (primary?.mobilePhone ?? primary?.homePhone)?.phone
  const phone = tenDigits(
    profile?.mobilePhoneNumber ??
      profile?.homePhoneNumber ??
      (patientPhone && `${patientPhone.areaCode}${patientPhone.phoneNumber}`),
  )
  const address = addressOf(payer)
  return {
    accountNumber: primary?.accountNumber ?? PLACEHOLDER,
    name: profile
      ? `${profile.firstName} ${profile.lastName}`
      : primary
        ? `${primary.firstName} ${primary.lastName}`
        : PLACEHOLDER,
    loyaltyId: profile?.loyaltyCardNumber ?? primary?.loyaltyCardNumber ?? PLACEHOLDER,
    email: profile?.emailAddress ?? primary?.emailAddress?.email ?? PLACEHOLDER,
    ...(address ? { address } : {}),
    ...(phone ? { phone } : {}),
    // The flags and dates are the profile's: without it they are unknown, and unknown is not 'false'.
    ...(profile && {
      isEmailConfirmed: profile.isEmailConfirmed,
      isMobilePhoneVerified: profile.dateMobilePhoneVerified !== null,
      ...(profile.dateCreated ? { dateCreated: profile.dateCreated } : {}),
      ...(profile.dateRegistrationConfirmed ? { dateRegistrationConfirmed: profile.dateRegistrationConfirmed } : {}),
      ...(profile.dateMobilePhoneVerified ? { dateMobilePhoneVerified: profile.dateMobilePhoneVerified } : {}),
    }),
  }
}

/** A payment intent for the payer: credit and debit cards only (spec 2 section 9 'ACH_CARD'). */
export async function requestPaymentIntent(client: UpstreamClient, payer: IntentPayer, mailOrder: boolean) {
  return createPaymentIntent(client, { mailOrder, allowedCardTypes: ['ACH_CARD'], customer: intentCustomer(payer) })
}
