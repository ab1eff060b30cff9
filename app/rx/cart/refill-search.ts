import type { Prescription } from '#app/upstream/rx-api.schema.ts'
import { isSearchText } from '#app/stores/store-search-rules.ts'
import { STORE_TEXTS } from '#app/stores/store-texts.ts'
import { REFILL_STATUS_TEXT } from '#app/rx/shared/statuses.ts'

/** The refills page's search query parameter. */
export const SEARCH_PARAM = 'q'

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
  if (!isSearchText(query)) return { error: STORE_TEXTS.searchTooShort, results: prescriptions }
  return { results: prescriptions.filter((prescription) => haystack(prescription).includes(query)) }
}
