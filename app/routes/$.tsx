import type { ActionFunctionArgs } from '@remix-run/node'
import { Link } from '@remix-run/react'
import { readFormData } from '#app/security/form.server.ts'
import { GeneralErrorBoundary } from '#app/ui/error-boundary.tsx'

const notFound = () => new Response('We could not find the page you were looking for.', { status: 404 })

/** Unknown URLs answer 404 from both loader and action, inside the shell. */
export async function loader() {
  throw notFound()
}

export async function action({ request }: ActionFunctionArgs) {
  // Read like every action: cross-site posts get the same 403, bad bodies the same 4xx.
  await readFormData(request)
  throw notFound()
}

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
