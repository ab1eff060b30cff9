import { StatusButton } from '#app/ui/status-button.tsx'
import { SubmitOnceForm } from '#app/ui/submit-once-form.tsx'
import { PATIENT_ACCESS_PATH } from './patients.ts'

/**
 * Grant, decline or cancel: one button each, posted to the page (or from a dashboard notification, which returns
 * there), once. Only the clicked button is busy while it is sent.
 */
/** The buttons' words for one person, as a translated page sends them (issue 36). */
export type AnswerTexts = Record<
  'grant' | 'decline' | 'cancelRequest' | 'grantFor' | 'declineFor' | 'cancelFor',
  string
>

export function AnswerButtons({
  entry,
  dashboardPatient,
}: {
  /** `texts`: the page's language's (`answerTextsFor`). */
  entry: { key: string; name: string; actions: string[]; texts: AnswerTexts }
  /** Answered on the dashboard showing this patient (or 'all'), which the answer returns to. */
  dashboardPatient?: string
}) {
  const { texts } = entry
  const button = (intent: 'grant' | 'decline' | 'cancel', text: string, label: string, primary = false) =>
    entry.actions.includes(intent) ? (
      <StatusButton
        name="intent"
        value={intent}
        className={primary ? 'button' : 'button button-secondary'}
        aria-label={label}
      >
        {text}
      </StatusButton>
    ) : null
  return (
    <SubmitOnceForm method="POST" action={PATIENT_ACCESS_PATH} className="dialog-actions">
      <input type="hidden" name="key" value={entry.key} />
      {dashboardPatient ? (
        <>
          <input type="hidden" name="from" value="dashboard" />
          <input type="hidden" name="patient" value={dashboardPatient} />
        </>
      ) : null}
      {button('grant', texts.grant, texts.grantFor, true)}
      {button('decline', texts.decline, texts.declineFor)}
      {button('cancel', texts.cancelRequest, texts.cancelFor)}
    </SubmitOnceForm>
  )
}
