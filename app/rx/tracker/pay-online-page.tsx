import type { SubmissionResult } from '@conform-to/react'
import { RX_PAY_ONLINE_WALLET_CONFIG } from './pay-online-wallet-config.ts'
import type { loadPayOnline, loadPayOnlineConfirmation } from './pay-online.server.ts'
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
  const { store, pageTexts: texts } = view
  return (
    <div className="rx-page">
      <RxPageHeader title={texts.title} description={texts.description} />
      {store ? (
        <TrackerOrderForm
          id="pay-online"
          view={{ ...view, store }}
          result={result}
          wallet={RX_PAY_ONLINE_WALLET_CONFIG}
          submitLabel={texts.payButton}
          fraudPageId="pay-online"
        />
      ) : (
        <NothingToOrder text={texts.nothingToPay} backToTracker={view.texts.backToTracker} />
      )}
    </div>
  )
}

export function PayOnlineConfirmationPage({
  receipt,
}: {
  receipt: Awaited<ReturnType<typeof loadPayOnlineConfirmation>>['data']
}) {
  const { texts } = receipt
  return (
    <OrderConfirmation
      title={texts.confirmationTitle}
      text={texts.confirmationText}
      facts={[
        [texts.paymentNumber, receipt.paymentId],
        [texts.fillsLegend, receipt.drugNames.join(', ')],
      ]}
      backToTracker={texts.backToTracker}
    />
  )
}
