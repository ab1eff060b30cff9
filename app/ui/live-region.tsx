import type { ReactNode } from 'react'

/**
 * A polite live region rendered with its page, empty until there is something to say (WCAG 4.1.3 Status Messages).
 * Screen readers announce what is written into a region they already follow; many miss a region inserted together
 * with its message. So the region stays on the page and only its content comes and goes; how a message looks is
 * its content's, so an empty region takes no room.
 */
export function StatusRegion({ className, children }: { className?: string; children?: ReactNode }) {
  return (
    <div role="status" className={className}>
      {children}
    </div>
  )
}
