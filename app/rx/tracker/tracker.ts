import dayjs from 'dayjs'
import type { Facility } from '#app/upstream/pharmacy-locator.schema.ts'
import type { Prescription, TrackerStatus } from '#app/upstream/rx-api.schema.ts'
import { PLACEHOLDER_COST } from '#app/rx/shared/money.ts'
import { formatMoney } from '#app/ui/format.ts'
import type { Language } from '#app/i18n/language.ts'
import { trackerStatusOf } from '#app/rx/shared/statuses.ts'
import { TRACKER_LABELS } from '#app/rx/shared/rx-texts.ts'

const TRACKER_SECTIONS: TrackerStatus[] = ['READY_FOR_PICKUP', 'IN_PROGRESS', 'ON_HOLD', 'DELIVERY', 'SHIPPED']
const PICKUP_STATUSES: TrackerStatus[] = ['READY_FOR_PICKUP', 'IN_PROGRESS', 'ON_HOLD']
const DELIVERY_STATUSES: TrackerStatus[] = ['DELIVERY', 'SHIPPED']

/** Ready items' total due; TBD as soon as one of them has no real price. */
function estimatedTotalCost(prescriptions: Prescription[], { tbd, language }: CardWords) {
  let total = 0
  for (const prescription of prescriptions) {
    if (trackerStatusOf(prescription) !== 'READY_FOR_PICKUP') continue
    const due = prescription.totalAmountDue
    if (due === null || due === undefined || due === PLACEHOLDER_COST) return tbd
    total += due
  }
  return formatMoney(Math.round(total * 100) / 100, language)
}

/** The card's status names and 'TBD' in the page's language (English for the tests of the rules). */
type CardWords = { labels: Record<TrackerStatus, string>; tbd: string; language: Language }
const ENGLISH_CARD: CardWords = { labels: TRACKER_LABELS, tbd: 'TBD', language: 'en' }

/** The status tracker card: counts per status under 'Pick Up' and 'Delivery', and 'Est Total Cost'. */
export function trackerCounts(prescriptions: Prescription[], words: CardWords = ENGLISH_CARD) {
  const count = (statuses: TrackerStatus[]) =>
    statuses
      .map((status) => ({
        status,
        label: words.labels[status],
        count: prescriptions.filter((p) => trackerStatusOf(p) === status).length,
      }))
      .filter((entry) => entry.count > 0)
  const pickup = count(PICKUP_STATUSES)
  const delivery = count(DELIVERY_STATUSES)
  const total = [...pickup, ...delivery].reduce((sum, entry) => sum + entry.count, 0)
  return { pickup, delivery, total, estTotalCost: estimatedTotalCost(prescriptions, words) }
}

/** The detailed tracker: sections in status order, then one group per pickup location in first-seen order. */
export function groupTracker(prescriptions: Prescription[], facilities: Facility[]) {
  return TRACKER_SECTIONS.flatMap((status) => {
    const inSection = prescriptions.filter((p) => trackerStatusOf(p) === status)
    if (inSection.length === 0) return []
    const locations = new Map<string, Prescription[]>()
    for (const prescription of inSection) {
      const facilityId = prescription.fillLocation ?? ''
      locations.set(facilityId, [...(locations.get(facilityId) ?? []), prescription])
    }
    return [
      {
        status,
        sectionId: status,
        locations: [...locations].map(([facilityId, list]) => ({
          facilityId,
          facility: facilities.find((facility) => facility.facilityId === facilityId),
          prescriptions: list,
        })),
      },
    ]
  })
}

/**
 * When a fill is promised, as the store's day and wall-clock time; the time only while in progress (spec 2 section 9:
 * weekday, month, day, and the time). The page formats them in its language.
 */
export function promiseOf(p: Pick<Prescription, 'promiseDateTime' | 'primaryStatus'>) {
  if (!p.promiseDateTime) return null
  const promise = dayjs(p.promiseDateTime)
  if (!promise.isValid()) return null
  return {
    day: promise.format('YYYY-MM-DD'),
    time: trackerStatusOf(p) === 'IN_PROGRESS' ? promise.format('HH:mm') : null,
  }
}
