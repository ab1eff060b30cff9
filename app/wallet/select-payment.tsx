import { Form, Link } from '@remix-run/react'
import { FormAlert, RadioGroupField } from '#app/ui/field.tsx'
import { useIsSubmitting } from '#app/ui/pending.ts'
import { SidePanel } from '#app/ui/side-panel.tsx'
import { StatusButton } from '#app/ui/status-button.tsx'
import { WalletSuccessBanner } from './card-list.tsx'
import { FraudScript } from './fraud-signals.tsx'
import { walletPaths, type WalletHostView } from './wallet-config.ts'
import { cardName, type CardView, type WalletSuccess } from './wallet-view.ts'
import { EXIT_TEXTS, SCREEN_TITLES, WALLET_SCREEN_TEXTS } from './wallet-texts.ts'

const FORM_ID = 'select-payment'

/**
 * The card list in checkout mode ('Select Payment'): one credit or debit card
 * to choose (expired ones cannot be), Add Credit/Debit Card, and Confirm.
 * Closing with a changed choice asks 'Discard Changes?' first.
 */
export function SelectPaymentScreen({
  host,
  loadError,
  cards,
  selectedId,
  success,
  outcome,
}: {
  host: Pick<WalletHostView, 'basePath' | 'closePath' | 'uiConfig' | 'fraudScriptUrl'>
  loadError: string | null
  cards: CardView[]
  selectedId: string | null
  /** The success title a change left (after an add), shown once. */
  success: WalletSuccess | null
  outcome: { exitConfirm: boolean; pendingId: string | null; error: string | null } | undefined
}) {
  const paths = walletPaths(host)
  const submitting = useIsSubmitting()
  if (outcome?.exitConfirm && outcome.pendingId) {
    return (
      <SidePanel
        title={SCREEN_TITLES.exitConfirm}
        closeTo={`${paths.list}?${new URLSearchParams({ selected: outcome.pendingId })}`}
      >
        <div className="dialog-actions">
          <Link to={`${paths.list}?${new URLSearchParams({ selected: outcome.pendingId })}`} className="button">
            {EXIT_TEXTS.keep}
          </Link>
          <Link to={host.closePath} className="button button-secondary">
            {EXIT_TEXTS.discard}
          </Link>
        </div>
      </SidePanel>
    )
  }
  return (
    <SidePanel title={SCREEN_TITLES.list(host)} closeTo={host.closePath} closeForm={FORM_ID}>
      <FraudScript src={host.fraudScriptUrl} />
      <WalletSuccessBanner title={success} />
      <Form method="POST" id={FORM_ID}>
        <FormAlert errors={[outcome?.error, loadError].filter((message): message is string => Boolean(message))} />
        <RadioGroupField
          legend="Credit & Debit"
          name="cardId"
          defaultValue={selectedId}
          options={cards.map((card) => ({
            value: card.id,
            label: cardName(card),
            description: card.expired ? WALLET_SCREEN_TEXTS.expired : card.expiry,
            disabled: card.expired,
          }))}
        />
        <p>
          <Link to={paths.addCard}>{SCREEN_TITLES.addCard}</Link>
        </p>
        <StatusButton pending={submitting} name="intent" value="confirm">
          Confirm
        </StatusButton>
      </Form>
    </SidePanel>
  )
}
