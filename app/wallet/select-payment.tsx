import { Form, Link } from '@remix-run/react'
import { FormAlert, RadioGroupField } from '#app/ui/field.tsx'
import { useIsSubmitting } from '#app/ui/pending.ts'
import { SidePanel } from '#app/ui/side-panel.tsx'
import { StatusButton } from '#app/ui/status-button.tsx'
import { WalletSuccessBanner } from './card-list.tsx'
import { FraudScript } from './fraud-signals.tsx'
import { walletPaths, type WalletHostView } from './wallet-config.ts'
import type { CardView } from './wallet-view.ts'
import type { WalletTexts } from './wallet.messages.server.ts'

const FORM_ID = 'select-payment'

/**
 * The card list in checkout mode ('Select Payment'): one credit or debit card
 * to choose (expired ones cannot be), Add Credit/Debit Card, and Confirm.
 * Closing with a changed choice asks 'Discard Changes?' first.
 */
export function SelectPaymentScreen({
  host,
  texts,
  loadError,
  cards,
  selectedId,
  success,
  outcome,
}: {
  host: Pick<WalletHostView, 'basePath' | 'closePath' | 'uiConfig' | 'fraudScriptUrl'>
  texts: WalletTexts
  loadError: string | null
  cards: CardView[]
  selectedId: string | null
  /** The success title a change left (after an add), shown once. */
  success: string | null
  outcome: { exitConfirm: boolean; pendingId: string | null; error: string | null } | undefined
}) {
  const paths = walletPaths(host)
  const submitting = useIsSubmitting()
  if (outcome?.exitConfirm && outcome.pendingId) {
    return (
      <SidePanel
        title={texts.exitConfirmTitle}
        closeTo={`${paths.list}?${new URLSearchParams({ selected: outcome.pendingId })}`}
      >
        <div className="dialog-actions">
          <Link to={`${paths.list}?${new URLSearchParams({ selected: outcome.pendingId })}`} className="button">
            {texts.keepChanges}
          </Link>
          <Link to={host.closePath} className="button button-secondary">
            {texts.discardChanges}
          </Link>
        </div>
      </SidePanel>
    )
  }
  return (
    <SidePanel
      title={host.uiConfig.isMyWallet ? texts.walletTitle : texts.selectPaymentTitle}
      closeTo={host.closePath}
      closeForm={FORM_ID}
    >
      <FraudScript src={host.fraudScriptUrl} />
      <WalletSuccessBanner title={success} />
      <Form method="POST" id={FORM_ID}>
        <FormAlert errors={[outcome?.error, loadError].filter((message): message is string => Boolean(message))} />
        <RadioGroupField
          legend={texts.creditDebit}
          name="cardId"
          defaultValue={selectedId}
          options={cards.map((card) => ({
            value: card.id,
            label: card.name,
            description: card.expired ? texts.expired : card.expiry,
            disabled: card.expired,
          }))}
        />
        <p>
          <Link to={paths.addCard}>{texts.addCardTitle}</Link>
        </p>
        <StatusButton pending={submitting} name="intent" value="confirm">
          {texts.confirm}
        </StatusButton>
      </Form>
    </SidePanel>
  )
}
