import { Link } from '@remix-run/react'
import type { ReactNode } from 'react'
import { CheckboxField, FieldErrors, type ListOfErrors } from '#app/ui/field.tsx'
import { walletPaths, type WalletHostPaths } from '#app/wallet/wallet-config.ts'
import type { PaymentCardOption } from './payment-cards.server.ts'
import type { paymentMethodTexts } from './payment-method.messages.server.ts'
import { fillIn } from '#app/i18n/fill-in.ts'

/** The box's and the terms' words in the page's language (`paymentMethodTexts`). */
type PaymentMethodTexts = ReturnType<typeof paymentMethodTexts>
type CardUsageTermsTexts = Pick<PaymentMethodTexts, 'cardUsageTermsTitle' | 'acceptTerms'> & { cardUsageTerms: string }

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
  texts,
}: {
  payment: PaymentMethodView
  wallet: WalletHostPaths
  retryPath: string
  errors?: ListOfErrors
  change: ReactNode
  /** Its words in the page's language. */
  texts: PaymentMethodTexts
}) {
  const card = payment.card
  return (
    <section className="payment-method-box" aria-labelledby="payment-method-heading">
      <h3 id="payment-method-heading">{texts.paymentMethod}</h3>
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
              {texts.expired} <Link to={walletPaths(wallet).editCard(card.cardId)}>{texts.edit}</Link>
            </p>
          ) : null}
          <input type="hidden" name="cardId" value={card.cardId} />
          <button
            type="submit"
            name="intent"
            value="removeCard"
            className="link-button"
            formNoValidate
            aria-label={fillIn(texts.removeCard, { card: card.label })}
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

/** The card usage terms and their checkbox, which paying with a card needs. */
export function CardUsageTerms({
  accepted,
  errors,
  texts,
}: {
  accepted: boolean
  errors?: ListOfErrors
  /** Its words in the page's language, the terms naming what the shopper selects to pay. */
  texts: CardUsageTermsTexts
}) {
  return (
    <>
      <div className="card-usage-terms">
        <h3>{texts.cardUsageTermsTitle}</h3>
        <p>{texts.cardUsageTerms}</p>
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
