import { getFormProps, getInputProps, useForm, type SubmissionResult } from '@conform-to/react'
import { Form, Link, type FetcherWithComponents } from '@remix-run/react'
import { useEffect, useState } from 'react'
import type { ClientBanner } from '#app/banners/banner.server.ts'
import { CheckboxField, Field, FormAlert } from '#app/ui/field.tsx'
import { useIsSubmitting } from '#app/ui/pending.ts'
import { StatusButton } from '#app/ui/status-button.tsx'
import { useHydrated } from '#app/ui/use-hydrated.ts'
import { forgotPasswordPath } from './paths.ts'
import type { ValidationTexts } from '#app/validation/messages.ts'
import { useLazyValidation } from '#app/validation/use-lazy-validation.ts'
import type { SignInTexts } from './sign-in.messages.server.ts'

type SignInFormProps = {
  banner: ClientBanner
  redirectUrl: string | undefined
  lastResult: SubmissionResult<string[]> | undefined
  /** The social-link alert: the email is fixed to the Google account's. */
  lockedEmail?: string
  /** The account-deletion route hides remember-me (terms banner) and the Google button. */
  accountDeletion: boolean
  texts: SignInTexts
  /** The form's messages in the page's language, for the browser's checks. */
  validation: ValidationTexts
  /** The sign-in dialog posts through a fetcher, so errors show in the dialog. */
  fetcher?: FetcherWithComponents<unknown>
  formId?: string
}

/** Spec 1 section 2 'Classic form content', shared by /signin and the sign-in dialog. */
export function SignInForm({
  banner,
  redirectUrl,
  lastResult,
  lockedEmail,
  accountDeletion,
  texts,
  validation: validationTexts,
  fetcher,
  formId = 'signin',
}: SignInFormProps) {
  const requireTerms = banner.requiresTerms
  const validation = useLazyValidation(() =>
    import('./sign-in-schema.ts').then((module) => module.signInValidator({ requireTerms, texts: validationTexts })),
  )
  const [form, fields] = useForm({
    id: formId,
    lastResult,
    defaultValue: { email: lockedEmail ?? '', rememberMe: 'on', terms: 'on' },
    ...validation,
  })
  const hydrated = useHydrated()
  const navigationSubmitting = useIsSubmitting()
  const submitting = fetcher ? fetcher.state === 'submitting' : navigationSubmitting
  const FormElement = fetcher ? fetcher.Form : Form
  const [passwordShown, setPasswordShown] = useState(false)
  const [termsAccepted, setTermsAccepted] = useState(fields.terms.initialValue === 'on')
  // The box may have changed before hydration: start from what the page shows.
  useEffect(() => {
    const box = document.getElementById(fields.terms.id)
    if (box instanceof HTMLInputElement) setTermsAccepted(box.checked)
  }, [fields.terms.id])
  // A refused sign-in clears the password, as the server render (hideFields) already does without JS.
  useEffect(() => {
    const input = document.getElementById(fields.password.id)
    if (lastResult?.status === 'error' && input instanceof HTMLInputElement) input.value = ''
  }, [lastResult, fields.password.id])
  const firstInvalid = [fields.email, fields.password, fields.terms].find((field) => field.errors?.length)?.name

  return (
    // On /signin the form posts to its own URL, so a no-JS error page keeps the query.
    <FormElement method="POST" action={fetcher ? '/signin' : undefined} {...getFormProps(form)} className="signin-form">
      <FormAlert id={form.errorId} errors={form.errors} />
      {redirectUrl ? <input type="hidden" name="redirectUrl" value={redirectUrl} /> : null}
      <Field
        label={texts.email}
        inputProps={{
          ...getInputProps(fields.email, { type: 'email' }),
          autoComplete: 'email',
          readOnly: Boolean(lockedEmail),
          ...(lockedEmail ? { value: lockedEmail, defaultValue: undefined } : {}),
        }}
        errors={fields.email.errors}
        focusOnError={firstInvalid === fields.email.name}
      />
      <Field
        label={texts.password}
        inputProps={{
          ...getInputProps(fields.password, { type: passwordShown ? 'text' : 'password' }),
          autoComplete: 'current-password',
        }}
        errors={fields.password.errors}
        focusOnError={firstInvalid === fields.password.name}
        after={
          // A toggle only works with JavaScript, so it is only rendered then.
          hydrated ? (
            <button
              type="button"
              className="link-button password-toggle"
              onClick={() => setPasswordShown((shown) => !shown)}
              aria-pressed={passwordShown}
            >
              {passwordShown ? texts.hidePassword : texts.showPassword}
            </button>
          ) : null
        }
      />
      <p>
        <Link to={forgotPasswordPath(redirectUrl)}>{texts.forgotPassword}</Link>
      </p>
      {banner.requiresTerms && accountDeletion ? null : (
        <CheckboxField
          label={
            <>
              {texts.keepSignedIn}
              <span className="field-hint"> {texts.keepSignedInHint}</span>
            </>
          }
          inputProps={getInputProps(fields.rememberMe, { type: 'checkbox' })}
        />
      )}
      {banner.requiresTerms ? (
        <CheckboxField
          label={
            <>
              {texts.agreeTo} <Link to="/termsandconditions">{texts.terms}</Link> {texts.agreeAnd}{' '}
              <Link to="/privacypolicy">{texts.privacy}</Link>
            </>
          }
          inputProps={{
            ...getInputProps(fields.terms, { type: 'checkbox' }),
            onChange: (event) => setTermsAccepted(event.currentTarget.checked),
          }}
          errors={fields.terms.errors}
          focusOnError={firstInvalid === fields.terms.name}
        />
      ) : null}
      <StatusButton
        pending={submitting}
        // The terms box gates the button once JS runs; without JS the server checks it.
        disabled={banner.requiresTerms && hydrated && !termsAccepted}
      >
        {texts.submit}
      </StatusButton>
    </FormElement>
  )
}
