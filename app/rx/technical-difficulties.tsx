import { Link, useLocation } from '@remix-run/react'
import { GeneralErrorBoundary } from '#app/ui/error-boundary.tsx'
import { TECHNICAL_DIFFICULTIES } from './rx-messages.ts'

/**
 * Spec 2 '/rx/error': Technical Difficulties. REFRESH is a plain link that
 * reloads the page (a GET, also after a failed post), so it works without JavaScript.
 */
export function TechnicalDifficulties({ message = TECHNICAL_DIFFICULTIES }: { message?: string }) {
  const location = useLocation()
  return (
    <>
      <h1>Technical Difficulties</h1>
      <p>{message}</p>
      <p className="rx-error-actions">
        <a href={`${location.pathname}${location.search}`} className="button">
          REFRESH
        </a>
        <Link to="/rx/dashboard">Back to My Prescriptions Home</Link>
      </p>
    </>
  )
}

/**
 * Every /rx route's error boundary: a page that could not load because an
 * upstream is away (503) or refused (502) is the Technical Difficulties page
 * with the area's message (decision 0034); other statuses as everywhere.
 */
export function RxErrorBoundary() {
  const technicalDifficulties = ({ error }: { error: { data: unknown } }) => (
    <TechnicalDifficulties message={typeof error.data === 'string' && error.data ? error.data : undefined} />
  )
  return <GeneralErrorBoundary statusHandlers={{ 502: technicalDifficulties, 503: technicalDifficulties }} />
}
