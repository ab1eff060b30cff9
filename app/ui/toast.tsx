import { useState } from 'react'
import { useHydrated } from './use-hydrated.ts'

export type Toast = { kind: 'success' | 'info' | 'error'; message: string }
/** Spec 2 'Sticky message': a notice that stays at the top of the page (kind info unless said otherwise). */
export type StickyMessage = { kind: 'info' | 'success' | 'error'; text: string }

/** A flash message carried in the flash cookie, so it shows without JavaScript too. */
export function ToastMessage({ toast }: { toast: Toast }) {
  return (
    <div className={`toast toast-${toast.kind}`} role={toast.kind === 'error' ? 'alert' : 'status'}>
      {toast.message}
    </div>
  )
}

/**
 * The sticky message: stays at the top while the page scrolls. With JavaScript
 * it can be dismissed; without, it is gone on the next page (it is a flash).
 */
export function StickyNotice({ message }: { message: StickyMessage }) {
  const hydrated = useHydrated()
  const [dismissed, setDismissed] = useState(false)
  if (dismissed) return null
  return (
    <div className={`sticky-message alert alert-${message.kind}`} role={message.kind === 'error' ? 'alert' : 'status'}>
      <p>{message.text}</p>
      {hydrated ? (
        <button type="button" className="link-button" onClick={() => setDismissed(true)}>
          Dismiss
        </button>
      ) : null}
    </div>
  )
}
