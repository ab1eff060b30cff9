import type { SubmissionResult } from '@conform-to/react'
import { CheckboxField, RadioGroupField } from '#app/ui/field.tsx'
import { RX_DELIVERY_WALLET_CONFIG } from './order-delivery-wallet-config.ts'
import type { loadOrderDelivery, loadOrderDeliveryConfirmation } from './order-delivery.server.ts'
import { RxPageHeader } from '#app/rx/shared/rx-shell.tsx'
import { NothingToOrder, OrderConfirmation, TrackerOrderForm } from './tracker-order-page.tsx'

type DeliveryView = Awaited<ReturnType<typeof loadOrderDelivery>>['data']

/** 'Order Delivery' (spec 2): the ready fills that can be delivered, a date in the 2-6 PM window, the address, the signature, a wallet card. */
export function OrderDeliveryPage({
  view,
  result,
}: {
  view: DeliveryView
  result: SubmissionResult<string[]> | undefined
}) {
  const { store, pageTexts: texts } = view
  const postedDate = typeof result?.initialValue?.date === 'string' ? result.initialValue.date : undefined
  return (
    <div className="rx-page">
      <RxPageHeader title={texts.title} description={texts.description} />
      {store ? (
        <TrackerOrderForm
          id="order-delivery"
          view={{ ...view, store }}
          result={result}
          wallet={RX_DELIVERY_WALLET_CONFIG}
          submitLabel={texts.submitButton}
          pendingLabel={texts.submitting}
        >
          {(field) => (
            <>
              {view.dates.length ? (
                <RadioGroupField
                  legend={texts.dateLegend}
                  name="date"
                  options={view.dates}
                  defaultValue={postedDate ?? view.date}
                  errors={field('date').errors}
                  focusOnError
                />
              ) : (
                <p className="alert alert-warning">{view.datesError ?? texts.noDates}</p>
              )}
              <p>{texts.windowText}</p>
              <section aria-labelledby="delivery-address-heading">
                <h3 id="delivery-address-heading">{texts.addressHeading}</h3>
                {view.address ? (
                  <address>
                    {view.address.map((line) => (
                      <span key={line} className="address-line">
                        {line}
                      </span>
                    ))}
                  </address>
                ) : (
                  <p className="alert alert-warning">{texts.noAddress}</p>
                )}
              </section>
              <CheckboxField
                label={texts.signature}
                inputProps={{ name: 'hasUserSign', defaultChecked: result?.initialValue?.hasUserSign === 'on' }}
                errors={field('hasUserSign').errors}
                focusOnError
              />
            </>
          )}
        </TrackerOrderForm>
      ) : (
        <NothingToOrder text={texts.nothingToDeliver} backToTracker={view.texts.backToTracker} />
      )}
    </div>
  )
}

export function OrderDeliveryConfirmationPage({
  receipt,
}: {
  receipt: Awaited<ReturnType<typeof loadOrderDeliveryConfirmation>>['data']
}) {
  const { texts } = receipt
  return (
    <OrderConfirmation
      title={texts.confirmationTitle}
      text={texts.confirmationText}
      facts={[
        [texts.orderNumber, receipt.orderId],
        [texts.fillsLegend, receipt.drugNames.join(', ')],
        [texts.payment, receipt.card],
      ]}
      backToTracker={texts.backToTracker}
    />
  )
}
