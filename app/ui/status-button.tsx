import type { ButtonHTMLAttributes } from 'react'

/**
 * A submit button that is usable before hydration (no-JS users) and busy and
 * disabled while its submission is in flight.
 */
export function StatusButton({
  pending,
  pendingLabel,
  children,
  className,
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & { pending: boolean; pendingLabel?: string }) {
  return (
    <button
      type="submit"
      {...props}
      className={['button', className].filter(Boolean).join(' ')}
      disabled={pending || props.disabled}
      aria-busy={pending || undefined}
    >
      {pending && pendingLabel ? pendingLabel : children}
    </button>
  )
}
