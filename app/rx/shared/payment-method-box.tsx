import { Link } from '@remix-run/react'
import type { ReactNode } from 'react'
import { CheckboxField, FieldErrors, type ListOfErrors } from '#app/ui/field.tsx'
import { walletPaths, type WalletHostPaths } from '#app/wallet/wallet-config.ts'
import type { PaymentCardOption } from './payment-cards.server.ts'
import { CHECKOUT_TEXTS } from './rx-texts.ts'
import { WALLET_SCREEN_TEXTS } from '#app/wallet/wallet-texts.ts'

/** The box's and the terms' words; a page not yet translated gets them in English (`englishTexts`). */
export type PaymentMethodTexts = {
  heading: string
  retry: string
  edit: string
  remove: string
  removeLabel: string
  chooseCard: string
  noCards: string
  termsHeading: string
  terms: string
  acceptTerms: string
}

const englishTexts = (card: string | undefined, action = ''): PaymentMethodTexts => ({
  heading: CHECKOUT_TEXTS.paymentMethod,
  retry: 'Retry',
  edit: 'Edit',
  remove: 'Remove',
  removeLabel: `Remove ${card ?? ''}`,
  chooseCard: CHECKOUT_TEXTS.chooseCard,
  noCards: CHECKOUT_TEXTS.noCards,
  termsHeading: 'Card Usage Terms',
  terms: CHECKOUT_TEXTS.cardUsageTerms(action),
  acceptTerms: CHECKOUT_TEXTS.acceptTerms,
})

/** What a page that pays with one wallet card knows of it. */
export type PaymentMethodView = { card: PaymentCardOption | null; hasUsableCard: boolean; cardsError: string | null }

/**
 * Spec 3 'Payment Method' box: the wallet's chosen card with Remove (and Edit
 * when it has expired), the warning when there is none, Retry when the wallet
 * did not load, and the way into the wallet (`change`).
 */
export function PaymentMethodBox({
  payment,
  wallet,
  retryPath,
  errors,
  change,
  texts = englishTexts(payment.card?.label),
}: {
  payment: PaymentMethodView
  wallet: WalletHostPaths
  retryPath: string
  errors?: ListOfErrors
  change: ReactNode
  texts?: PaymentMethodTexts
}) {
  const card = payment.card
  return (
    <section className="payment-method-box" aria-labelledby="payment-method-heading">
      <h3 id="payment-method-heading">{texts.heading}</h3>
      {payment.cardsError ? (
        <div className="alert alert-error" role="alert">
          <p>{payment.cardsError}</p>
          <Link to={retryPath} reloadDocument>
            {texts.retry}
          </Link>
        </div>
      ) : card ? (
        <div className="payment-method-card">
          <p>
            <strong>{card.label}</strong> {card.expiry}
          </p>
          {card.expired ? (
            <p className="wallet-card-expired">
              {WALLET_SCREEN_TEXTS.expired} <Link to={walletPaths(wallet).editCard(card.cardId)}>{texts.edit}</Link>
            </p>
          ) : null}
          <input type="hidden" name="cardId" value={card.cardId} />
          <button
            type="submit"
            name="intent"
            value="removeCard"
            className="link-button"
            formNoValidate
            aria-label={texts.removeLabel}
          >
            {texts.remove}
          </button>
        </div>
      ) : (
        <p className="alert alert-warning">{payment.hasUsableCard ? texts.chooseCard : texts.noCards}</p>
      )}
      <FieldErrors errors={errors} />
      {change}
    </section>
  )
}

/** The card usage terms and their checkbox, which paying with a card needs; `action` is what the shopper selects to pay. */
export function CardUsageTerms({
  action,
  accepted,
  errors,
  texts = englishTexts(undefined, action),
}: {
  action: string
  accepted: boolean
  errors?: ListOfErrors
  texts?: Pick<PaymentMethodTexts, 'termsHeading' | 'terms' | 'acceptTerms'>
}) {
  return (
    <>
      <div className="card-usage-terms">
        <h3>{texts.termsHeading}</h3>
        <p>{texts.terms}</p>
      </div>
      <CheckboxField
        label={texts.acceptTerms}
        inputProps={{ name: 'termsAccepted', defaultChecked: accepted }}
        errors={errors}
        focusOnError
      />
    </>
  )
}
