import { Link, useNavigate } from '@remix-run/react'
import { useEffect, useId, useRef, type ReactNode } from 'react'
import { useShellTexts } from './use-shell-texts.ts'

/**
 * A screen that is a URL of its own, shown as a side panel. The server renders
 * it as an open, non-modal `<dialog>` that sits in the page (so it works
 * without JavaScript); once scripts run it becomes modal: focus stays inside,
 * Escape and a click on the backdrop go to `closeTo`, the page behind stays, and
 * closing puts the focus back on the control that opened the panel.
 */
export function SidePanel({
  title,
  closeTo,
  backTo,
  closeForm,
  children,
}: {
  title: string
  /** Where closing the panel goes (the host page). */
  closeTo: string
  /** Shown instead of the close button on screens that step back (spec 3: add and check-balance screens). */
  backTo?: string
  /**
   * A form whose `intent=close` submission decides how to close (the checkout
   * asks 'Discard Changes?' when the choice changed); the close button,
   * Escape and the backdrop all submit it.
   */
  closeForm?: string
  children: ReactNode
}) {
  const dialog = useRef<HTMLDialogElement>(null)
  const closeButton = useRef<HTMLButtonElement>(null)
  const navigate = useNavigate()
  const headerId = useId()
  // The root's words, in the page's language: every page that opens a panel has them (issue 36).
  const words = useShellTexts()
  const closeLabel = words?.close ?? 'Close'
  const close = () => (closeForm && closeButton.current ? closeButton.current.click() : navigate(closeTo))

  useEffect(() => {
    const element = dialog.current
    if (!element) return
    // The control that opened the panel gets the focus back when it closes (WCAG 2.4.3), as a native dialog would.
    // (Focusing it is a no-op when it was the body or has left the page.)
    const opener = element.contains(document.activeElement) ? null : (document.activeElement as HTMLElement | null)
    if (!element.matches(':modal')) {
      element.close()
      element.showModal()
    }
    return () => opener?.focus()
  }, [])

  return (
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions -- a backdrop click; Escape is its keyboard twin, native to a modal dialog
    <dialog
      ref={dialog}
      open
      className="side-panel"
      aria-labelledby={headerId}
      onCancel={(event) => {
        event.preventDefault()
        close()
      }}
      onClick={(event) => {
        // The dialog element itself is only hit outside the panel's content: the backdrop.
        if (event.target === event.currentTarget) close()
      }}
    >
      <div className="side-panel-content">
        <header className="side-panel-header">
          {backTo ? (
            <Link to={backTo} className="side-panel-back">
              {words?.back ?? 'Back'}
            </Link>
          ) : null}
          <h2 id={headerId}>{title}</h2>
          {backTo ? null : closeForm ? (
            <button
              ref={closeButton}
              type="submit"
              form={closeForm}
              name="intent"
              value="close"
              className="dialog-close"
              aria-label={closeLabel}
            >
              ×
            </button>
          ) : (
            <Link to={closeTo} className="dialog-close" aria-label={closeLabel}>
              ×
            </Link>
          )}
        </header>
        {children}
      </div>
    </dialog>
  )
}
