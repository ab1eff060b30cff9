import { getFormProps, useForm, type SubmissionResult } from '@conform-to/react'
import { Form, Link } from '@remix-run/react'
import { signInPath } from '#app/auth/paths.ts'
import { FormAlert } from '#app/ui/field.tsx'
import { useIsSubmitting } from '#app/ui/pending.ts'
import { StatusButton } from '#app/ui/status-button.tsx'
import { useLazyValidation } from '#app/validation/use-lazy-validation.ts'
import { BirthDateFieldset } from '#app/rx/shared/birth-date-fieldset.tsx'
import { GUEST_TEXTS } from './guest-texts.ts'
import { RxPageHeader } from '#app/rx/shared/rx-shell.tsx'

/** Where signing in from a guest page leads. */
const RX_HOME = '/rx/dashboard'

/** The birth-date form; the date's own error (not a real date, in the future) shows under the group. */
function BirthDateForm({ result }: { result: SubmissionResult<string[]> | undefined }) {
  const validation = useLazyValidation(() =>
    import('#app/rx/shared/rx-validation.ts').then((module) => module.rxFormValidators.birthDate),
  )
  const [form, fields] = useForm({ id: 'guest-verification', lastResult: result, ...validation })
  const submitting = useIsSubmitting()
  return (
    <Form method="POST" {...getFormProps(form)} className="narrow-form">
      <BirthDateFieldset parts={fields} errorId={form.errorId} errors={form.errors} />
      <StatusButton pending={submitting}>{GUEST_TEXTS.verifyButton}</StatusButton>
    </Form>
  )
}

/**
 * 'Verify Your Birthdate' (spec 2): where a tracker link from a text message
 * lands. A locked link says so instead of asking again; so does a client that
 * opened too many links (decision 0076).
 */
export function GuestVerificationPage({
  locked,
  tooManyLinks,
  notice,
  result,
}: {
  locked: boolean
  tooManyLinks: boolean
  notice: string | null
  result: SubmissionResult<string[]> | undefined
}) {
  return (
    <div className="rx-page">
      <RxPageHeader title={GUEST_TEXTS.verifyTitle} />
      <FormAlert tone="info" errors={[notice]} />
      {tooManyLinks ? (
        <FormAlert errors={[GUEST_TEXTS.tooManyLinks]} />
      ) : locked ? (
        <FormAlert errors={[GUEST_TEXTS.locked]} />
      ) : (
        <>
          <p>{GUEST_TEXTS.verifyIntro}</p>
          <BirthDateForm result={result} />
        </>
      )}
      <p>
        <Link to={signInPath(RX_HOME)}>Sign in</Link> to manage all of your prescriptions.
      </p>
    </div>
  )
}

/** 'Tracker link expired' (spec 2 section 2); its words are decision 0028's. */
export function ExpiredTrackerLinkPage() {
  return (
    <div className="rx-page">
      <RxPageHeader title={GUEST_TEXTS.expiredTitle} />
      <p>{GUEST_TEXTS.expiredText}</p>
      <p className="dialog-actions">
        <Link to={signInPath(RX_HOME)} className="button">
          Sign In
        </Link>
        <Link to="/rx/guest-refill" className="button button-secondary">
          Request a Refill
        </Link>
      </p>
    </div>
  )
}
