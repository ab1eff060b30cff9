import { useEffect, useRef, useState } from 'react'
import { FormAlert } from '#app/ui/field.tsx'
import { useHydrated } from '#app/ui/use-hydrated.ts'
import {
  cardFrameHref,
  readCardFrameMessage,
  type CardFrameMode,
  type CardFrameResult,
} from '#app/upstream/card-frame-protocol.ts'
import { WALLET_LIMITS } from './wallet-limits.ts'
import { frameError, type FrameError, type WordedEntry } from './card-frame.ts'
import { BRAND_LABELS } from './wallet-texts.ts'
import type { WalletTexts } from './wallet.messages.server.ts'
import { fillIn } from '#app/i18n/fill-in.ts'

function ResultFields({ result }: { result: CardFrameResult }) {
  const fields = Object.entries(result).filter(([name]) => name !== 'mode')
  return (
    <>
      {fields.map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
    </>
  )
}

/** The entry block's words in each mode: its legend, the way in, and the way to enter it again. */
const MODE_TEXTS = {
  register: ['registerTitle', 'registerStart', 'useDifferentCard'],
  cvv: ['cvvTitle', 'cvvStart', 'enterAgain'],
  pin: ['pinTitle', 'pinStart', 'enterAgain'],
  gift: ['giftTitle', 'giftStart', 'useDifferentCard'],
  snap: ['snapTitle', 'snapStart', 'useDifferentCard'],
} as const satisfies Record<CardFrameMode, readonly (keyof WalletTexts)[]>

function resultSummary(result: CardFrameResult, texts: WalletTexts) {
  if (result.mode === 'cvv' || result.mode === 'pin') return texts.received
  const card = (brand: string) => fillIn(texts.cardName, { brand, lastFour: result.lastFour })
  if (result.mode === 'register')
    return fillIn(texts.enteredCard, {
      card: card(result.brand === 'NONE' ? texts.brandNone : BRAND_LABELS[result.brand]),
      month: result.expMonth,
      year: result.expYear.slice(-2),
    })
  return card(result.mode === 'gift' ? texts.giftCard : BRAND_LABELS.EBT)
}

/**
 * The processor's hosted card entry (spec 3 section 7): with JavaScript an
 * iframe that posts its result to this page; without, a link to the same page
 * as a full page, which comes back with the result in the query. Either way
 * the result rides in hidden fields of the surrounding form: card numbers,
 * CVVs and PINs never reach this app.
 */
export function CardEntry({ mode, entry, texts }: { mode: CardFrameMode; entry: WordedEntry; texts: WalletTexts }) {
  const { frameUrl, returnUrl } = entry
  const hydrated = useHydrated()
  const frame = useRef<HTMLIFrameElement>(null)
  const [result, setResult] = useState(entry.result ?? undefined)
  const { errorTexts } = entry
  const [error, setError] = useState<FrameError | undefined>(
    entry.errorCode ? frameError(entry.errorCode, errorTexts) : undefined,
  )
  const [timedOut, setTimedOut] = useState(false)
  const [frameKey, setFrameKey] = useState(0)
  const [title, start, change] = MODE_TEXTS[mode]
  const fullPage = cardFrameHref(frameUrl, { mode, returnUrl, embedded: false })
  const embedded = !result && hydrated

  useEffect(() => {
    if (!embedded) return
    const frameOrigin = new URL(frameUrl, window.location.href).origin
    let ready = false
    const timer = setTimeout(() => !ready && setTimedOut(true), WALLET_LIMITS.frameTimeoutMs)
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== frameOrigin || event.source !== frame.current?.contentWindow) return
      const message = readCardFrameMessage(event.data, mode)
      if (!message) return
      if (message.type === 'ready') {
        ready = true
        setTimedOut(false)
      } else if (message.type === 'escape') {
        // As if Escape had been pressed in the page: the panel around the frame closes its own way.
        frame.current?.closest('dialog')?.dispatchEvent(new Event('cancel', { cancelable: true }))
      } else if (message.type === 'error') {
        setError(frameError(message.code, errorTexts))
      } else {
        setError(undefined)
        setResult(message.result)
      }
    }
    window.addEventListener('message', onMessage)
    return () => {
      clearTimeout(timer)
      window.removeEventListener('message', onMessage)
    }
  }, [embedded, frameUrl, mode, frameKey, errorTexts])

  const inlineError = error && error.field !== 'form' ? error.message : undefined
  return (
    <fieldset className="card-entry">
      <legend>{texts[title]}</legend>
      {error?.field === 'form' ? <FormAlert errors={[error.message]} /> : null}
      {result ? (
        <>
          <p>{resultSummary(result, texts)}</p>
          <ResultFields result={result} />
          {hydrated ? (
            <button
              type="button"
              className="link-button"
              onClick={() => (setResult(undefined), setFrameKey((key) => key + 1))}
            >
              {texts[change]}
            </button>
          ) : (
            <a href={fullPage}>{texts[change]}</a>
          )}
        </>
      ) : embedded ? (
        <>
          <iframe
            key={frameKey}
            ref={frame}
            title={texts.frameTitle}
            className={`card-frame-iframe card-frame-${mode}`}
            src={cardFrameHref(frameUrl, { mode, returnUrl, embedded: true, parentOrigin: window.location.origin })}
          />
          {timedOut ? (
            <div className="alert alert-error" role="alert">
              <p>{texts.frameTimeout}</p>
              <a href={fullPage}>{texts.openFullPage}</a>
            </div>
          ) : null}
        </>
      ) : (
        <a href={fullPage} className="button button-secondary">
          {texts[start]}
        </a>
      )}
      {inlineError ? (
        <p className="field-errors" role="alert">
          {inlineError}
        </p>
      ) : null}
    </fieldset>
  )
}
