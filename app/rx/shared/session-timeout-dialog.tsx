import { Form, useFetcher, useFetchers, useSubmit } from '@remix-run/react'
import { useEffect, useRef, useState } from 'react'
import type { sessionTimeoutAction } from './session-timeout.server.ts'
import { useRxShellTexts } from './rx-shell.tsx'
import { IDLE_WARNING_SECONDS, SIGN_OUT_COUNTDOWN_SECONDS } from './session-timeout.ts'

const SESSION_ACTION = '/rx/session'

/**
 * Spec 2 'Session timeout' with JavaScript: idle means no request to the
 * server (a navigation or a form post), the same clock the server keeps, so
 * the two agree. Without JavaScript the server alone ends the session.
 * `navigation` is the page's location key, given by the layout that loads
 * this modal after the page: a new key is a navigation, so a request.
 */
export function SessionTimeoutDialog({ navigation }: { navigation: string }) {
  const fetchers = useFetchers()
  const extend = useFetcher<typeof sessionTimeoutAction>({ key: 'rx-session-extend' })
  const submit = useSubmit()
  const texts = useRxShellTexts()
  const dialog = useRef<HTMLDialogElement>(null)
  const [warning, setWarning] = useState(false)
  const [remaining, setRemaining] = useState(SIGN_OUT_COUNTDOWN_SECONDS)
  const [showError, setShowError] = useState(false)
  const requestMarker = `${navigation}|${fetchers.map((fetcher) => fetcher.state).join()}`

  useEffect(() => {
    if (warning) return
    const timer = setTimeout(() => {
      setRemaining(SIGN_OUT_COUNTDOWN_SECONDS)
      setWarning(true)
    }, IDLE_WARNING_SECONDS * 1000)
    return () => clearTimeout(timer)
  }, [warning, requestMarker])

  useEffect(() => {
    if (!warning) return
    const ticker = setInterval(() => setRemaining((seconds) => seconds - 1), 1000)
    return () => clearInterval(ticker)
  }, [warning])

  useEffect(() => {
    if (warning && remaining <= 0) submit({ intent: 'signOut' }, { method: 'POST', action: SESSION_ACTION })
  }, [warning, remaining, submit])

  useEffect(() => {
    const element = dialog.current
    if (!element) return
    if (warning && !element.open) element.showModal()
    if (!warning && element.open) element.close()
  }, [warning])

  useEffect(() => {
    if (extend.state !== 'idle' || !extend.data) return
    if (extend.data.ok) setWarning(false)
    else setShowError(true)
  }, [extend.state, extend.data])

  const keepSignedIn = () => {
    setShowError(false)
    extend.submit({ intent: 'extend' }, { method: 'POST', action: SESSION_ACTION })
  }

  return (
    <dialog
      ref={dialog}
      className="session-timeout"
      aria-labelledby="session-timeout-title"
      onCancel={(event) => {
        // Escape closes the modal, and closing it extends the session too.
        event.preventDefault()
        keepSignedIn()
      }}
    >
      <h2 id="session-timeout-title">{texts.sessionTimeoutTitle}</h2>
      <button type="button" className="dialog-close" aria-label={texts.close} onClick={keepSignedIn}>
        ×
      </button>
      <p>
        {texts.sessionTimeoutBefore} <strong>{Math.max(remaining, 0)}</strong> {texts.sessionTimeoutAfter}
      </p>
      {showError ? (
        <p className="alert alert-error" role="alert">
          {extend.data && !extend.data.ok ? extend.data.error : null}
        </p>
      ) : null}
      <div className="dialog-actions">
        <button type="button" className="button" onClick={keepSignedIn} disabled={extend.state !== 'idle'}>
          {texts.keepSignedIn}
        </button>
        <Form method="POST" action={SESSION_ACTION}>
          <button type="submit" name="intent" value="signOut" className="button button-secondary">
            {texts.signMeOut}
          </button>
        </Form>
      </div>
    </dialog>
  )
}
