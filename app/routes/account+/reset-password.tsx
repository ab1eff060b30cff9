import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { getFormProps, getInputProps, useForm } from '@conform-to/react'
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react'
import { forgotPasswordPath, signInPath } from '#app/auth/paths.ts'
import { GeneralErrorBoundary } from '#app/ui/error-boundary.tsx'
import { Field, FormAlert } from '#app/ui/field.tsx'
import { useIsSubmitting } from '#app/ui/pending.ts'
import { StatusButton } from '#app/ui/status-button.tsx'
import { useLazyValidation } from '#app/validation/use-lazy-validation.ts'
import { NewPasswordField } from '#app/account/new-password-field.tsx'
import { loadResetPassword, submitResetPassword } from '#app/account/reset-password.server.ts'
import { ACCOUNT_MESSAGES } from '#app/account/account-texts.ts'

export const meta: MetaFunction = () => [{ title: 'Reset Password' }]

export async function loader({ request, context }: LoaderFunctionArgs) {
  return loadResetPassword(request, context)
}

export async function action({ request, context }: ActionFunctionArgs) {
  return submitResetPassword(request, context)
}

export default function ResetPassword() {
  const { token, linkValid, redirectUrl } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  const validation = useLazyValidation(() =>
    import('#app/account/account-forms.ts').then((module) => module.accountFormValidators.resetPassword),
  )
  const [form, fields] = useForm({
    id: 'reset-password',
    lastResult: actionData?.result,
    ...validation,
  })
  const submitting = useIsSubmitting()
  const firstInvalid = [fields.password, fields.confirmPassword].find((field) => field.errors?.length)?.name
  const requestNewLink = (
    <p>
      <Link to={forgotPasswordPath(redirectUrl)}>Request a new link</Link>
    </p>
  )
  return (
    <section className="narrow-page">
      <h1>Reset Password</h1>
      {linkValid ? (
        <>
          <p>Choose a new password for your account.</p>
          <Form method="POST" {...getFormProps(form)}>
            <FormAlert id={form.errorId} errors={form.errors} />
            {form.errors?.includes(ACCOUNT_MESSAGES.resetLinkInvalid) ? requestNewLink : null}
            <input type="hidden" name="token" value={token} />
            {redirectUrl ? <input type="hidden" name="redirectUrl" value={redirectUrl} /> : null}
            <NewPasswordField
              label="New Password"
              field={fields.password}
              focusOnError={firstInvalid === fields.password.name}
            />
            <Field
              label="Confirm New Password"
              inputProps={{
                ...getInputProps(fields.confirmPassword, { type: 'password' }),
                autoComplete: 'new-password',
              }}
              errors={fields.confirmPassword.errors}
              focusOnError={firstInvalid === fields.confirmPassword.name}
            />
            <StatusButton pending={submitting}>Reset Password</StatusButton>
          </Form>
        </>
      ) : (
        <>
          <FormAlert errors={[ACCOUNT_MESSAGES.resetLinkInvalid]} />
          {requestNewLink}
        </>
      )}
      <p>
        <Link to={signInPath(redirectUrl)}>Back to Sign In</Link>
      </p>
    </section>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
