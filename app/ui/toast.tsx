import { useLocation } from '@remix-run/react'
import { useState } from 'react'
import { useHydrated } from './use-hydrated.ts'

export type Toast = { kind: 'success' | 'info' | 'error'; message: string }
/** Spec 2 'Sticky message': a notice that stays at the top of the page (kind info unless said otherwise). */
export type StickyMessage = { kind: 'info' | 'success' | 'error'; text: string }

/**
 * The sticky message: stays at the top while the page scrolls. With JavaScript
 * it can be dismissed; without, it is gone on the next page (it is a flash).
 */
function StickyNotice({ message, dismissLabel }: { message: StickyMessage; dismissLabel: string }) {
  const hydrated = useHydrated()
  const [dismissed, setDismissed] = useState(false)
  if (dismissed) return null
  return (
    <div className={`sticky-message alert alert-${message.kind}`}>
      <p>{message.text}</p>
      {hydrated ? (
        <button type="button" className="link-button" onClick={() => setDismissed(true)}>
          {dismissLabel}
        </button>
      ) : null}
    </div>
  )
}

/**
 * The shell's flash messages, in a status region every page renders from its first paint (WCAG 4.1.3): after a
 * client-side post ('The address was saved.') the message is written into a region the screen reader already
 * follows. Each navigation's message is a new element, so the same words after a second post are announced again.
 * An error toast stays an alert of its own, inserted with its text: an alert is announced as it appears, and the
 * focus goes to it. A sticky message explains the step a user was sent back to: polite, whatever its kind.
 */
export function FlashMessages({
  toast,
  stickyMessage,
  dismissLabel,
}: {
  toast: Toast | null
  stickyMessage: StickyMessage | null
  dismissLabel: string
}) {
  const { key } = useLocation()
  // The toast: a flash message carried in the flash cookie, so it shows without JavaScript too.
  const message = toast ? (
    <div key={key} className={`toast toast-${toast.kind}`} role={toast.kind === 'error' ? 'alert' : undefined}>
      {toast.message}
    </div>
  ) : null
  const isError = toast?.kind === 'error'
  return (
    <>
      {/* StatusRegion (field.tsx) written out, so every page's shell does not load the field module for it. */}
      <div role="status" className="flash-messages">
        {stickyMessage ? <StickyNotice key={key} message={stickyMessage} dismissLabel={dismissLabel} /> : null}
        {isError ? null : message}
      </div>
      {isError ? message : null}
    </>
  )
}
