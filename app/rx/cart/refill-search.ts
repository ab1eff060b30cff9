import type { Prescription } from '#app/upstream/rx-api.schema.ts'
import { REFILL_STATUS_TEXT } from '#app/rx/shared/statuses.ts'

/** The refills page's search query parameter. */
export const SEARCH_PARAM = 'q'
export const SEARCH_MIN_MESSAGE = 'Enter at least the first three letters'
const SEARCH_MIN_CHARACTERS = 3

/**
 * Spec 2 section 5: a lower-cased string of rx number, prescriber, drug and
 * status, matched only from three non-space characters. The status is the
 * refill status's code and its text, so 'overdue' and 'too soon' both match.
 */
function haystack(p: Prescription) {
  const status = p.refillStatus ? `${p.refillStatus} ${REFILL_STATUS_TEXT[p.refillStatus]}` : ''
  const prescriber = p.prescriber ? `${p.prescriber.firstName} ${p.prescriber.lastName}` : ''
  return `${p.rxNumber} ${prescriber} ${p.drugName} ${p.primaryStatus ?? ''} ${status}`.toLowerCase()
}

export function refillSearch(prescriptions: Prescription[], text: string) {
  const query = text.trim().toLowerCase()
  if (!query) return { results: prescriptions }
  if (query.replace(/\s/g, '').length < SEARCH_MIN_CHARACTERS)
    return { error: SEARCH_MIN_MESSAGE, results: prescriptions }
  return { results: prescriptions.filter((prescription) => haystack(prescription).includes(query)) }
}
