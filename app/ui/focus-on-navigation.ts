import { useLocation, useNavigation } from '@remix-run/react'
import { useEffect, useRef } from 'react'

/**
 * After a client-side navigation or submission, move focus as a full page load
 * would: to the first invalid field or alert, else to the page heading, so
 * screen-reader users hear where they are. The first render is left alone
 * (the server HTML's autofocus already did this without JavaScript), and so is
 * a user who has already put focus somewhere else on the new page: typing must
 * never land in a heading because the move came a frame late.
 */
export function useFocusOnNavigation() {
  const location = useLocation()
  const navigation = useNavigation()
  const first = useRef(true)
  // What had focus when the navigation started: the link or button that started it, or nothing.
  const focusAtStart = useRef<Element | null>(null)
  useEffect(() => {
    if (first.current) {
      first.current = false
      return
    }
    if (navigation.state !== 'idle') {
      focusAtStart.current ??= document.activeElement
      return
    }
    const started = focusAtStart.current
    focusAtStart.current = null
    // A frame later: forms apply a server reply (their error states) in their own effects first.
    const frame = requestAnimationFrame(() => {
      const active = document.activeElement
      if (active && active !== document.body && active !== started) return
      const target =
        document.querySelector<HTMLElement>('main [aria-invalid="true"], main [role="alert"]') ??
        document.querySelector<HTMLElement>('main h1')
      if (!target || target.contains(active)) return
      if (!target.matches('input, select, textarea, button, a[href], [tabindex]')) target.setAttribute('tabindex', '-1')
      target.focus()
    })
    return () => cancelAnimationFrame(frame)
  }, [location.key, navigation.state])
}
