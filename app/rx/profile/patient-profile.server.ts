import type { AppLoadContext } from '@remix-run/node'
import dayjs from 'dayjs'
import { patientsForPage } from '#app/rx/shared/account-patients.server.ts'
import type { Patient, PatientAddress } from '#app/upstream/rx-api.schema.ts'
import { formatAddress, formatPhone } from '#app/ui/format.ts'
import { fetchRelationships } from '#app/upstream/rx-link-api.server.ts'
import { loadOrError } from '#app/rx/shared/load-or-error.server.ts'
import { patientName } from '#app/rx/shared/patients.ts'
import { requireRxCustomer, type RxCustomer } from '#app/rx/shared/rx-customer.server.ts'
import { LOAD_MESSAGES } from '#app/rx/shared/rx-texts.ts'
import { PROFILE_TEXTS } from './profile-texts.ts'

/** The same place, whoever it is written for: the street, the city, the state and the first five digits of the zip. */
const placeOf = (address: PatientAddress) =>
  [address.address1, address.city, address.state, address.zipCode.slice(0, 5)]
    .map((part) => part.trim().toLowerCase())
    .join('|')

/**
 * Each patient as the profile shows them (spec 2 'Patient'): addresses with their default and whether another patient
 * of the account has the same place (derived isShared), phones as 'XXX-XXX-XXXX' ('--' under 10 digits).
 */
function profilesOf(patients: Patient[]) {
  return patients.map((patient) => {
    const elsewhere = new Set(
      patients.filter((other) => other !== patient).flatMap((other) => other.addresses.map(placeOf)),
    )
    const phone = (entry: Patient['homePhone']) =>
      formatPhone(entry ? `${entry.phone.areaCode}${entry.phone.phoneNumber}` : null)
    return {
      patientNumber: patient.patientNumber,
      name: patientName(patient),
      relationship: patient.relationshipType,
      dateOfBirth: patient.dateOfBirth ? dayjs(patient.dateOfBirth).format('MM/DD/YYYY') : null,
      addresses: patient.addresses.map((address) => ({
        addressId: address.addressId,
        lines: formatAddress(address, { lines: true }),
        isDefault: Boolean(address.default),
        isShared: elsewhere.has(placeOf(address)),
      })),
      homePhone: phone(patient.homePhone),
      mobilePhone: phone(patient.mobilePhone),
      email: patient.emailAddress?.email ?? null,
      loyaltyCardNumber: patient.loyaltyCardNumber ?? null,
      alternateId: patient.alternateId ?? null,
    }
  })
}

/** The account's patients and the customer's requests for others, read together; each may fail on its own. */
async function readPatientsAndRequests(context: AppLoadContext, { client }: RxCustomer) {
  const [patients, relationships] = await Promise.all([
    loadOrError(() => patientsForPage(context, client), LOAD_MESSAGES.patients),
    loadOrError(() => fetchRelationships(client), PROFILE_TEXTS.relationshipsFailed),
  ])
  return {
    errors: [patients, relationships].flatMap((loaded) => (loaded.status === 'error' ? [loaded.message] : [])),
    patients: profilesOf(patients.status === 'loaded' ? patients.value : []),
    requests: (relationships.status === 'loaded' ? relationships.value : []).map((relationship) => ({
      key: `${relationship.relationshipType}:${relationship.patientNumber}`,
      name: relationship.name,
      relationship: relationship.relationshipType,
      status: relationship.relationshipRequestStatus,
      requestedOn: relationship.accessRequestedDate ?? null,
    })),
  }
}
export type PatientsAndRequests = Awaited<ReturnType<typeof readPatientsAndRequests>>

/**
 * /rx/patient-profile and /rx/patient-access: where a new link lands (spec 2 section 4, a managed adult on the
 * second). Until the pharmacy account issue builds them, they list the account's patients and the customer's
 * requests for others (decisions 0061, 0062).
 */
export async function loadPatientsAndRequests(request: Request, context: AppLoadContext) {
  return readPatientsAndRequests(context, await requireRxCustomer(request, context))
}
