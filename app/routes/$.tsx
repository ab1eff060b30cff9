import { Link } from '@remix-run/react'
import { GeneralErrorBoundary } from '#app/ui/error-boundary.tsx'

/** Unknown URLs answer 404 from both loader and action, inside the shell. */
export function loader() {
  throw new Response('We could not find the page you were looking for.', { status: 404 })
}
export const action = loader

export default function NotFound() {
  return null
}

export function ErrorBoundary() {
  return (
    <>
      <GeneralErrorBoundary />
      <p>
        <Link to="/hc/help/faqs">Visit our FAQ</Link>
      </p>
    </>
  )
}
