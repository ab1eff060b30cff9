import { Link } from '@remix-run/react'
import type { ReactNode } from 'react'
import { RxPageHeader } from '#app/rx/shared/rx-shell.tsx'
import { checkoutStepPath } from './checkout-rules.ts'
import type { CheckoutPageTexts, Wizard } from './checkout-steps.server.ts'

// The checkout's layout. Each step is a module of its own, so a step's page (and the wallet's screens over the
// payment step) loads its own step only (decision 0097).

/** Spec 2 'Page shell': the step wizard, 880px wide on desktop and 528px otherwise (CSS). */
function StepWizard({ steps, texts }: { steps: Wizard; texts: CheckoutPageTexts }) {
  const current = steps.find((step) => step.current)
  return (
    <nav className="step-wizard-steps" aria-label={texts.steps}>
      {current ? <p className="sr-only">{current.position}</p> : null}
      <ol>
        {steps.map((step) => {
          const content = (
            <>
              <span className="step-number" aria-hidden="true">
                {step.complete && !step.current ? '✓' : step.number}
              </span>{' '}
              {step.title}
            </>
          )
          return (
            <li
              key={step.id}
              className={['step', step.current ? 'step-current' : '', step.complete ? 'step-complete' : '']
                .filter(Boolean)
                .join(' ')}
            >
              {step.current ? (
                <span aria-current="step">{content}</span>
              ) : step.reachable && step.id !== 'confirmation' ? (
                <Link to={checkoutStepPath(step.id)}>{content}</Link>
              ) : (
                <span>{content}</span>
              )}
            </li>
          )
        })}
      </ol>
    </nav>
  )
}

export function CheckoutFrame({
  steps,
  texts,
  children,
}: {
  steps: Wizard
  texts: CheckoutPageTexts
  children: ReactNode
}) {
  return (
    <div className="rx-page">
      <RxPageHeader title={texts.title} />
      <div className="step-wizard">
        <StepWizard steps={steps} texts={texts} />
        {children}
      </div>
    </div>
  )
}

export function EmptyCheckout({ texts }: { texts: CheckoutPageTexts }) {
  return (
    <div className="rx-page">
      <RxPageHeader title={texts.title} />
      <div className="step-wizard">
        <p>{texts.empty}</p>
        <Link className="button" to="/rx/refills">
          {texts.addRefills}
        </Link>
      </div>
    </div>
  )
}
