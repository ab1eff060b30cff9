import { useLocation, useNavigation } from '@remix-run/react'
import { useEffect, useRef } from 'react'

/**
 * After a client-side navigation or submission, move focus as a full page load
 * would: to the first invalid field or alert, else to the page heading, so
 * screen-reader users hear where they are. The first render is left alone
 * (the server HTML's autofocus already did this without JavaScript).
 */
export function useFocusOnNavigation() {
  const location = useLocation()
  const navigation = useNavigation()
  const first = useRef(true)
  useEffect(() => {
    if (first.current) {
      first.current = false
      return
    }
    if (navigation.state !== 'idle') return
    // A frame later: forms apply a server reply (their error states) in their own effects first.
    const frame = requestAnimationFrame(() => {
      const target =
        document.querySelector<HTMLElement>('main [aria-invalid="true"], main [role="alert"]') ??
        document.querySelector<HTMLElement>('main h1')
      if (!target || target.contains(document.activeElement)) return
      if (!target.matches('input, select, textarea, button, a[href], [tabindex]')) target.setAttribute('tabindex', '-1')
      target.focus()
    })
    return () => cancelAnimationFrame(frame)
  }, [location.key, navigation.state])
}
