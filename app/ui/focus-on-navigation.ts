import { useLocation, useNavigation } from '@remix-run/react'
import { useEffect, useRef } from 'react'

/** A control whose change refreshes part of the page (a GET form sent on change), not a link or a submit. */
const CHOICE = 'input[type=radio], select'

/** The same control on the refreshed page, which may have replaced it: same id (its place), name and value. */
function sameControl(control: HTMLInputElement) {
  if (control.isConnected) return control
  const again = document.getElementById(control.id) as HTMLInputElement | null
  return again?.name === control.name && again.value === control.value ? again : null
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
  const choiceAtStart = useRef<HTMLInputElement | null>(null)
  useEffect(() => {
    if (first.current) {
      first.current = false
      return
    }
    if (navigation.state !== 'idle') {
      const active = document.activeElement
      focusAtStart.current ??= active
      // Each navigation of a run of choices (arrowing through the dates) names the choice the user is on now.
      choiceAtStart.current =
        navigation.formMethod?.toUpperCase() === 'GET' && active?.matches(CHOICE) ? (active as HTMLInputElement) : null
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
        if (control) return control.focus()
      }
      const target =
        document.querySelector<HTMLElement>('main [aria-invalid="true"], main [role="alert"]') ??
        // The URL's fragment (an added refill lands at the cart), as a full page load would start there.
        document.getElementById(window.location.hash.slice(1)) ??
        document.querySelector<HTMLElement>('main [data-focus-on-arrival]') ??
        document.querySelector<HTMLElement>('main h1')
      if (!target || target.contains(active)) return
      // An invalid group: its first enabled control, not the fieldset.
      const focusable = target.querySelector<HTMLElement>('fieldset input:not([type=hidden]):not(:disabled)') ?? target
      // A heading or an alert is not focusable until it has a tabindex (its tabIndex reads -1 until then).
      if (focusable.tabIndex < 0) focusable.setAttribute('tabindex', '-1')
      focusable.focus()
    })
    return () => cancelAnimationFrame(frame)
  }, [location.key, navigation.state, navigation.formMethod, navigation.location])
}
