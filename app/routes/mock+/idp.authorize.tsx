import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Form, useActionData, useLoaderData } from '@remix-run/react'
import { authorize, loadAuthorizeRequest, readAuthorizeForm } from '#app/simulated/provider-pages.server.ts'
import { AuthorizeParams } from '#app/simulated/authorize-params.tsx'
import { GeneralErrorBoundary } from '#app/ui/error-boundary.tsx'

export const meta: MetaFunction = () => [{ title: 'Example ID: Sign in' }]

export async function loader({ request }: LoaderFunctionArgs) {
  return loadAuthorizeRequest(request)
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { form, query } = await readAuthorizeForm(request)
  return authorize(request, context, 'idp', query, {
    email: String(form.get('email') ?? ''),
    password: String(form.get('password') ?? ''),
  })
}

/** The simulated external identity provider's login page (mocks only). */
export default function SimulatedIdentityProvider() {
  const query = useLoaderData<typeof loader>()
  const result = useActionData<typeof action>()
  return (
    <section className="narrow-page simulated-provider">
      <p className="simulated-badge">Simulated identity provider (mocks)</p>
      <h1>Example ID</h1>
      <p>{query.acr_values === 'stepup' ? 'Confirm it is you to continue.' : 'Sign in to continue to the store.'}</p>
      <dl className="simulated-params">
        <dt>prompt</dt>
        <dd data-testid="idp-prompt">{query.prompt ?? ''}</dd>
        <dt>calledFrom</dt>
        <dd data-testid="idp-called-from">{query.calledFrom ?? ''}</dd>
        <dt>originalUrl</dt>
        <dd data-testid="idp-original-url">{query.originalUrl ?? ''}</dd>
      </dl>
      {result?.error ? (
        <p className="alert alert-error" role="alert">
          {result.error}
        </p>
      ) : null}
      <Form method="POST" reloadDocument>
        <AuthorizeParams query={query} />
        <div className="field">
          <label htmlFor="idp-email">Email</label>
          <input id="idp-email" name="email" type="email" autoComplete="username" required />
        </div>
        <div className="field">
          <label htmlFor="idp-password">Password</label>
          <input id="idp-password" name="password" type="password" autoComplete="current-password" required />
        </div>
        <button type="submit" className="button">
          Continue
        </button>
      </Form>
    </section>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
