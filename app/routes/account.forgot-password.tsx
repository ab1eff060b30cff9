import { getFormProps, getInputProps, useForm } from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4'
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react'
import { forgotPasswordSchema } from '#app/account/account-forms.ts'
import { upstreamFor } from '#app/auth/auth-state.server.ts'
import { env } from '#app/env.server.ts'
import { signInPath } from '#app/auth/paths.ts'
import { safeRedirect } from '#app/auth/safe-redirect.ts'
import { readFormData } from '#app/security/form.server.ts'
import { requestPasswordReset } from '#app/upstream/auth-api.server.ts'
import { GeneralErrorBoundary } from '#app/ui/error-boundary.tsx'
import { Field, FormAlert } from '#app/ui/field.tsx'
import { useIsSubmitting } from '#app/ui/pending.ts'
import { StatusButton } from '#app/ui/status-button.tsx'

export const meta: MetaFunction = () => [{ title: 'Forgot Password' }]

export function loader({ request }: LoaderFunctionArgs) {
  const redirectUrl = new URL(request.url).searchParams.get('redirectUrl')
  // Under mocks the reset email lands in a simulated inbox; say where.
  return { redirectUrl: redirectUrl ? safeRedirect(redirectUrl) : undefined, simulatedInbox: env().mocks }
}

const SENT = 'If an account uses that email address, we have sent it a link to reset the password.'
const UNAVAILABLE = 'We could not send the reset email right now. Please try again in a few minutes.'

export async function action({ request }: ActionFunctionArgs) {
  const submission = parseWithZod(await readFormData(request), { schema: forgotPasswordSchema })
  if (submission.status !== 'success') return data({ result: submission.reply(), sent: false }, { status: 400 })
  try {
    const resetUrl = new URL('/account/reset-password', request.url)
    if (submission.value.redirectUrl) resetUrl.searchParams.set('redirectUrl', safeRedirect(submission.value.redirectUrl))
    await requestPasswordReset(await upstreamFor(request), submission.value.email, resetUrl.href)
  } catch {
    return data({ result: submission.reply({ formErrors: [UNAVAILABLE] }), sent: false }, { status: 503 })
  }
  return { result: submission.reply({ resetForm: true }), sent: true }
}

export default function ForgotPassword() {
  const { redirectUrl, simulatedInbox } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  const [form, fields] = useForm({
    id: 'forgot-password',
    lastResult: actionData?.result,
    constraint: getZodConstraint(forgotPasswordSchema),
    shouldValidate: 'onBlur',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: forgotPasswordSchema }),
  })
  const submitting = useIsSubmitting()
  return (
    <section className="narrow-page">
      <h1>Forgot Password</h1>
      <p>Enter the email address of your account and we will send you a link to reset your password.</p>
      {actionData?.sent ? <FormAlert tone="success" errors={[SENT]} /> : null}
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
