import { Link } from '@remix-run/react'
import { FormAlert } from '#app/ui/field.tsx'
import { PostalAddress } from '#app/ui/postal-address.tsx'
import { SidePanel } from '#app/ui/side-panel.tsx'
import { StatusButton } from '#app/ui/status-button.tsx'
import { SubmitOnceForm } from '#app/ui/submit-once-form.tsx'
import { PROFILE_TEXTS } from './profile-texts.ts'
import { PROFILE_PATH } from './profile-paths.ts'

// The profile's panels that only ask a yes or no: apart from the forms (profile-panels.tsx), so that they load no
// form library (decision 0097).

/** 'Delete Address': the address, and Delete or Cancel. */
export function DeleteAddressPanel({ lines, formError }: { lines: string[]; formError: string | undefined }) {
  return (
    <SidePanel title={PROFILE_TEXTS.deleteAddress} closeTo={PROFILE_PATH}>
      <SubmitOnceForm method="POST" className="narrow-form">
        <FormAlert errors={formError ? [formError] : undefined} />
        <p>{PROFILE_TEXTS.deleteQuestion}</p>
        <PostalAddress lines={lines} />
        <p className="dialog-actions">
          <StatusButton>{PROFILE_TEXTS.delete}</StatusButton>
          <Link to={PROFILE_PATH}>{PROFILE_TEXTS.cancel}</Link>
        </p>
      </SubmitOnceForm>
    </SidePanel>
  )
}

/** The marketing program's question (a panel over the profile): Accept or Decline, whatever was answered before. */
export function MarketingPanel({
  programName,
  status,
}: {
  programName: string
  status: keyof typeof PROFILE_TEXTS.marketingStatus
}) {
  return (
    <SidePanel title={PROFILE_TEXTS.marketingHeading} closeTo={PROFILE_PATH}>
      <SubmitOnceForm method="POST" className="narrow-form">
        <p>{PROFILE_TEXTS.marketingQuestion(programName)}</p>
        <p>{PROFILE_TEXTS.marketingStatus[status]}</p>
        <p className="dialog-actions">
          <StatusButton name="intent" value="accept">
            {PROFILE_TEXTS.accept}
          </StatusButton>
          <StatusButton name="intent" value="decline" className="button button-secondary">
            {PROFILE_TEXTS.decline}
          </StatusButton>
          <Link to={PROFILE_PATH}>{PROFILE_TEXTS.cancel}</Link>
        </p>
      </SubmitOnceForm>
    </SidePanel>
  )
}
