import { getFormProps, getInputProps, useForm, type SubmissionResult } from '@conform-to/react'
import { Form, Link } from '@remix-run/react'
import { Field, FormAlert } from '#app/ui/field.tsx'
import { useIsSubmitting } from '#app/ui/pending.ts'
import { SidePanel } from '#app/ui/side-panel.tsx'
import { StatusButton } from '#app/ui/status-button.tsx'
import { useLazyValidation } from '#app/validation/use-lazy-validation.ts'
import { SCREEN_TITLES, WALLET_SCREEN_TEXTS, walletPaths, type WalletHostConfig } from './wallet-config.ts'
import { INPUT_CAPS, formatGiftCardNumber } from './wallet-rules.ts'
import { cardName, type CardView } from './wallet-view.ts'

type HostPaths = Pick<WalletHostConfig, 'basePath'>

/** Spec 3 section 4: the add button reads 'Submit', and 'Submitting Card' while the card is sent. */
const SUBMIT = { idle: 'Submit', busy: 'Submitting Card' } as const

/** Add a gift card or the SNAP EBT card (spec 3 sections 2 and 5). */
export function StoredValueCardScreen({
  kind,
  host,
  blocked,
  result,
}: {
  kind: 'gift' | 'snap'
  host: HostPaths
  blocked: string | null
  result: SubmissionResult<string[]> | undefined
}) {
  const list = walletPaths(host).list
  const validation = useLazyValidation(() => import('./wallet-validation.ts').then((module) => module.walletFormValidators[kind]))
  const [form, fields] = useForm<{ cardNumber: string; pin?: string }>({ id: `add-${kind}-card`, lastResult: result, ...validation })
  const submitting = useIsSubmitting()
  const gift = kind === 'gift'
  return (
    <SidePanel title={gift ? SCREEN_TITLES.addGift : SCREEN_TITLES.addSnap} closeTo={list} backTo={list}>
      {blocked && !result ? (
        <FormAlert tone="info" errors={[blocked]} />
      ) : (
        <Form method="POST" {...getFormProps(form)}>
          <FormAlert id={form.errorId} errors={form.errors} />
          <Field
            label="Card Number"
            inputProps={{
              ...getInputProps(fields.cardNumber, { type: 'text' }),
              inputMode: 'numeric',
              autoComplete: 'off',
              maxLength: gift ? INPUT_CAPS.giftCardNumber : INPUT_CAPS.ebtNumber,
              // Spec 5: the gift card number shows with dashes as it is typed.
              onInput: gift ? (event) => (event.currentTarget.value = formatGiftCardNumber(event.currentTarget.value)) : undefined,
            }}
            errors={fields.cardNumber.errors}
            focusOnError
          />
          {gift ? (
            <>
              <Field
                label="PIN"
                inputProps={{ ...getInputProps(fields.pin, { type: 'password' }), inputMode: 'numeric', autoComplete: 'off', maxLength: INPUT_CAPS.pin }}
                errors={fields.pin.errors}
                focusOnError
              />
              <p className="field-hint">{WALLET_SCREEN_TEXTS.keepGiftCard}</p>
            </>
          ) : null}
          <StatusButton pending={submitting} pendingLabel={SUBMIT.busy}>
            {SUBMIT.idle}
          </StatusButton>
        </Form>
      )}
    </SidePanel>
  )
}

/** 'Deleting Payment': a confirmation, so a delete is never one stray click. */
export function DeleteCardScreen({ card, host }: { card: CardView; host: HostPaths }) {
  const list = walletPaths(host).list
  const submitting = useIsSubmitting()
  return (
    <SidePanel title={SCREEN_TITLES.deleteCard} closeTo={list}>
      <p>
        <img src={card.image} alt="" width={48} height={30} /> <strong>{cardName(card)}</strong> {card.expiry}
      </p>
      <p>{WALLET_SCREEN_TEXTS.deleteConfirm}</p>
      <Form method="POST" className="dialog-actions">
        <StatusButton pending={submitting} pendingLabel="Deleting...">
          Delete
        </StatusButton>
        <Link to={list} className="button button-secondary">
          Cancel
        </Link>
      </Form>
    </SidePanel>
  )
}
