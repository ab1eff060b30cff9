import type { SubmissionResult } from '@conform-to/react'
import { Link } from '@remix-run/react'
import { Field, FormAlert, inputPropsOf } from '#app/ui/field.tsx'
import { SidePanel } from '#app/ui/side-panel.tsx'
import { StatusButton } from '#app/ui/status-button.tsx'
import { SubmitOnceForm } from '#app/ui/submit-once-form.tsx'
import { serverReply } from '#app/validation/server-reply.ts'
import { AddressFieldset, type AddressLabels } from '#app/rx/shared/address-fieldset.tsx'
import type { PanelTexts } from './profile-panels.messages.server.ts'
import { PROFILE_PATH } from './profile-paths.ts'

// The panels' forms show the server's reply: no form library in the browser for two short forms (decision 0097).

type AddressFields = { address: string; address2?: string; city: string; state: string; zipCode: string }

/** 'Add Address' or 'Edit Address' (a URL of its own, shown as a side panel over the profile). */
export function AddressPanel({
  saved,
  texts,
  labels,
  result,
}: {
  saved: AddressFields | null
  texts: PanelTexts
  labels: AddressLabels
  result: SubmissionResult<string[]> | undefined
}) {
  const { form, field } = serverReply('patient-address', result, saved ?? undefined)
  const fields = {
    address: field('address'),
    address2: field('address2'),
    city: field('city'),
    state: field('state'),
    zipCode: field('zipCode'),
  }
  const title = saved ? texts.editAddress : texts.addAddress
  return (
    <SidePanel title={title} closeTo={PROFILE_PATH}>
      <SubmitOnceForm method="POST" {...form.props} className="narrow-form">
        <FormAlert id={form.errorId} errors={form.errors} />
        <AddressFieldset legend={title} fields={fields} labels={labels} />
        <p className="dialog-actions">
          <StatusButton>{texts.save}</StatusButton>
          <Link to={PROFILE_PATH}>{texts.cancel}</Link>
        </p>
      </SubmitOnceForm>
    </SidePanel>
  )
}

/** 'Loyalty Card': the number to save, or (when there is a card) nothing, to remove it. */
export function LoyaltyPanel({
  name,
  saved,
  texts,
  result,
}: {
  name: string
  saved: string | null
  texts: PanelTexts
  result: SubmissionResult<string[]> | undefined
}) {
  const { form, field } = serverReply('loyalty-card', result, { loyaltyCardNumber: saved ?? '' })
  const number = field('loyaltyCardNumber')
  const hint = saved ? `${texts.loyaltyHint} ${texts.loyaltyRemoveHint}` : texts.loyaltyHint
  return (
    <SidePanel title={texts.loyaltyTitle} closeTo={PROFILE_PATH}>
      <SubmitOnceForm method="POST" {...form.props} className="narrow-form">
        <FormAlert id={form.errorId} errors={form.errors} />
        <p>{name}</p>
        <Field
          label={texts.loyaltyLabel}
          hint={hint}
          inputProps={{
            ...inputPropsOf(number, 'text'),
            inputMode: 'numeric',
            maxLength: 16,
          }}
          errors={number.errors}
          focusOnError
        />
        <p className="dialog-actions">
          <StatusButton>{texts.loyaltySave}</StatusButton>
          <Link to={PROFILE_PATH}>{texts.cancel}</Link>
        </p>
      </SubmitOnceForm>
    </SidePanel>
  )
}
