import { getFormProps, useForm, type SubmissionResult } from '@conform-to/react'
import { Form, Link } from '@remix-run/react'
import { signInPath } from '#app/auth/paths.ts'
import { FormAlert } from '#app/ui/field.tsx'
import { useIsSubmitting } from '#app/ui/pending.ts'
import { StatusButton } from '#app/ui/status-button.tsx'
import { useLazyValidation } from '#app/validation/use-lazy-validation.ts'
import { BirthDateFieldset, type BirthDateLabels } from '#app/rx/shared/birth-date-fieldset.tsx'
import type { BirthDateMessages } from '#app/rx/shared/rx-validation.ts'
import type { EXPIRED_TRACKER_LINK, GUEST_VERIFICATION } from './guest-verification.messages.server.ts'
import type { Texts } from '#app/i18n/messages.server.ts'
import { RxPageHeader } from '#app/rx/shared/rx-shell.tsx'

type BirthDateTexts = { labels: BirthDateLabels; messages: BirthDateMessages }

/** Where signing in from a guest page leads. */
const RX_HOME = '/rx/dashboard'

/** The birth-date form; the date's own error (not a real date, in the future) shows under the group. */
function BirthDateForm({
  result,
  submit,
  birthDate,
}: {
  result: SubmissionResult<string[]> | undefined
  submit: string
  birthDate: BirthDateTexts
}) {
  const validation = useLazyValidation(() =>
    import('#app/rx/shared/rx-validation.ts').then((module) => module.birthDateValidator(birthDate.messages)),
  )
  const [form, fields] = useForm({ id: 'guest-verification', lastResult: result, ...validation })
  const submitting = useIsSubmitting()
  return (
    <Form method="POST" {...getFormProps(form)} className="narrow-form">
      <BirthDateFieldset parts={fields} errorId={form.errorId} errors={form.errors} labels={birthDate.labels} />
      <StatusButton pending={submitting}>{submit}</StatusButton>
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
  texts,
  birthDate,
}: {
  locked: boolean
  tooManyLinks: boolean
  notice: string | null
  result: SubmissionResult<string[]> | undefined
  /** The page's words in the request's language (decision 0107). */
  texts: Texts<typeof GUEST_VERIFICATION>
  birthDate: BirthDateTexts
}) {
  return (
    <div className="rx-page">
      <RxPageHeader title={texts.title} />
      <FormAlert tone="info" errors={[notice]} />
      {tooManyLinks ? (
        <FormAlert errors={[texts.tooManyLinks]} />
      ) : locked ? (
        <FormAlert errors={[texts.locked]} />
      ) : (
        <>
          <p>{texts.intro}</p>
          <BirthDateForm result={result} submit={texts.submit} birthDate={birthDate} />
        </>
      )}
      <p>
        <Link to={signInPath(RX_HOME)}>{texts.signIn}</Link> {texts.signInToManage}
      </p>
    </div>
  )
}

/** 'Tracker link expired' (spec 2 section 2); its words are decision 0028's. */
export function ExpiredTrackerLinkPage({ texts }: { texts: Texts<typeof EXPIRED_TRACKER_LINK> }) {
  return (
    <div className="rx-page">
      <RxPageHeader title={texts.title} />
      <p>{texts.text}</p>
      <p className="dialog-actions">
        <Link to={signInPath(RX_HOME)} className="button">
          {texts.signIn}
        </Link>
        <Link to="/rx/guest-refill" className="button button-secondary">
          {texts.requestRefill}
        </Link>
      </p>
    </div>
  )
}
