import { getFormProps, getInputProps, useForm } from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4'
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData, useRouteLoaderData } from '@remix-run/react'
import { createAccountSchema } from '#app/account/account-forms.ts'
import { upstreamFor } from '#app/auth/auth-state.server.ts'
import { signInPath } from '#app/auth/paths.ts'
import { safeRedirect } from '#app/auth/safe-redirect.ts'
import { readFormData } from '#app/security/form.server.ts'
import { commitSession, getSession } from '#app/auth/session.server.ts'
import type { loader as rootLoader } from '#app/root.tsx'
import { createAccountUpstream } from '#app/upstream/auth-api.server.ts'
import { isUpstreamError } from '#app/upstream/errors.ts'
import { GeneralErrorBoundary } from '#app/ui/error-boundary.tsx'
import { Field, FormAlert } from '#app/ui/field.tsx'
import { useIsSubmitting } from '#app/ui/pending.ts'
import { StatusButton } from '#app/ui/status-button.tsx'

export const meta: MetaFunction = () => [{ title: 'Create an Account' }]

export function loader({ request }: LoaderFunctionArgs) {
  // Spec 1 section 2: account creation sends people to '/' unless told otherwise.
  return { redirectUrl: safeRedirect(new URL(request.url).searchParams.get('redirectUrl'), '/') }
}

const EMAIL_IN_USE = 'An account already uses this email address. Sign in instead, or use another email address.'
const UNAVAILABLE = 'We could not create your account right now. Please try again in a few minutes.'

export async function action({ request }: ActionFunctionArgs) {
  const submission = parseWithZod(await readFormData(request), { schema: createAccountSchema })
  if (submission.status !== 'success') {
    return data({ result: submission.reply({ hideFields: ['password'] }) }, { status: 400 })
  }
  const { redirectUrl, ...account } = submission.value
  let outcome
  try {
    outcome = await createAccountUpstream(await upstreamFor(request), account)
  } catch (error) {
    if (!isUpstreamError(error)) throw error
    return data({ result: submission.reply({ formErrors: [UNAVAILABLE], hideFields: ['password'] }) }, { status: 503 })
  }
  if (!outcome.data.created) {
    return data({ result: submission.reply({ fieldErrors: { email: [EMAIL_IN_USE] }, hideFields: ['password'] }) }, { status: 400 })
  }
  const session = await getSession(request)
  session.flash('toast', { kind: 'success', message: 'Your account is ready. Sign in to continue.' })
  throw redirect(signInPath(safeRedirect(redirectUrl, '/')), { headers: { 'set-cookie': await commitSession(session) } })
}

export default function CreateAccount() {
  const { redirectUrl } = useLoaderData<typeof loader>()
  const root = useRouteLoaderData<typeof rootLoader>('root')
  const actionData = useActionData<typeof action>()
  const [form, fields] = useForm({
    id: 'create-account',
    lastResult: actionData?.result,
    constraint: getZodConstraint(createAccountSchema),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: createAccountSchema }),
  })
  const submitting = useIsSubmitting()
  const firstInvalid = [fields.firstName, fields.lastName, fields.email, fields.password].find((field) => field.errors?.length)?.name
  return (
    <section className="narrow-page">
      <h1>Create an Account</h1>
      <p>Create your {root?.banner.title} account to shop, save and manage prescriptions.</p>
      <Form method="POST" {...getFormProps(form)}>
        <FormAlert id={form.errorId} errors={form.errors} />
        <input type="hidden" name="redirectUrl" value={redirectUrl} />
        <Field label="First Name" inputProps={{ ...getInputProps(fields.firstName, { type: 'text' }), autoComplete: 'given-name' }} errors={fields.firstName.errors} focusOnError={firstInvalid === fields.firstName.name} />
        <Field label="Last Name" inputProps={{ ...getInputProps(fields.lastName, { type: 'text' }), autoComplete: 'family-name' }} errors={fields.lastName.errors} focusOnError={firstInvalid === fields.lastName.name} />
        <Field label="Email Address" inputProps={{ ...getInputProps(fields.email, { type: 'email' }), autoComplete: 'email' }} errors={fields.email.errors} focusOnError={firstInvalid === fields.email.name} />
        <Field
          label="Password"
          hint="At least 8 characters, with at least one letter and one number."
          inputProps={{ ...getInputProps(fields.password, { type: 'password' }), autoComplete: 'new-password' }}
          errors={fields.password.errors}
          focusOnError={firstInvalid === fields.password.name}
        />
        <StatusButton pending={submitting}>Create Account</StatusButton>
      </Form>
      <p>
        Already have an account? <Link to={signInPath(redirectUrl)}>Sign In</Link>
      </p>
    </section>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
