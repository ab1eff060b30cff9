import type { Patient } from '#app/upstream/rx-api.schema.ts'

export const ALL_PATIENTS = 'all'

/** The SELF patient, else the first (spec 2 section 3). */
export function primaryPatient<P extends Pick<Patient, 'relationshipType'>>(patients: P[]): P | undefined {
  return patients.find((patient) => patient.relationshipType === 'SELF') ?? patients[0]
}

export function patientName(patient: Pick<Patient, 'firstName' | 'lastName'>) {
  return `${patient.firstName} ${patient.lastName}`
}

/** The 'Viewing Patient' choice from the URL: none or 'all' mean all patients; undefined when it names none of them. */
export function selectedPatient<P extends Pick<Patient, 'patientNumber'>>(
  patients: P[],
  param: string | null,
): typeof ALL_PATIENTS | P | undefined {
  if (!param || param === ALL_PATIENTS) return ALL_PATIENTS
  return patients.find((patient) => patient.patientNumber === param)
}

/** The dashboard as it was shown (`?patient=`, a patient number or 'all'), for a post made from it to return to. */
export function dashboardPathFor(patient: unknown) {
  return patient === ALL_PATIENTS || isPatientNumber(patient) ? `/rx/dashboard?patient=${patient}` : '/rx/dashboard'
}

/** 'Patient Access': where its panels close to and its answers return (from the page; the dashboard's go back there). */
export const PATIENT_ACCESS_PATH = '/rx/patient-access'

/** A patient number as the pharmacy writes them: digits, at most 20. */
export const isPatientNumber = (value: unknown): value is string =>
  typeof value === 'string' && /^\d{1,20}$/.test(value)
