import { Link } from '@remix-run/react'
import { useEffect, useState } from 'react'
import { FormAlert, StatusRegion } from '#app/ui/field.tsx'
import { CardRow } from './card-row.tsx'
import { FraudScript } from './fraud-signals.tsx'
import { walletPaths, type WalletHostView } from './wallet-config.ts'
import { WALLET_LIMITS } from './wallet-limits.ts'
import type { CardView, WalletListView } from './wallet-view.ts'
import type { WalletTexts } from './wallet.messages.server.ts'

/** Spec 3: the success title (in the page's language) shows once; with JavaScript it also clears itself after 5 seconds. */
export function WalletSuccessBanner({ title }: { title: string | null }) {
  const [shown, setShown] = useState(title)
  useEffect(() => {
    setShown(title)
    if (!title) return
    const timer = setTimeout(() => setShown(null), WALLET_LIMITS.successBannerMs)
    return () => clearTimeout(timer)
  }, [title])
  // The region stays while the title comes and goes, so a screen reader hears it (WCAG 4.1.3).
  return <StatusRegion>{shown ? <p className="wallet-success">{shown}</p> : null}</StatusRegion>
}

function CardSection({
  title,
  cards,
  addLabel,
  addTo,
  limitMessage,
  host,
  texts,
}: {
  title: string
  cards: CardView[]
  addLabel: string
  addTo: string
  limitMessage: string | null
  host: WalletHostView
  texts: WalletTexts
}) {
  return (
    <section className="wallet-section" aria-label={title}>
      <div className="wallet-section-header">
        <h2>{title}</h2>
        {limitMessage ? null : <Link to={addTo}>{addLabel}</Link>}
      </div>
      {limitMessage ? <p className="field-hint">{limitMessage}</p> : null}
      <ul className="wallet-cards">
        {cards.map((card) => (
          <CardRow
            key={card.id}
            card={card}
            basePath={host.basePath}
            isMyWallet={host.uiConfig.isMyWallet}
            texts={texts}
          />
        ))}
      </ul>
    </section>
  )
}

/** 'SNAP EBT' and 'Gift Card', each only when the host shows it, with its limit message once full. */
function storedValueSections(list: Extract<CardListProps, { status: 'loaded' }>) {
  const paths = walletPaths(list.host)
  const { texts } = list
  const sections = [
    {
      shown: list.host.walletConfig.showSnapCards,
      title: texts.snapEbt,
      cards: list.cards.snapCards,
      addLabel: texts.addSnapTitle,
      addTo: paths.addSnap,
      limitMessage: list.canAddSnapCard ? null : texts.maxSnapCards,
    },
    {
      shown: list.host.walletConfig.showGiftCards,
      title: texts.giftCard,
      cards: list.cards.giftCards,
      addLabel: texts.addGiftTitle,
      addTo: paths.addGift,
      limitMessage: list.canAddGiftCard ? null : texts.maxGiftCards,
    },
  ]
  return sections.filter((section) => section.shown).map(({ shown: _shown, ...section }) => section)
}

type CardListProps =
  | { host: WalletHostView; texts: WalletTexts; status: 'error'; message: string }
  | {
      host: WalletHostView
      texts: WalletTexts
      status: 'loaded'
      cards: WalletListView
      balanceError: string | null
      canAddSnapCard: boolean
      canAddGiftCard: boolean
    }

/**
 * The card list screen (spec 3 section 2): 'Credit & Debit', then 'SNAP EBT'
 * and 'Gift Card' when the host shows them. A load failure shows a banner
 * with Retry.
 */
export function CardList({ list, success }: { list: CardListProps; success: string | null }) {
  const { host, texts } = list
  const paths = walletPaths(host)
  return (
    <div className="wallet-list">
      <FraudScript src={host.fraudScriptUrl} />
      <WalletSuccessBanner title={success} />
      {list.status === 'error' ? (
        <div className="alert alert-error" role="alert">
          <p>{list.message}</p>
          <Link to={host.basePath} reloadDocument>
            {texts.retry}
          </Link>
        </div>
      ) : (
        <>
          {list.balanceError ? <FormAlert errors={[list.balanceError]} /> : null}
          <CardSection
            title={texts.creditDebit}
            cards={list.cards.bankCards}
            addLabel={texts.addCardTitle}
            addTo={paths.addCard}
            limitMessage={null}
            host={host}
            texts={texts}
          />
          {storedValueSections(list).map((section) => (
            <CardSection key={section.title} {...section} host={host} texts={texts} />
          ))}
        </>
      )}
    </div>
  )
}
