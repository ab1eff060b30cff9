import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { getFormProps, getInputProps, useForm } from '@conform-to/react'
import { Form, Link, useActionData, useLoaderData, useRouteLoaderData } from '@remix-run/react'
import { signInPath } from '#app/auth/paths.ts'
import type { loader as rootLoader } from '#app/root.tsx'
import { GeneralErrorBoundary } from '#app/ui/error-boundary.tsx'
import { Field, FormAlert } from '#app/ui/field.tsx'
import { useIsSubmitting } from '#app/ui/pending.ts'
import { StatusButton } from '#app/ui/status-button.tsx'
import { useLazyValidation } from '#app/validation/use-lazy-validation.ts'
import { NewPasswordField } from '#app/account/new-password-field.tsx'
import { loadCreateAccount, submitCreateAccount } from '#app/account/create-account.server.ts'

export const meta: MetaFunction = () => [{ title: 'Create an Account' }]

export async function loader({ request }: LoaderFunctionArgs) {
  return loadCreateAccount(request)
}

export async function action({ request, context }: ActionFunctionArgs) {
  return submitCreateAccount(request, context)
}

export default function CreateAccount() {
  const { redirectUrl } = useLoaderData<typeof loader>()
  const root = useRouteLoaderData<typeof rootLoader>('root')
  const actionData = useActionData<typeof action>()
  const validation = useLazyValidation(() =>
    import('#app/account/account-forms.ts').then((module) => module.accountFormValidators.createAccount),
  )
  const [form, fields] = useForm({
    id: 'create-account',
    lastResult: actionData?.result,
    ...validation,
  })
  const submitting = useIsSubmitting()
  const firstInvalid = [fields.firstName, fields.lastName, fields.email, fields.password].find(
    (field) => field.errors?.length,
  )?.name
  return (
    <section className="narrow-page">
      <h1>Create an Account</h1>
      <p>Create your {root?.banner.title} account to shop, save and manage prescriptions.</p>
      <Form method="POST" {...getFormProps(form)}>
        <FormAlert id={form.errorId} errors={form.errors} />
        <input type="hidden" name="redirectUrl" value={redirectUrl} />
        <Field
          label="First Name"
          inputProps={{ ...getInputProps(fields.firstName, { type: 'text' }), autoComplete: 'given-name' }}
          errors={fields.firstName.errors}
          focusOnError={firstInvalid === fields.firstName.name}
        />
        <Field
          label="Last Name"
          inputProps={{ ...getInputProps(fields.lastName, { type: 'text' }), autoComplete: 'family-name' }}
          errors={fields.lastName.errors}
          focusOnError={firstInvalid === fields.lastName.name}
        />
        <Field
          label="Email Address"
          inputProps={{ ...getInputProps(fields.email, { type: 'email' }), autoComplete: 'email' }}
          errors={fields.email.errors}
          focusOnError={firstInvalid === fields.email.name}
        />
        <NewPasswordField
          label="Password"
          field={fields.password}
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
