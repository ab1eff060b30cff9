import type { SubmissionResult } from '@conform-to/react'
import { CheckboxField, RadioGroupField } from '#app/ui/field.tsx'
import { RX_DELIVERY_WALLET_CONFIG } from './order-delivery-wallet-config.ts'
import type { loadOrderDelivery, loadOrderDeliveryConfirmation } from './order-delivery.server.ts'
import { DELIVERY_TEXTS, TRACKER_ORDER_TEXTS } from './tracker-order-texts.ts'
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
  const { store } = view
  const postedDate = typeof result?.initialValue?.date === 'string' ? result.initialValue.date : undefined
  return (
    <div className="rx-page">
      <RxPageHeader title={DELIVERY_TEXTS.title} description={DELIVERY_TEXTS.description} />
      {store ? (
        <TrackerOrderForm
          id="order-delivery"
          view={{ ...view, store }}
          result={result}
          wallet={RX_DELIVERY_WALLET_CONFIG}
          submitLabel={DELIVERY_TEXTS.submitButton}
          pendingLabel={DELIVERY_TEXTS.submitting}
        >
          {(field) => (
            <>
              {view.dates.length ? (
                <RadioGroupField
                  legend={DELIVERY_TEXTS.dateLegend}
                  name="date"
                  options={view.dates}
                  defaultValue={postedDate ?? view.date}
                  errors={field('date').errors}
                  focusOnError
                />
              ) : (
                <p className="alert alert-warning">{view.datesError ?? DELIVERY_TEXTS.noDates}</p>
              )}
              <p>{DELIVERY_TEXTS.window(view.window)}</p>
              <section aria-labelledby="delivery-address-heading">
                <h3 id="delivery-address-heading">{DELIVERY_TEXTS.addressHeading}</h3>
                {view.address ? (
                  <address>
                    {view.address.map((line) => (
                      <span key={line} className="address-line">
                        {line}
                      </span>
                    ))}
                  </address>
                ) : (
                  <p className="alert alert-warning">{DELIVERY_TEXTS.noAddress}</p>
                )}
              </section>
              <CheckboxField
                label={DELIVERY_TEXTS.signature}
                inputProps={{ name: 'hasUserSign', defaultChecked: result?.initialValue?.hasUserSign === 'on' }}
                errors={field('hasUserSign').errors}
                focusOnError
              />
            </>
          )}
        </TrackerOrderForm>
      ) : (
        <NothingToOrder text={DELIVERY_TEXTS.nothingToDeliver} />
      )}
    </div>
  )
}

export function OrderDeliveryConfirmationPage({
  receipt,
}: {
  receipt: Awaited<ReturnType<typeof loadOrderDeliveryConfirmation>>['data']
}) {
  return (
    <OrderConfirmation
      title={DELIVERY_TEXTS.confirmationTitle}
      text={DELIVERY_TEXTS.confirmationText(receipt.date, receipt.store)}
      facts={[
        [DELIVERY_TEXTS.orderNumber, receipt.orderId],
        [TRACKER_ORDER_TEXTS.fillsLegend, receipt.drugNames.join(', ')],
        ['Payment', receipt.card],
      ]}
    />
  )
}
