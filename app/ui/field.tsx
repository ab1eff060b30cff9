import { useId, type InputHTMLAttributes, type ReactNode } from 'react'

export type ListOfErrors = Array<string | null | undefined> | null | undefined

export function ErrorList({ id, errors }: { id?: string; errors?: ListOfErrors }) {
  const shown = errors?.filter(Boolean)
  if (!shown?.length) return null
  return (
    <ul id={id} className="field-errors">
      {shown.map((error) => (
        <li key={error}>{error}</li>
      ))}
    </ul>
  )
}

type InputProps = InputHTMLAttributes<HTMLInputElement> & { key?: string | undefined }

/**
 * The one labelled field with its error list. The first invalid field gets
 * `autoFocus`, which the browser honours on a server-rendered page too (no JS).
 */
export function Field({
  label,
  inputProps,
  errors,
  hint,
  after,
  focusOnError,
  className,
}: {
  label: ReactNode
  inputProps: InputProps
  errors?: ListOfErrors
  hint?: ReactNode
  after?: ReactNode
  focusOnError?: boolean
  className?: string
}) {
  const fallbackId = useId()
  const { key, ...props } = inputProps
  const id = props.id ?? fallbackId
  const errorId = errors?.length ? `${id}-error` : undefined
  const hintId = hint ? `${id}-hint` : undefined
  return (
    <div className={['field', className].filter(Boolean).join(' ')}>
      <label htmlFor={id}>{label}</label>
      <div className="field-control">
        <input
          key={key}
          {...props}
          id={id}
          aria-invalid={errorId ? true : undefined}
          aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined}
          autoFocus={focusOnError && errorId ? true : props.autoFocus}
        />
        {after}
      </div>
      {hint ? (
        <p id={hintId} className="field-hint">
          {hint}
        </p>
      ) : null}
      <div className="field-error-slot">{errorId ? <ErrorList id={errorId} errors={errors} /> : null}</div>
    </div>
  )
}

export function CheckboxField({
  label,
  inputProps,
  errors,
  focusOnError,
}: {
  label: ReactNode
  inputProps: InputProps & { defaultChecked?: boolean }
  errors?: ListOfErrors
  focusOnError?: boolean
}) {
  const fallbackId = useId()
  const { key, ...props } = inputProps
  const id = props.id ?? fallbackId
  const errorId = errors?.length ? `${id}-error` : undefined
  return (
    <div className="field field-checkbox">
      <input
        key={key}
        {...props}
        type="checkbox"
        id={id}
        aria-invalid={errorId ? true : undefined}
        aria-describedby={errorId}
        autoFocus={focusOnError && errorId ? true : undefined}
      />
      <label htmlFor={id}>{label}</label>
      <div className="field-error-slot">{errorId ? <ErrorList id={errorId} errors={errors} /> : null}</div>
    </div>
  )
}

/** Form-level errors: an alert above the form that takes focus (spec 1 section 8). */
export function FormAlert({ id, errors, tone = 'error' }: { id?: string; errors?: ListOfErrors; tone?: 'error' | 'info' | 'success' }) {
  const shown = errors?.filter(Boolean)
  if (!shown?.length) return null
  return (
    <div id={id} className={`alert alert-${tone}`} role={tone === 'error' ? 'alert' : 'status'} tabIndex={-1} autoFocus={tone === 'error'}>
      {shown.map((message) => (
        <p key={message}>{message}</p>
      ))}
    </div>
  )
}
