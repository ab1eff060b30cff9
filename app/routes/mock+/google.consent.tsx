import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Form, useActionData, useLoaderData } from '@remix-run/react'
import {
  authorize,
  backToClient,
  loadAuthorizeRequest,
  readAuthorizeForm,
} from '#app/simulated/provider-pages.server.ts'
import { AuthorizeParams } from '#app/simulated/authorize-params.tsx'
import { GeneralErrorBoundary } from '#app/ui/error-boundary.tsx'

export const meta: MetaFunction = () => [{ title: 'Sign in with Google' }]

/** The demo Google accounts: one matches a store account (link), one does not (create). */
const DEMO_GOOGLE_ACCOUNTS = ['google-link@example.com', 'google-new@example.com']

export async function loader({ request }: LoaderFunctionArgs) {
  return loadAuthorizeRequest(request)
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { form, query } = await readAuthorizeForm(request)
  if (form.get('intent') === 'cancel') throw backToClient(query, { error: 'access_denied' })
  return authorize(request, context, 'google', query, { email: String(form.get('email') ?? '') })
}

/** The simulated Google account chooser (mocks only). */
export default function SimulatedGoogleConsent() {
  const query = useLoaderData<typeof loader>()
  const result = useActionData<typeof action>()
  const hidden = <AuthorizeParams query={query} />
  return (
    <section className="narrow-page simulated-provider">
      <p className="simulated-badge">Simulated Google (mocks)</p>
      <h1>Choose an account</h1>
      <p>to continue to the store. Google will share your name, email address and profile picture.</p>
      {result?.error ? (
        <p className="alert alert-error" role="alert">
          {result.error}
        </p>
      ) : null}
      <ul className="account-chooser">
        {DEMO_GOOGLE_ACCOUNTS.map((email) => (
          <li key={email}>
            <Form method="POST" reloadDocument>
              {hidden}
              <input type="hidden" name="email" value={email} />
              <button type="submit" className="button button-secondary">
                {email}
              </button>
            </Form>
          </li>
        ))}
      </ul>
      <Form method="POST" reloadDocument>
        {hidden}
        <div className="field">
          <label htmlFor="google-email">Use another account</label>
          <input id="google-email" name="email" type="email" required />
        </div>
        <button type="submit" className="button">
          Next
        </button>
      </Form>
      <Form method="POST" reloadDocument>
        {hidden}
        <input type="hidden" name="intent" value="cancel" />
        <button type="submit" className="link-button">
          Cancel
        </button>
      </Form>
    </section>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
