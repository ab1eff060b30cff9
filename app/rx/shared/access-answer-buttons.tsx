import { StatusButton } from '#app/ui/status-button.tsx'
import { SubmitOnceForm } from '#app/ui/submit-once-form.tsx'
import { PATIENT_ACCESS_PATH } from './patients.ts'

/** The buttons' texts (decision 0064): the patient access page and the dashboard both show them. */
export const ACCESS_ANSWER_TEXTS = {
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
/** The buttons' words for one person, as a translated page sends them (issue 36). */
export type AnswerTexts = Record<
  'grant' | 'decline' | 'cancelRequest' | 'grantFor' | 'declineFor' | 'cancelFor',
  string
>

const englishFor = (name: string): AnswerTexts => ({
  ...ACCESS_ANSWER_TEXTS,
  grantFor: ACCESS_ANSWER_TEXTS.grantFor(name),
  declineFor: ACCESS_ANSWER_TEXTS.declineFor(name),
  cancelFor: ACCESS_ANSWER_TEXTS.cancelFor(name),
})

export function AnswerButtons({
  entry,
  dashboardPatient,
}: {
  /** `texts`: the page's language's; English where the page is not yet translated. */
  entry: { key: string; name: string; actions: string[]; texts?: AnswerTexts }
  /** Answered on the dashboard showing this patient (or 'all'), which the answer returns to. */
  dashboardPatient?: string
}) {
  const texts = entry.texts ?? englishFor(entry.name)
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
