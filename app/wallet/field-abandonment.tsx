import { useNavigation } from '@remix-run/react'
import { useEffect, useRef } from 'react'
import type { WalletAppName } from '#app/upstream/wallet-api.constants.ts'

/** Spec 3 section 3 'Form names' that have fields of their own (card numbers and PINs are typed in the hosted entry). */
export const ABANDONABLE_FORMS = ['add card', 'edit card', 'add billing address', 'edit billing address'] as const
type AbandonableForm = (typeof ABANDONABLE_FORMS)[number]

const FIELD_ABANDONMENT_PATH = '/wallet/analytics'

/** Whether a destination's query sends the user back to `path` when done (the `returnTo` of the address screens). */
export function returnsTo(search: string | undefined, path: string) {
  const returnTo = new URLSearchParams(search ?? '').get('returnTo')
  return returnTo !== null && returnTo.split('?')[0] === path
}

/**
 * Spec 3 section 7's 'form field abandonment' analytics: with JavaScript,
 * leaving a wallet form after typing in it, without sending it, reports the
 * form, the host's app and the names of the fields touched (never their
 * values) to the server, which logs the analytics event. Without JavaScript
 * nothing leaves the browser until a submit, so there is nothing to report.
 */
export function FieldAbandonment({ form: formName, appName }: { form: AbandonableForm; appName: WalletAppName }) {
  const marker = useRef<HTMLSpanElement>(null)
  // Leaving because the form was sent (its action redirected) is not abandonment. Not the submit event: conform's validation fires it too.
  const navigation = useNavigation()
  const leavingBySubmit = useRef(false)
  leavingBySubmit.current = navigation.state !== 'idle' && navigation.formMethod?.toUpperCase() === 'POST'
  // A screen that comes back here (a billing address from the edit form) is a detour, not abandonment.
  const leavingFor = useRef<string | undefined>(undefined)
  leavingFor.current = navigation.location?.search
  useEffect(() => {
    const form = marker.current?.closest('form')
    if (!form) return
    const here = window.location.pathname
    const touched = new Set<string>()
    const onInput = (event: Event) => {
      const name =
        event.target instanceof HTMLInputElement || event.target instanceof HTMLSelectElement ? event.target.name : ''
      if (name) touched.add(name)
    }
    const report = () => {
      if (touched.size === 0 || leavingBySubmit.current || returnsTo(leavingFor.current, here)) return
      const body = new FormData()
      body.set('form', formName)
      body.set('fields', [...touched].join(','))
      body.set('appName', appName)
      navigator.sendBeacon(FIELD_ABANDONMENT_PATH, body)
      touched.clear()
    }
    form.addEventListener('input', onInput)
    form.addEventListener('change', onInput)
    window.addEventListener('pagehide', report)
    return () => {
      form.removeEventListener('input', onInput)
      form.removeEventListener('change', onInput)
      window.removeEventListener('pagehide', report)
      // Leaving the screen inside the app (Back, Close, Escape) unmounts it.
      report()
    }
  }, [formName, appName])
  return <span ref={marker} hidden />
}
