import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { getFormProps, getInputProps, useForm } from '@conform-to/react'
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react'
import { signInPath } from '#app/auth/paths.ts'
import { GeneralErrorBoundary } from '#app/ui/error-boundary.tsx'
import { Field, FormAlert } from '#app/ui/field.tsx'
import { useIsSubmitting } from '#app/ui/pending.ts'
import { StatusButton } from '#app/ui/status-button.tsx'
import { useLazyValidation } from '#app/validation/use-lazy-validation.ts'
import { loadForgotPassword, submitForgotPassword } from '#app/account/forgot-password.server.ts'
import { ACCOUNT_MESSAGES } from '#app/account/account-texts.ts'

export const meta: MetaFunction = () => [{ title: 'Forgot Password' }]

export async function loader({ request }: LoaderFunctionArgs) {
  return loadForgotPassword(request)
}

export async function action({ request, context }: ActionFunctionArgs) {
  return submitForgotPassword(request, context)
}

export default function ForgotPassword() {
  const { redirectUrl, simulatedInbox } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  const validation = useLazyValidation(() =>
    import('#app/account/account-forms.ts').then((module) => module.accountFormValidators.forgotPassword),
  )
  const [form, fields] = useForm({
    id: 'forgot-password',
    lastResult: actionData?.result,
    ...validation,
  })
  const submitting = useIsSubmitting()
  return (
    <section className="narrow-page">
      <h1>Forgot Password</h1>
      <p>Enter the email address of your account and we will send you a link to reset your password.</p>
      <FormAlert tone="success" errors={actionData?.sent ? [ACCOUNT_MESSAGES.resetEmailSent] : undefined} />
      {actionData?.sent && simulatedInbox ? (
        <p>
          <Link to="/mock/inbox">Open the simulated inbox</Link> (mocks only)
        </p>
      ) : null}
      <Form method="POST" {...getFormProps(form)}>
        <FormAlert id={form.errorId} errors={form.errors} />
        {redirectUrl ? <input type="hidden" name="redirectUrl" value={redirectUrl} /> : null}
        <Field
          label="Email Address"
          inputProps={{ ...getInputProps(fields.email, { type: 'email' }), autoComplete: 'email' }}
          errors={fields.email.errors}
          focusOnError
        />
        <StatusButton pending={submitting}>Send Reset Link</StatusButton>
      </Form>
      <p>
        <Link to={signInPath(redirectUrl)}>Back to Sign In</Link>
      </p>
    </section>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
