import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Form, useLoaderData } from '@remix-run/react'
import { readInbox } from '#app/simulated/back-office.server.ts'
import { requireMocks } from '#app/simulated/require-mocks.server.ts'
import { GeneralErrorBoundary } from '#app/ui/error-boundary.tsx'

export const meta: MetaFunction = () => [{ title: 'Simulated inbox' }]

/** Mocks only: the emails and text messages the simulated back office "sent", such as password-reset links. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  requireMocks()
  const email = new URL(request.url).searchParams.get('email')?.slice(0, 254) ?? ''
  const messages = email ? await readInbox(request, context, email) : []
  return { email, messages }
}

export default function SimulatedInbox() {
  const { email, messages } = useLoaderData<typeof loader>()
  return (
    <section className="narrow-page simulated-provider">
      <p className="simulated-badge">Simulated email and text messages (mocks)</p>
      <h1>Inbox</h1>
      <Form method="GET">
        <div className="field">
          <label htmlFor="inbox-email">Email address or mobile phone</label>
          <input id="inbox-email" name="email" type="text" defaultValue={email} required />
        </div>
        <button type="submit" className="button">
          Open Inbox
        </button>
      </Form>
      {email ? (
        messages.length ? (
          <ul className="inbox">
            {[...messages].reverse().map((message) => (
              <li key={message.link}>
                <strong>{message.subject}</strong> <a href={message.link}>Open link</a>
              </li>
            ))}
          </ul>
        ) : (
          <p>No messages.</p>
        )
      ) : null}
    </section>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
