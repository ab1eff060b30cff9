import type { AppLoadContext } from '@remix-run/node'
import { fetchPatients } from '#app/upstream/rx-api.server.ts'
import { loadOrError } from '#app/rx/shared/load-or-error.server.ts'
import { patientName } from '#app/rx/shared/patients.ts'
import { requireRxCustomer } from '#app/rx/shared/rx-customer.server.ts'
import { LOAD_MESSAGES } from '#app/rx/shared/rx-texts.ts'

/**
 * /rx/patient-profile: where a new link lands (spec 2 section 4). Until the pharmacy account issue builds the whole
 * profile, it lists the account's patients (decision 0061).
 */
export async function loadPatientProfile(request: Request, context: AppLoadContext) {
  const { client } = await requireRxCustomer(request, context)
  const patients = await loadOrError(() => fetchPatients(client), LOAD_MESSAGES.patients)
  return {
    error: patients.status === 'error' ? patients.message : null,
    patients: (patients.status === 'loaded' ? patients.value : []).map((patient) => ({
      patientNumber: patient.patientNumber,
      name: patientName(patient),
      relationship: patient.relationshipType,
    })),
  }
}
