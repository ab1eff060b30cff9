import type { AppLoadContext } from '@remix-run/node'
import { fetchPatients } from '#app/upstream/rx-api.server.ts'
import { fetchRelationships } from '#app/upstream/rx-link-api.server.ts'
import { loadOrError } from '#app/rx/shared/load-or-error.server.ts'
import { patientName } from '#app/rx/shared/patients.ts'
import { requireRxCustomer, type RxCustomer } from '#app/rx/shared/rx-customer.server.ts'
import { LOAD_MESSAGES } from '#app/rx/shared/rx-texts.ts'
import { PROFILE_TEXTS } from './profile-texts.ts'

/** The account's patients and the customer's requests for others, read together; each may fail on its own. */
async function readPatientsAndRequests({ client }: RxCustomer) {
  const [patients, relationships] = await Promise.all([
    loadOrError(() => fetchPatients(client), LOAD_MESSAGES.patients),
    loadOrError(() => fetchRelationships(client), PROFILE_TEXTS.relationshipsFailed),
  ])
  return {
    errors: [patients, relationships].flatMap((loaded) => (loaded.status === 'error' ? [loaded.message] : [])),
    patients: (patients.status === 'loaded' ? patients.value : []).map((patient) => ({
      patientNumber: patient.patientNumber,
      name: patientName(patient),
      relationship: patient.relationshipType,
    })),
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
  return readPatientsAndRequests(await requireRxCustomer(request, context))
}
