import type { SubmissionResult } from '@conform-to/react'
import { RX_PAY_ONLINE_WALLET_CONFIG } from './pay-online-wallet-config.ts'
import type { loadPayOnline, loadPayOnlineConfirmation } from './pay-online.server.ts'
import { PAY_ONLINE_TEXTS, TRACKER_ORDER_TEXTS } from './tracker-order-texts.ts'
import { RxPageHeader } from '#app/rx/shared/rx-shell.tsx'
import { NothingToOrder, OrderConfirmation, TrackerOrderForm } from './tracker-order-page.tsx'

/** 'Pay Online' (spec 2): the ready prescriptions at one store with their prices, a wallet card and the card usage terms, then Pay. */
export function PayOnlinePage({
  view,
  result,
}: {
  view: Awaited<ReturnType<typeof loadPayOnline>>['data']
  result: SubmissionResult<string[]> | undefined
}) {
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
        <NothingToOrder text={PAY_ONLINE_TEXTS.nothingToPay} />
      )}
    </div>
  )
}

export function PayOnlineConfirmationPage({
  receipt,
}: {
  receipt: Awaited<ReturnType<typeof loadPayOnlineConfirmation>>['data']
}) {
  return (
    <OrderConfirmation
      title={PAY_ONLINE_TEXTS.confirmationTitle}
      text={PAY_ONLINE_TEXTS.confirmationText(receipt.total, receipt.card, receipt.store)}
      facts={[
        [PAY_ONLINE_TEXTS.paymentNumber, receipt.paymentId],
        [TRACKER_ORDER_TEXTS.fillsLegend, receipt.drugNames.join(', ')],
      ]}
    />
  )
}
