import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import type { SubmissionResult } from '@conform-to/react'
import { Form, useActionData, useLoaderData } from '@remix-run/react'
import { useEffect } from 'react'
import { loadCardFrame, submitCardFrame } from '#app/simulated/card-frame.server.ts'
import { GeneralErrorBoundary } from '#app/ui/error-boundary.tsx'
import { Field } from '#app/ui/field.tsx'
import { barePageHandle } from '#app/ui/static-page.ts'
import { CARD_FRAME_SOURCE } from '#app/upstream/card-frame-protocol.ts'
import { INPUT_CAPS } from '#app/wallet/wallet-limits.ts'
import { formatGiftCardNumber } from '#app/wallet/card-frame.ts'

export const meta: MetaFunction = () => [{ title: 'Secure card entry' }]
export const handle = barePageHandle

export async function loader({ request }: LoaderFunctionArgs) {
  return loadCardFrame(request)
}

export async function action({ request, context }: ActionFunctionArgs) {
  return submitCardFrame(request, context)
}

const TITLES = {
  register: 'Card details',
  cvv: 'Security code',
  pin: 'SNAP EBT PIN',
  gift: 'Gift card',
  snap: 'SNAP EBT card',
} as const

/** A gift card's number and PIN, or a SNAP EBT card's number, with the wallet's own checks (spec 3 section 5). */
function StoredValueFields({
  mode,
  result,
}: {
  mode: 'gift' | 'snap'
  result: SubmissionResult<string[]> | undefined
}) {
  const gift = mode === 'gift'
  const typed = result?.initialValue?.cardNumber
  return (
    <>
      <Field
        label="Card Number"
        inputProps={{
          id: 'frame-card-number',
          name: 'cardNumber',
          defaultValue: typeof typed === 'string' ? (gift ? formatGiftCardNumber(typed) : typed) : undefined,
          inputMode: 'numeric',
          autoComplete: 'off',
          maxLength: gift ? INPUT_CAPS.giftCardNumber : INPUT_CAPS.ebtNumber,
          // Spec 3 section 5: the gift card number shows with dashes as it is typed.
          onInput: gift
            ? (event) => (event.currentTarget.value = formatGiftCardNumber(event.currentTarget.value))
            : undefined,
        }}
        errors={result?.error?.cardNumber}
        focusOnError
      />
      {gift ? (
        <Field
          label="PIN"
          inputProps={{
            id: 'frame-pin',
            name: 'pin',
            type: 'password',
            inputMode: 'numeric',
            autoComplete: 'off',
            maxLength: INPUT_CAPS.pin,
          }}
          errors={result?.error?.pin}
          focusOnError
        />
      ) : null}
    </>
  )
}

/** The simulated processor's hosted card-entry page (mocks only): see app/simulated/card-frame.server.ts. */
export default function SimulatedCardFrame() {
  const frame = useLoaderData<typeof loader>()
  const answer = useActionData<typeof action>()
  const target = frame.parentOrigin

  useEffect(() => {
    if (frame.embedded && target) window.parent.postMessage({ source: CARD_FRAME_SOURCE, type: 'ready' }, target)
  }, [frame.embedded, target])
  useEffect(() => {
    if (answer?.message && target) window.parent.postMessage(answer.message, target)
  }, [answer, target])
  useEffect(() => {
    if (!frame.embedded || !target) return
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') window.parent.postMessage({ source: CARD_FRAME_SOURCE, type: 'escape' }, target)
    }
    document.addEventListener('keydown', onKeyDown)
    return () => document.removeEventListener('keydown', onKeyDown)
  }, [frame.embedded, target])

  return (
    <section className={frame.embedded ? 'card-frame card-frame-embedded' : 'card-frame narrow-page'}>
      {frame.embedded ? null : (
        <>
          <p className="simulated-badge">Simulated card processor (mocks)</p>
          <h1>{TITLES[frame.mode]}</h1>
        </>
      )}
      {answer?.message?.type === 'result' ? <p role="status">Received. You can go on.</p> : null}
      <Form method="POST" reloadDocument={!frame.embedded}>
        {frame.mode === 'register' ? (
          <>
            <div className="field">
              <label htmlFor="frame-card-number">Card Number</label>
              <input
                id="frame-card-number"
                name="cardNumber"
                inputMode="numeric"
                autoComplete="cc-number"
                maxLength={23}
              />
            </div>
            <fieldset className="field card-frame-expiry">
              <legend>Expiration Date</legend>
              <label htmlFor="frame-exp-month">Month</label>
              <select id="frame-exp-month" name="expMonth" autoComplete="cc-exp-month">
                {frame.months.map((month) => (
                  <option key={month}>{month}</option>
                ))}
              </select>
              <label htmlFor="frame-exp-year">Year</label>
              <select id="frame-exp-year" name="expYear" autoComplete="cc-exp-year" defaultValue={frame.years[2]}>
                {frame.years.map((year) => (
                  <option key={year}>{year}</option>
                ))}
              </select>
            </fieldset>
          </>
        ) : null}
        {frame.mode === 'gift' || frame.mode === 'snap' ? (
          <StoredValueFields mode={frame.mode} result={answer?.result} />
        ) : frame.mode === 'pin' ? (
          <div className="field">
            <label htmlFor="frame-pin">PIN</label>
            <input id="frame-pin" name="pin" type="password" inputMode="numeric" autoComplete="off" maxLength={4} />
          </div>
        ) : (
          <div className="field">
            <label htmlFor="frame-cvv">CVV</label>
            <input id="frame-cvv" name="cvv" type="password" inputMode="numeric" autoComplete="cc-csc" maxLength={5} />
          </div>
        )}
        <button type="submit" className="button">
          {frame.embedded ? 'Use These Details' : 'Continue'}
        </button>
      </Form>
    </section>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
