import { Form, useSubmit } from '@remix-run/react'
import type { ComponentProps } from 'react'
import { FormAlert, RadioGroupField } from '#app/ui/field.tsx'
import { PostalAddress } from '#app/ui/postal-address.tsx'
import { useHydrated } from '#app/ui/use-hydrated.ts'
import { ContinueButton, OrderSummary, StepHeading, useStepForm, type StepView } from './checkout-step-parts.tsx'
import type { loadFulfilmentStep } from './checkout-steps.server.ts'

function AddressBlock({ heading, lines }: { heading: string; lines: string[] }) {
  if (lines.length === 0) return null
  return (
    <div className="checkout-address">
      <h3>{heading}</h3>
      <PostalAddress lines={lines} />
    </div>
  )
}

/** Delivery and mail order: one choice (date or shipping method) and the address it goes to. */
function ChoiceToAddress({
  addressHeading,
  address,
  ...group
}: ComponentProps<typeof RadioGroupField> & { addressHeading: string; address: string[] }) {
  return (
    <>
      <RadioGroupField {...group} focusOnError />
      <AddressBlock heading={addressHeading} lines={address} />
    </>
  )
}

/**
 * Step 1. What narrows the choice (method, store, date) is a GET form, so it
 * lives in the URL and a new date clears the time; the choice itself is a POST.
 */
export function FulfilmentStep({ fulfilment: f, summary, texts }: StepView<typeof loadFulfilmentStep>) {
  const { form, field } = useStepForm('checkout-fulfilment')
  const submit = useSubmit()
  const hydrated = useHydrated()
  const narrowing =
    f.methods.length > 1 || (f.method === 'pickup' && (f.pickup.stores.length > 1 || f.pickup.dates.length > 0))
  return (
    <section aria-labelledby="checkout-step-heading">
      <StepHeading>{texts.stepFulfilment}</StepHeading>
      {narrowing ? (
        <Form
          method="GET"
          className="checkout-narrowing"
          preventScrollReset
          onChange={(event) => submit(event.currentTarget, { preventScrollReset: true, replace: true })}
        >
          {f.methods.length > 1 ? (
            <RadioGroupField legend={texts.howToGet} name="method" options={f.methods} defaultValue={f.method} />
          ) : (
            <input type="hidden" name="method" value={f.method} />
          )}
          {f.method === 'pickup' ? (
            <>
              {f.pickup.stores.length > 1 ? (
                <RadioGroupField
                  legend={texts.pickupStore}
                  name="store"
                  options={f.pickup.stores.map((store) => ({
                    value: store.facilityId,
                    label: store.name,
                    description: store.address,
                  }))}
                  defaultValue={f.pickup.storeId}
                />
              ) : (
                <input type="hidden" name="store" value={f.pickup.storeId ?? ''} />
              )}
              {f.pickup.dates.length > 0 ? (
                <RadioGroupField
                  legend={texts.pickupDate}
                  name="date"
                  options={f.pickup.dates}
                  defaultValue={f.pickup.date}
                  // The last post's error, until a date is chosen (a GET, which leaves the post's reply behind).
                  errors={f.pickup.date ? undefined : field('date').errors}
                  focusOnError
                />
              ) : null}
            </>
          ) : null}
          {hydrated ? null : (
            <button type="submit" className="button button-secondary">
              {texts.update}
            </button>
          )}
        </Form>
      ) : null}
      <Form method="POST" {...form.props} className="checkout-form">
        <FormAlert id={form.errorId} errors={form.errors} />
        <input type="hidden" name="method" value={f.method} />
        {f.method === 'pickup' ? (
          <>
            <input type="hidden" name="facilityId" value={f.pickup.storeId ?? ''} />
            {f.pickup.stores.length === 1 ? (
              <AddressBlock
                heading={texts.pickupStore}
                lines={[f.pickup.stores[0]?.name ?? '', f.pickup.stores[0]?.address ?? '']}
              />
            ) : null}
            {f.pickup.dates.length === 0 ? (
              <p className="alert alert-info">{texts.noPickupTimes}</p>
            ) : f.pickup.date ? (
              <>
                <input type="hidden" name="date" value={f.pickup.date} />
                {/* Keyed by the date: a new date clears the time (spec 2 section 4), with JavaScript too. */}
                <RadioGroupField
                  key={f.pickup.date}
                  legend={texts.pickupTime}
                  name="time"
                  options={f.pickup.times}
                  defaultValue={f.pickup.time}
                  errors={field('time').errors}
                  focusOnError
                />
              </>
            ) : (
              <p className="field-hint">{texts.chooseDate}</p>
            )}
            <FormAlert errors={field('facilityId').errors} />
          </>
        ) : null}
        {f.method === 'delivery' ? (
          <ChoiceToAddress
            legend={texts.deliveryDate}
            name="deliveryDate"
            options={f.delivery.dates.map((date) => ({ ...date, description: f.delivery.window }))}
            defaultValue={f.delivery.date}
            errors={field('deliveryDate').errors}
            addressHeading={texts.deliveringTo}
            address={f.address}
          />
        ) : null}
        {f.method === 'mail' ? (
          <ChoiceToAddress
            legend={texts.shippingMethod}
            name="shippingMethodId"
            options={f.mail.methods.map((method) => ({
              value: method.value,
              label: method.label,
              description: method.charge,
            }))}
            defaultValue={f.mail.selected}
            errors={field('shippingMethodId').errors}
            addressHeading={texts.shippingTo}
            address={f.address}
          />
        ) : null}
        <ContinueButton texts={texts} />
      </Form>
      <OrderSummary summary={summary} texts={texts} />
    </section>
  )
}
