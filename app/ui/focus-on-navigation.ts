import { useLocation, useNavigation } from '@remix-run/react'
import { useEffect, useRef } from 'react'

/** A control whose change refreshes part of the page (a GET form sent on change), not a link or a submit. */
function isChoiceControl(element: Element | null): element is HTMLInputElement | HTMLSelectElement {
  return (
    (element instanceof HTMLInputElement && (element.type === 'radio' || element.type === 'checkbox')) ||
    element instanceof HTMLSelectElement
  )
}

/** The same control on the refreshed page: the old one may have been replaced by a new element. */
function sameControl(control: HTMLInputElement | HTMLSelectElement) {
  if (control.isConnected) return control
  const selector =
    control instanceof HTMLInputElement
      ? `main [name="${CSS.escape(control.name)}"][value="${CSS.escape(control.value)}"]`
      : `main select[name="${CSS.escape(control.name)}"]`
  return document.querySelector<HTMLElement>(selector)
}

/** The element a URL's fragment names (an added refill lands at the cart), as a full page load would start there. */
function fragmentTarget() {
  try {
    const id = decodeURIComponent(window.location.hash.slice(1))
    return id ? document.getElementById(id) : null
  } catch {
    return null // a malformed fragment names nothing
  }
}

/** The element to focus for an invalid group: its checked or first enabled control, else the group itself. */
function focusableIn(target: HTMLElement) {
  if (target instanceof HTMLFieldSetElement) {
    return (
      target.querySelector<HTMLElement>('input:checked:not(:disabled)') ??
      target.querySelector<HTMLElement>('input:not(:disabled), select:not(:disabled), textarea:not(:disabled)') ??
      target
    )
  }
  return target
}

/**
 * After a client-side navigation or submission, move focus as a full page load
 * would: to the first invalid field or alert, else to the URL's fragment, else to
 * the part of the page that changed (`data-focus-on-arrival`, a checkout step's
 * heading), else to the page heading, so
 * screen-reader users hear where they are. The first render is left alone
 * (the server HTML's autofocus already did this without JavaScript), and so is
 * a user who has already put focus somewhere else on the new page: typing must
 * never land in a heading because the move came a frame late. A choice that
 * refreshes part of the page (a radio of a GET form sent on change) keeps the
 * focus on that choice, so arrowing through options never loses the user's place.
 */
export function useFocusOnNavigation() {
  const location = useLocation()
  const navigation = useNavigation()
  const first = useRef(true)
  // What had focus when the navigation started: the link or button that started it, or nothing.
  const focusAtStart = useRef<Element | null>(null)
  const choiceAtStart = useRef<HTMLInputElement | HTMLSelectElement | null>(null)
  useEffect(() => {
    if (first.current) {
      first.current = false
      return
    }
    if (navigation.state !== 'idle') {
      if (focusAtStart.current === null) {
        focusAtStart.current = document.activeElement
        const refresh = navigation.formMethod?.toUpperCase() === 'GET'
        choiceAtStart.current = refresh && isChoiceControl(document.activeElement) ? document.activeElement : null
      }
      return
    }
    const started = focusAtStart.current
    const choice = choiceAtStart.current
    focusAtStart.current = null
    choiceAtStart.current = null
    // A frame later: forms apply a server reply (their error states) in their own effects first.
    const frame = requestAnimationFrame(() => {
      const active = document.activeElement
      if (active && active !== document.body && active !== started) return
      if (choice) {
        const control = sameControl(choice)
        if (control) {
          if (control !== active) control.focus()
          return
        }
      }
      const target =
        document.querySelector<HTMLElement>('main [aria-invalid="true"], main [role="alert"]') ??
        fragmentTarget() ??
        document.querySelector<HTMLElement>('main [data-focus-on-arrival]') ??
        document.querySelector<HTMLElement>('main h1')
      if (!target || target.contains(active)) return
      const focusable = focusableIn(target)
      if (!focusable.matches('input, select, textarea, button, a[href], [tabindex]'))
        focusable.setAttribute('tabindex', '-1')
      focusable.focus()
    })
    return () => cancelAnimationFrame(frame)
  }, [location.key, navigation.state, navigation.formMethod])
}
