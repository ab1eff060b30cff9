import type { ReactNode } from 'react'
import { StatusButton } from './status-button.tsx'
import { SubmitOnceForm } from './submit-once-form.tsx'

/**
 * One button that posts a few hidden fields (dismiss, pause, unenroll): a form of its own, so it works without
 * JavaScript, and posts once with it. `label` is the accessible name when the visible text alone would not say what
 * it acts on.
 */
export function PostButton({
  fields,
  label,
  action,
  className = 'button button-secondary',
  children,
}: {
  fields: Record<string, string>
  label?: string
  action?: string
  className?: string
  children: ReactNode
}) {
  return (
    <SubmitOnceForm method="POST" action={action} className="post-button">
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <StatusButton className={className} aria-label={label}>
        {children}
      </StatusButton>
    </SubmitOnceForm>
  )
}
