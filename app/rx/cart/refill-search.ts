import type { Prescription, RefillStatus } from '#app/upstream/rx-api.schema.ts'
import { isSearchText } from '#app/stores/store-search-rules.ts'
import { STORE_TEXTS } from '#app/stores/store-texts.ts'
import { REFILL_STATUS_TEXT } from '#app/rx/shared/statuses.ts'

/** The refills page's search query parameter. */
export const SEARCH_PARAM = 'q'

/** The page's language's words: its too-short message and the status texts it shows (English by default). */
type SearchTexts = { tooShort: string; statusText: Record<RefillStatus, string> }
const ENGLISH: SearchTexts = { tooShort: STORE_TEXTS.searchTooShort, statusText: REFILL_STATUS_TEXT }

/**
 * Spec 2 section 5: a lower-cased string of rx number, prescriber, drug and
 * status, matched only from three non-space characters. The status is the
 * refill status's code and its text, as shown and in English, so 'overdue',
 * 'too soon' and 'atrasado' all match.
 */
function haystack(p: Prescription, statusText: SearchTexts['statusText']) {
  const status = p.refillStatus
    ? `${p.refillStatus} ${REFILL_STATUS_TEXT[p.refillStatus]} ${statusText[p.refillStatus]}`
    : ''
  const prescriber = p.prescriber ? `${p.prescriber.firstName} ${p.prescriber.lastName}` : ''
  return `${p.rxNumber} ${prescriber} ${p.drugName} ${p.primaryStatus ?? ''} ${status}`.toLowerCase()
}

export function refillSearch(prescriptions: Prescription[], text: string, texts: SearchTexts = ENGLISH) {
  const query = text.trim().toLowerCase()
  if (!query) return { results: prescriptions }
  if (!isSearchText(query)) return { error: texts.tooShort, results: prescriptions }
  return { results: prescriptions.filter((prescription) => haystack(prescription, texts.statusText).includes(query)) }
}
