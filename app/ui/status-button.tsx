import { useContext, type ButtonHTMLAttributes } from 'react'
import { SentContext } from './pending.ts'

/**
 * A submit button that is usable before hydration (no-JS users) and busy and disabled while its submission is in
 * flight: `pending` when the page says so, else while its SubmitOnceForm's post is on its way. Disabled only once
 * the post has gone, so the post still carries the button's name and value; only the pressed button says it is busy.
 */
export function StatusButton({
  pending,
  pendingLabel,
  children,
  className,
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & { pending?: boolean; pendingLabel?: string }) {
  const sent = useContext(SentContext)
  const own = `${props.name ?? ''}=${props.value ?? ''}`
  const busy = pending ?? (sent !== null && (sent.submitter === '' || sent.submitter === own))
  return (
    <button
      type="submit"
      {...props}
      className={className ?? 'button'}
      disabled={busy || sent !== null || props.disabled}
      aria-busy={busy || undefined}
    >
      {busy && pendingLabel ? pendingLabel : children}
    </button>
  )
}
