import type { Patient } from '#app/upstream/rx-api.schema.ts'
import type { Loaded } from './load-or-error.server.ts'
import { ALL_PATIENTS, primaryPatient, selectedPatient } from './patients.ts'
import type { Language } from '#app/i18n/language.ts'
import { rxCommonTextsIn } from './rx-common.messages.server.ts'

type Numbered = Pick<Patient, 'patientNumber'>

/** A value a request gave as a patient number, as the answer may quote it: short, whatever was sent. */
const quoted = (requested: unknown) => (typeof requested === 'string' ? requested.slice(0, 20) : '')

/**
 * Spec 2 section 8 'Missing patient': a patient number that is not one of the customer's (in a URL or a posted form)
 * is answered 404 'No patient could be found with patientNumber <n>', which the page's error boundary shows. Never
 * another patient's data, and never the first patient instead.
 */
export function patientNotFound(requested: unknown, language: Language) {
  return new Response(rxCommonTextsIn(language).patientNotFound(quoted(requested)), {
    status: 404,
    headers: { 'cache-control': 'no-store' },
  })
}

/** The customer's patient `requested` names; else the 404. */
export function requirePatient<P extends Numbered>(patients: P[], requested: unknown, language: Language): P {
  const patient = patients.find((candidate) => candidate.patientNumber === requested)
  if (!patient) throw patientNotFound(requested, language)
  return patient
}

/** A page about one patient: the one `requested` names (else the 404), or the primary patient when none is named. */
export function requirePatientOrPrimary(
  patients: Patient[],
  requested: string | null,
  language: Language,
): Patient | undefined {
  return requested ? requirePatient(patients, requested, language) : primaryPatient(patients)
}

/**
 * A page's 'Viewing Patient' (`?patient=`): none or 'all' is every patient; a patient number must be one of the
 * customer's (else the 404). While the patient list could not load, no choice can be checked: the page shows its
 * load error for every patient.
 */
export function requireSelection<P extends Numbered>(patients: Loaded<P[]>, param: string | null, language: Language) {
  if (patients.status === 'error') return ALL_PATIENTS
  const selection = selectedPatient(patients.value, param)
  if (!selection) throw patientNotFound(param, language)
  return selection
}
