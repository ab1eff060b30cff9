import { Link } from '@remix-run/react'
import { FormAlert } from '#app/ui/field.tsx'
import { PostalAddress } from '#app/ui/postal-address.tsx'
import { SidePanel } from '#app/ui/side-panel.tsx'
import { StatusButton } from '#app/ui/status-button.tsx'
import { SubmitOnceForm } from '#app/ui/submit-once-form.tsx'
import type { PanelTexts } from './profile-panels.messages.server.ts'
import { PROFILE_PATH } from './profile-paths.ts'

// The profile's panels that only ask a yes or no: apart from the forms (profile-panels.tsx), so that they load no
// form library (decision 0097).

/** 'Delete Address': the address, and Delete or Cancel. */
export function DeleteAddressPanel({
  lines,
  texts,
  formError,
}: {
  lines: string[]
  texts: PanelTexts
  formError: string | undefined
}) {
  return (
    <SidePanel title={texts.deleteAddress} closeTo={PROFILE_PATH}>
      <SubmitOnceForm method="POST" className="narrow-form">
        <FormAlert errors={formError ? [formError] : undefined} />
        <p>{texts.deleteQuestion}</p>
        <PostalAddress lines={lines} />
        <p className="dialog-actions">
          <StatusButton>{texts.delete}</StatusButton>
          <Link to={PROFILE_PATH}>{texts.cancel}</Link>
        </p>
      </SubmitOnceForm>
    </SidePanel>
  )
}

/**
 * The marketing program's question (a panel over the profile) and the answer given before, in the page's words:
 * Accept or Decline, whatever was answered.
 */
export function MarketingPanel({ question, answer, texts }: { question: string; answer: string; texts: PanelTexts }) {
  return (
    <SidePanel title={texts.marketingHeading} closeTo={PROFILE_PATH}>
      <SubmitOnceForm method="POST" className="narrow-form">
        <p>{question}</p>
        <p>{answer}</p>
        <p className="dialog-actions">
          <StatusButton name="intent" value="accept">
            {texts.accept}
          </StatusButton>
          <StatusButton name="intent" value="decline" className="button button-secondary">
            {texts.decline}
          </StatusButton>
          <Link to={PROFILE_PATH}>{texts.cancel}</Link>
        </p>
      </SubmitOnceForm>
    </SidePanel>
  )
}
