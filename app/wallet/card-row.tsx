import { Form, Link } from '@remix-run/react'
import { useRef, type ReactNode } from 'react'
import { walletPaths } from './wallet-config.ts'
import { type CardView } from './wallet-view.ts'
import type { WalletTexts } from './wallet.messages.server.ts'
import { fillIn } from '#app/i18n/fill-in.ts'

/**
 * The row menu: a `<details>`, so it opens without JavaScript. With it, the
 * menu closes once a choice is made (the row stays after Make Preferred) and
 * on Escape.
 */
function RowMenu({ label, children }: { label: string; children: ReactNode }) {
  const menu = useRef<HTMLDetailsElement>(null)
  const close = () => menu.current?.removeAttribute('open')
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- closes the open menu after a choice; the summary stays the control
    <details
      ref={menu}
      className="wallet-card-menu"
      onSubmit={close}
      onClick={(event) => {
        if (event.target instanceof HTMLAnchorElement) close()
      }}
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || !menu.current?.open) return
        event.stopPropagation()
        close()
        menu.current.querySelector('summary')?.focus()
      }}
    >
      <summary aria-label={label}>⋯</summary>
      <div className="wallet-card-menu-items">{children}</div>
    </details>
  )
}

/**
 * One card: brand image, brand, last four and 'Exp. MM/YY'; in My Wallet the
 * preferred icon and the row menu (a `<details>`, so it opens without JS).
 */
export function CardRow({
  card,
  basePath,
  isMyWallet,
  texts,
}: {
  card: CardView
  basePath: string
  isMyWallet: boolean
  texts: WalletTexts
}) {
  const paths = walletPaths({ basePath })
  const bank = card.group === 'bankCards'
  return (
    <li className="wallet-card">
      <img src={card.image} alt="" width={48} height={30} />
      <div>
        <p>
          <strong>{card.brand}</strong>{' '}
          <span aria-label={fillIn(texts.endingIn, { lastFour: card.lastFour })}>*{card.lastFour}</span>
          {isMyWallet && card.preferred ? <span className="preferred-badge"> ★ {texts.preferred}</span> : null}
        </p>
        {card.expiry ? <p>{card.expiry}</p> : null}
        {card.expired ? <p className="wallet-card-expired">{texts.expired}</p> : null}
        {card.group === 'giftCards' ? (
          card.balance ? (
            <p>{card.balance}</p>
          ) : (
            <p>
              {texts.balanceError}{' '}
              <Link to={`${basePath}?balanceFor=${encodeURIComponent(card.id)}`}>{texts.retry}</Link>
            </p>
          )
        ) : null}
        {card.group === 'snapCards' ? (
          card.balance ? (
            <p>{card.balance}</p>
          ) : (
            <p>
              <Link to={paths.checkBalance(card.id)}>{texts.checkBalanceTitle}</Link>
            </p>
          )
        ) : null}
      </div>
      {isMyWallet ? (
        <RowMenu label={fillIn(texts.optionsFor, { card: card.name })}>
          {bank ? <Link to={paths.editCard(card.id)}>{texts.edit}</Link> : null}
          <Link to={paths.deleteCard(card.id)}>{texts.delete}</Link>
          {bank && !card.preferred && !card.expired ? (
            <Form method="POST" action={basePath}>
              <input type="hidden" name="intent" value="makePreferred" />
              <input type="hidden" name="cardId" value={card.id} />
              <button type="submit" className="link-button">
                {texts.makePreferred}
              </button>
            </Form>
          ) : null}
        </RowMenu>
      ) : null}
    </li>
  )
}
