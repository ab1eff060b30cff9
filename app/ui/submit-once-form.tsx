import { Form, useLocation, type FormProps } from '@remix-run/react'
import { useRef, useState, type FormEvent } from 'react'
import { SentContext } from './pending.ts'

/** The button a submission was sent with (its name and value), or '' when none was (Enter in a field). */
const submitterOf = (event: FormEvent<HTMLFormElement>) => {
  const submitter = (event.nativeEvent as SubmitEvent).submitter
  return submitter instanceof HTMLButtonElement ? `${submitter.name}=${submitter.value}` : ''
}

/**
 * A form that posts once (issue 32, decision 0083). With JavaScript, a submission made while the form's last one is
 * on its way (a double click, Enter pressed twice) is dropped, until the answer shows; the StatusButtons inside show
 * the wait. Without JavaScript it is a plain form, and the action is what makes a repeated post harmless.
 *
 * The answer to a navigation's post always comes with a new location, so the location's key tells "still on its
 * way" apart from "answered" without guessing at timings. The guard runs after the form's own `onSubmit` (client
 * validation): a submission refused there was never sent.
 */
export function SubmitOnceForm({ onSubmit, children, ...props }: FormProps) {
  const { key } = useLocation()
  // Read at the second click, before React has rendered the first one's state.
  const sentAt = useRef<string | null>(null)
  const [sent, setSent] = useState<{ at: string; submitter: string } | null>(null)
  return (
    <Form
      {...props}
      onSubmit={(event) => {
        onSubmit?.(event)
        if (event.defaultPrevented) return
        if (sentAt.current === key) {
          event.preventDefault()
          return
        }
        sentAt.current = key
        setSent({ at: key, submitter: submitterOf(event) })
      }}
    >
      <SentContext.Provider value={sent?.at === key ? sent : null}>{children}</SentContext.Provider>
    </Form>
  )
}
