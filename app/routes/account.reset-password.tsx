import { getFormProps, getInputProps, useForm } from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4'
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react'
import { resetPasswordSchema } from '#app/account/account-forms.ts'
import { upstreamFor } from '#app/auth/auth-state.server.ts'
import { forgotPasswordPath, signInPath } from '#app/auth/paths.ts'
import { safeRedirect } from '#app/auth/safe-redirect.ts'
import { readFormData } from '#app/security/form.server.ts'
import { commitSession, getSession } from '#app/auth/session.server.ts'
import { resetPassword } from '#app/upstream/auth-api.server.ts'
import { isUpstreamError } from '#app/upstream/errors.ts'
import { GeneralErrorBoundary } from '#app/ui/error-boundary.tsx'
import { Field, FormAlert } from '#app/ui/field.tsx'
import { useIsSubmitting } from '#app/ui/pending.ts'
import { StatusButton } from '#app/ui/status-button.tsx'

export const meta: MetaFunction = () => [{ title: 'Reset Password' }]

const INVALID_LINK = 'This reset link is invalid or has expired. Please request a new one.'
const UNAVAILABLE = 'We could not reset your password right now. Please try again in a few minutes.'

export function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url)
  const redirectUrl = url.searchParams.get('redirectUrl')
  return { token: url.searchParams.get('token') ?? '', redirectUrl: redirectUrl ? safeRedirect(redirectUrl) : undefined }
}

/** The link from the reset email: a new password, then sign-in shows the reset status (spec 1 section 4). */
export async function action({ request }: ActionFunctionArgs) {
  const submission = parseWithZod(await readFormData(request), { schema: resetPasswordSchema })
  const hideFields = ['password', 'confirmPassword']
  if (submission.status !== 'success') return data({ result: submission.reply({ hideFields }) }, { status: 400 })
  let outcome
  try {
    outcome = await resetPassword(await upstreamFor(request), submission.value.token, submission.value.password)
  } catch (error) {
    if (!isUpstreamError(error)) throw error
    return data({ result: submission.reply({ formErrors: [UNAVAILABLE], hideFields }) }, { status: 503 })
  }
  if (!outcome.data.reset) return data({ result: submission.reply({ formErrors: [INVALID_LINK], hideFields }) }, { status: 400 })
  const session = await getSession(request)
  session.flash('signInStatus', 'resetPassword')
  throw redirect(signInPath(safeRedirect(submission.value.redirectUrl, '/')), { headers: { 'set-cookie': await commitSession(session) } })
}

export default function ResetPassword() {
  const { token, redirectUrl } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  const [form, fields] = useForm({
    id: 'reset-password',
    lastResult: actionData?.result,
    constraint: getZodConstraint(resetPasswordSchema),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: resetPasswordSchema }),
  })
  const submitting = useIsSubmitting()
  const firstInvalid = [fields.password, fields.confirmPassword].find((field) => field.errors?.length)?.name
  return (
    <section className="narrow-page">
      <h1>Reset Password</h1>
      <p>Choose a new password for your account.</p>
      <Form method="POST" {...getFormProps(form)}>
        <FormAlert id={form.errorId} errors={form.errors} />
        {form.errors?.includes(INVALID_LINK) ? (
          <p>
            <Link to={forgotPasswordPath(redirectUrl)}>Request a new link</Link>
          </p>
        ) : null}
        <input type="hidden" name="token" value={token} />
        {redirectUrl ? <input type="hidden" name="redirectUrl" value={redirectUrl} /> : null}
        <Field
          label="New Password"
          hint="At least 8 characters, with at least one letter and one number."
          inputProps={{ ...getInputProps(fields.password, { type: 'password' }), autoComplete: 'new-password' }}
          errors={fields.password.errors}
          focusOnError={firstInvalid === fields.password.name}
        />
        <Field
          label="Confirm New Password"
          inputProps={{ ...getInputProps(fields.confirmPassword, { type: 'password' }), autoComplete: 'new-password' }}
          errors={fields.confirmPassword.errors}
          focusOnError={firstInvalid === fields.confirmPassword.name}
        />
        <StatusButton pending={submitting}>Reset Password</StatusButton>
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
