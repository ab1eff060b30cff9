import type { SubmissionResult } from '@conform-to/react'
import { Link } from '@remix-run/react'
import { Field, FormAlert, inputPropsOf } from '#app/ui/field.tsx'
import { SidePanel } from '#app/ui/side-panel.tsx'
import { StatusButton } from '#app/ui/status-button.tsx'
import { SubmitOnceForm } from '#app/ui/submit-once-form.tsx'
import { serverReply } from '#app/validation/server-reply.ts'
import { AddressFieldset } from '#app/rx/shared/address-fieldset.tsx'
import { PROFILE_TEXTS } from './profile-texts.ts'
import { PROFILE_PATH } from './profile-paths.ts'

// The panels' forms show the server's reply: no form library in the browser for two short forms (decision 0097).

type AddressFields = { address: string; address2?: string; city: string; state: string; zipCode: string }

/** 'Add Address' or 'Edit Address' (a URL of its own, shown as a side panel over the profile). */
export function AddressPanel({
  saved,
  result,
}: {
  saved: AddressFields | null
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
  const title = saved ? PROFILE_TEXTS.editAddress : PROFILE_TEXTS.addAddress
  return (
    <SidePanel title={title} closeTo={PROFILE_PATH}>
      <SubmitOnceForm method="POST" {...form.props} className="narrow-form">
        <FormAlert id={form.errorId} errors={form.errors} />
        <AddressFieldset legend={title} fields={fields} />
        <p className="dialog-actions">
          <StatusButton>{PROFILE_TEXTS.save}</StatusButton>
          <Link to={PROFILE_PATH}>{PROFILE_TEXTS.cancel}</Link>
        </p>
      </SubmitOnceForm>
    </SidePanel>
  )
}

/** 'Loyalty Card': the number to save, or (when there is a card) nothing, to remove it. */
export function LoyaltyPanel({
  name,
  saved,
  result,
}: {
  name: string
  saved: string | null
  result: SubmissionResult<string[]> | undefined
}) {
  const { form, field } = serverReply('loyalty-card', result, { loyaltyCardNumber: saved ?? '' })
  const number = field('loyaltyCardNumber')
  const hint = saved ? `${PROFILE_TEXTS.loyaltyHint} ${PROFILE_TEXTS.loyaltyRemoveHint}` : PROFILE_TEXTS.loyaltyHint
  return (
    <SidePanel title={PROFILE_TEXTS.loyaltyTitle} closeTo={PROFILE_PATH}>
      <SubmitOnceForm method="POST" {...form.props} className="narrow-form">
        <FormAlert id={form.errorId} errors={form.errors} />
        <p>{name}</p>
        <Field
          label={PROFILE_TEXTS.loyaltyLabel}
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
          <StatusButton>{PROFILE_TEXTS.loyaltySave}</StatusButton>
          <Link to={PROFILE_PATH}>{PROFILE_TEXTS.cancel}</Link>
        </p>
      </SubmitOnceForm>
    </SidePanel>
  )
}
