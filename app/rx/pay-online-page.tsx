import type { SubmissionResult } from '@conform-to/react'
import { Link } from '@remix-run/react'
import { RX_PAY_ONLINE_WALLET_CONFIG } from '#app/wallet/wallet-config.ts'
import type { loadPayOnline, loadPayOnlineConfirmation } from './pay-online.server.ts'
import { PAY_ONLINE_TEXTS, TRACKER_ORDER_TEXTS } from './rx-messages.ts'
import { RxPageHeader } from './rx-shell.tsx'
import { TrackerOrderForm } from './tracker-order-page.tsx'

const TRACKER_PATH = '/rx/tracker'

/** 'Pay Online' (spec 2): the ready prescriptions at one store with their prices, a wallet card and the card usage terms, then Pay. */
export function PayOnlinePage({ view, result }: { view: Awaited<ReturnType<typeof loadPayOnline>>['data']; result: SubmissionResult<string[]> | undefined }) {
  const { store } = view
  return (
    <div className="rx-page">
      <RxPageHeader title={PAY_ONLINE_TEXTS.title} description={PAY_ONLINE_TEXTS.description} />
      {store ? (
        <TrackerOrderForm
          id="pay-online"
          view={{ ...view, store }}
          result={result}
          wallet={RX_PAY_ONLINE_WALLET_CONFIG}
          submitLabel={PAY_ONLINE_TEXTS.payButton}
          fraudPageId="pay-online"
        />
      ) : (
        <>
          <p className="alert alert-info">{PAY_ONLINE_TEXTS.nothingToPay}</p>
          <Link to={TRACKER_PATH}>{TRACKER_ORDER_TEXTS.backToTracker}</Link>
        </>
      )}
    </div>
  )
}

export function PayOnlineConfirmationPage({ receipt }: { receipt: Awaited<ReturnType<typeof loadPayOnlineConfirmation>>['data'] }) {
  return (
    <div className="rx-page">
      <RxPageHeader title={PAY_ONLINE_TEXTS.confirmationTitle} />
      <p role="status">{PAY_ONLINE_TEXTS.confirmationText(receipt.total, receipt.card, receipt.store)}</p>
      <dl className="summary-list">
        <dt>{PAY_ONLINE_TEXTS.paymentNumber}</dt>
        <dd>{receipt.paymentId}</dd>
        <dt>{TRACKER_ORDER_TEXTS.fillsLegend}</dt>
        <dd>{receipt.drugNames.join(', ')}</dd>
      </dl>
      <Link to={TRACKER_PATH}>{TRACKER_ORDER_TEXTS.backToTracker}</Link>
    </div>
  )
}
