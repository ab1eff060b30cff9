import type { SubmissionResult } from '@conform-to/react'
import { useActionData } from '@remix-run/react'
import type { ReactNode } from 'react'
import { useIsSubmitting } from '#app/ui/pending.ts'
import { StatusButton } from '#app/ui/status-button.tsx'
import { serverReply } from '#app/validation/server-reply.ts'
import type { CheckoutPageTexts, OrderSummaryView } from './checkout-steps.server.ts'

// What the checkout's step pages share.

/** A step's form: the server validates it (its choices come from the server), so it shows the server's reply. */
export function useStepForm(id: string) {
  return serverReply(id, useActionData<{ result?: SubmissionResult<string[]> }>()?.result)
}

/** A step's own data: what its loader returns once the checkout is open. */
export type StepView<Load extends (...args: never[]) => Promise<unknown>> = NonNullable<Awaited<ReturnType<Load>>>

export function OrderSummary({ summary, texts }: { summary: OrderSummaryView; texts: CheckoutPageTexts }) {
  return (
    <section className="checkout-summary" aria-labelledby="checkout-summary-heading">
      <h3 id="checkout-summary-heading">{texts.yourRefills}</h3>
      {summary.groups.map((group) => (
        <div key={group.name}>
          <h4>{group.name}</h4>
          <ul>
            {group.items.map((item) => (
              <li key={item.key}>
                {item.drugName} <span className="checkout-cost">{`${item.cost.label}: ${item.cost.value}`}</span>
              </li>
            ))}
          </ul>
        </div>
      ))}
      {summary.shipping ? (
        <p>
          {texts.shipping}: {summary.shipping}
        </p>
      ) : null}
      <p className="checkout-total">
        {texts.estimatedTotal}: <strong>{summary.estimatedTotal}*</strong>
      </p>
      <p className="cart-footnote">{texts.footnote}</p>
    </section>
  )
}

export function StepHeading({ children }: { children: ReactNode }) {
  return (
    // Each step is a page of its own under the same page title: arriving, focus names the step.
    <h2 id="checkout-step-heading" className="checkout-step-heading" data-focus-on-arrival>
      {children}
    </h2>
  )
}

export function ContinueButton({ texts }: { texts: CheckoutPageTexts }) {
  const pending = useIsSubmitting()
  return (
    <StatusButton pending={pending} pendingLabel={texts.saving}>
      {texts.continue}
    </StatusButton>
  )
}
