import type { MetaFunction } from '@remix-run/node'
import { Link, useLocation } from '@remix-run/react'

export const meta: MetaFunction = () => [{ title: 'Technical Difficulties' }]

/** Spec 2 '/rx/error'. REFRESH is a plain link that reloads the page, so it works without JavaScript. */
export default function RxTechnicalDifficulties() {
  const location = useLocation()
  return (
    <section className="rx-error-page">
      <h1>Technical Difficulties</h1>
      <p>We're sorry, our site is having technical difficulties. Please try again.</p>
      <p className="rx-error-actions">
        <a href={`${location.pathname}${location.search}`} className="button">
          REFRESH
        </a>
        <Link to="/rx/dashboard">Back to My Prescriptions Home</Link>
      </p>
    </section>
  )
}
