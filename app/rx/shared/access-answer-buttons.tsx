import { StatusButton } from '#app/ui/status-button.tsx'
import { SubmitOnceForm } from '#app/ui/submit-once-form.tsx'
import { PATIENT_ACCESS_PATH } from './patients.ts'

/** The buttons' texts (decision 0064): the patient access page and the dashboard both show them. */
const ACCESS_ANSWER_TEXTS = {
  grant: 'Grant Access',
  decline: 'Decline',
  cancelRequest: 'Cancel Request',
  grantFor: (name: string) => `Grant access to ${name}`,
  declineFor: (name: string) => `Decline the request of ${name}`,
  cancelFor: (name: string) => `Cancel Request to ${name}`,
} as const

/**
 * Grant, decline or cancel: one button each, posted to the page (or from a dashboard notification, which returns
 * there), once. Only the clicked button is busy while it is sent.
 */
export function AnswerButtons({
  entry,
  dashboardPatient,
}: {
  entry: { key: string; name: string; actions: string[] }
  /** Answered on the dashboard showing this patient (or 'all'), which the answer returns to. */
  dashboardPatient?: string
}) {
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
      {button('grant', ACCESS_ANSWER_TEXTS.grant, ACCESS_ANSWER_TEXTS.grantFor(entry.name), true)}
      {button('decline', ACCESS_ANSWER_TEXTS.decline, ACCESS_ANSWER_TEXTS.declineFor(entry.name))}
      {button('cancel', ACCESS_ANSWER_TEXTS.cancelRequest, ACCESS_ANSWER_TEXTS.cancelFor(entry.name))}
    </SubmitOnceForm>
  )
}
