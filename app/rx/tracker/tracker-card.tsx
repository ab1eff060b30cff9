import { Link } from '@remix-run/react'
import type { trackerCounts } from './tracker.ts'

export const NO_PRESCRIPTIONS_IN_PROGRESS = 'There are no prescriptions being worked on for this patient at this time.'

type Counts = ReturnType<typeof trackerCounts>

/** The card's words, in the page's language (the dashboard's catalog). */
type TrackerCardTexts = Record<'pickUp' | 'delivery' | 'estTotalCost' | 'noneInProgress' | 'viewRefills', string>

function StatusCounts({
  heading,
  counts,
  patientNumber,
}: {
  heading: string
  counts: Counts['pickup']
  patientNumber: string
}) {
  if (counts.length === 0) return null
  return (
    <div className="tracker-counts">
      <h4>{heading}</h4>
      <ul>
        {counts.map((count) => (
          <li key={count.status}>
            <Link to={`/rx/tracker?patientNumber=${encodeURIComponent(patientNumber)}#${count.status}`}>
              {count.label}
            </Link>{' '}
            <span className="tracker-count">{count.count}</span>
          </li>
        ))}
      </ul>
    </div>
  )
}

/**
 * Spec 2 'Status tracker cards'. Its 'View Status Details' link is hidden on
 * the tracker and dashboard pages, the only pages that show the card so far.
 */
export function TrackerCard({
  patientNumber,
  counts,
  texts,
}: {
  patientNumber: string
  counts: Counts
  texts: TrackerCardTexts
}) {
  if (counts.total === 0) {
    return (
      <div className="tracker-card">
        <p>{texts.noneInProgress}</p>
        <Link to={`/rx/refills?patient=${encodeURIComponent(patientNumber)}`}>{texts.viewRefills}</Link>
      </div>
    )
  }
  return (
    <div className="tracker-card">
      <StatusCounts heading={texts.pickUp} counts={counts.pickup} patientNumber={patientNumber} />
      <StatusCounts heading={texts.delivery} counts={counts.delivery} patientNumber={patientNumber} />
      <dl className="tracker-total">
        <dt>{texts.estTotalCost}</dt>
        <dd>{counts.estTotalCost}</dd>
      </dl>
    </div>
  )
}
