import {
  SECONDARY_STATUSES,
  TRACKER_STATUSES,
  type Prescription,
  type RefillStatus,
  type SecondaryStatus,
  type TrackerStatus,
} from '#app/upstream/rx-api.schema.ts'
import { SECONDARY_STATUS_TEXT, TRACKER_LABELS } from './rx-texts.ts'

export function trackerStatusOf(p: Pick<Prescription, 'primaryStatus'>): TrackerStatus | undefined {
  return TRACKER_STATUSES.find((status) => status === p.primaryStatus)
}

function secondaryStatusOf(p: Pick<Prescription, 'secondaryStatus'>): SecondaryStatus | undefined {
  return SECONDARY_STATUSES.find((status) => status === p.secondaryStatus)
}

/** A prescription's status line; the names in the page's language where it gives them (English by default). */
export function trackerLabel(
  p: Pick<Prescription, 'primaryStatus' | 'secondaryStatus' | 'statusDetailMessage'>,
  { labels, secondaryText } = { labels: TRACKER_LABELS, secondaryText: SECONDARY_STATUS_TEXT },
) {
  const status = trackerStatusOf(p)
  const secondary = secondaryStatusOf(p)
  const detail = p.statusDetailMessage ?? undefined
  if (status === 'ON_HOLD') return { label: secondary ? secondaryText[secondary] : labels.ON_HOLD, detail, secondary }
  return {
    label: status ? labels[status] : labels.SHIPPED,
    detail: secondary ? detail : undefined,
    secondary,
  }
}

export const REFILL_STATUS_TEXT: Record<RefillStatus, string> = {
  REFILLABLE: 'Refillable',
  OVERDUE: 'Overdue',
  NEVER_FILLED: 'Never Filled',
  REFILLABLE_WITH_CALL_TO_PRESCRIBER: 'Refillable, We Will Contact Your Prescriber',
  NEVER_FILLED_WITH_CALL_TO_PRESCRIBER: 'Never Filled, We Will Contact Your Prescriber',
  NOT_REFILLABLE: 'Not Refillable',
  REFILL_TOO_SOON: 'Too Soon to Refill',
}

const REFILLABLE = new Set<RefillStatus>([
  'REFILLABLE',
  'OVERDUE',
  'NEVER_FILLED',
  'REFILLABLE_WITH_CALL_TO_PRESCRIBER',
  'NEVER_FILLED_WITH_CALL_TO_PRESCRIBER',
])

export function isRefillableStatus(status: RefillStatus) {
  return REFILLABLE.has(status)
}

export function notRefillableMessage(drugName: string) {
  return `${drugName} is not refillable at this time.`
}
