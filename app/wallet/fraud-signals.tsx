import { useEffect, useRef } from 'react'

/**
 * The fraud-detection script (spec 3 section 7: loaded per environment, when
 * the wallet first opens) and what it tells the wallet about an add. The
 * script is a third party's: it exposes `window.fraudDetection.collect(pageId)`
 * and leaves the bot-manager telemetry in a first-party cookie, which the
 * server forwards as the wallet's bot-telemetry header. Without JavaScript
 * neither exists, and the wallet is called without them ("when available").
 */
export const FRAUD_FIELDS = {
  transactionId: 'fraudTransactionId',
  pageId: 'fraudPageId',
  sessionId: 'fraudSessionId',
  ubaId: 'fraudUbaId',
  ubaEvents: 'fraudUbaEvents',
} as const

type FraudProfile = Partial<Record<keyof typeof FRAUD_FIELDS, string>>
type FraudDetection = { collect: (pageId: string) => FraudProfile }

declare global {
  interface Window {
    fraudDetection?: FraudDetection
  }
}

/** Loads the script once per page, the first time a wallet screen renders. */
function useFraudScript(src: string) {
  useEffect(() => {
    if (document.querySelector('script[data-fraud-detection]')) return
    const script = document.createElement('script')
    script.src = src
    script.async = true
    script.dataset.fraudDetection = ''
    document.head.append(script)
  }, [src])
}

/** The script on a screen with nothing to add (the card lists). */
export function FraudScript({ src }: { src: string }) {
  useFraudScript(src)
  return null
}

/**
 * Inside an add form: loads the script, and adds what it collected to the
 * form's data as it is submitted (the `formdata` event fires for Remix's
 * submission and for a plain one alike).
 */
export function FraudSignals({ src, pageId }: { src: string; pageId: string }) {
  useFraudScript(src)
  const marker = useRef<HTMLSpanElement>(null)
  useEffect(() => {
    const form = marker.current?.closest('form')
    if (!form) return
    const onFormData = (event: FormDataEvent) => {
      const profile = window.fraudDetection?.collect(pageId)
      if (!profile) return
      for (const [key, name] of Object.entries(FRAUD_FIELDS)) {
        const value = profile[key as keyof typeof FRAUD_FIELDS]
        if (typeof value === 'string') event.formData.set(name, value)
      }
    }
    form.addEventListener('formdata', onFormData)
    return () => form.removeEventListener('formdata', onFormData)
  }, [pageId])
  return <span ref={marker} hidden />
}
