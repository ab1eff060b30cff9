import { useEffect, useId, useState, type InputHTMLAttributes, type ReactNode } from 'react'

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

export type ListOfErrors = Array<string | null | undefined> | null | undefined

function ErrorList({ id, errors }: { id?: string; errors?: ListOfErrors }) {
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

/** Spec 1 section 5: a field's assistive alert comes 250 ms after it loses focus (when its errors appear). */
const ASSISTIVE_ALERT_DELAY_MS = 250

/**
 * The visible error list of a field or a group, with a status region that announces it a moment later: the region is
 * on the page before any error, so the announcement is heard (WCAG 4.1.3). Every error list of a form is one of these.
 */
export function FieldErrors({ id, errors }: { id?: string; errors?: ListOfErrors }) {
  const text = errors?.filter(Boolean).join(' ') ?? ''
  const [announced, setAnnounced] = useState('')
  useEffect(() => {
    const timer = setTimeout(() => setAnnounced(text), ASSISTIVE_ALERT_DELAY_MS)
    return () => clearTimeout(timer)
  }, [text])
  return (
    <div className="field-error-slot">
      <ErrorList id={id} errors={errors} />
      <StatusRegion className="sr-only">{announced}</StatusRegion>
    </div>
  )
}

type InputProps = InputHTMLAttributes<HTMLInputElement> & { key?: string | undefined }

/**
 * What a field component reads of a field: conform's field metadata has it, and so has a field of a server reply, so
 * one component serves a form that validates in the browser and one that does not.
 */
export type FieldView = {
  id: string
  name: string
  errorId: string
  errors?: string[] | undefined
  initialValue?: unknown
  key?: string | undefined
}

/** An input's attributes for a field, as conform's `getInputProps` gives them (no constraints: the server has those). */
export function inputPropsOf(field: FieldView, type: 'text' | 'tel' | 'email' | 'checkbox') {
  const invalid = field.errors !== undefined
  const value = typeof field.initialValue === 'string' ? field.initialValue : undefined
  return {
    id: field.id,
    name: field.name,
    type,
    ...(type === 'checkbox' ? { value: 'on', defaultChecked: value === 'on' } : { defaultValue: value }),
    'aria-invalid': invalid || undefined,
    'aria-describedby': invalid ? field.errorId : undefined,
  }
}

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
      <FieldErrors id={errorId} errors={errors} />
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
      <FieldErrors id={errorId} errors={errors} />
    </div>
  )
}

/**
 * Form-level errors: an alert above the form that takes focus (spec 1 section 8). Its success and info notices
 * are status messages: their region is rendered even while empty, so a notice written into it is heard (WCAG 4.1.3).
 */
export function FormAlert({
  id,
  errors,
  tone = 'error',
}: {
  id?: string
  errors?: ListOfErrors
  tone?: 'error' | 'info' | 'success'
}) {
  const shown = errors?.filter(Boolean)
  const box = shown?.length ? (
    <div
      id={id}
      className={`alert alert-${tone}`}
      role={tone === 'error' ? 'alert' : undefined}
      tabIndex={-1}
      autoFocus={tone === 'error'}
    >
      {shown.map((message) => (
        <p key={message}>{message}</p>
      ))}
    </div>
  ) : null
  return tone === 'error' ? box : <StatusRegion>{box}</StatusRegion>
}

type RadioOption = { value: string; label: ReactNode; description?: ReactNode; disabled?: boolean }

/**
 * A labelled group of radio buttons with its error: a fieldset whose legend
 * names the choice. The group remounts when its options or default change, so
 * a server-chosen default always shows (no JavaScript needed).
 */
export function RadioGroupField({
  legend,
  name,
  options,
  defaultValue,
  errors,
  focusOnError,
}: {
  legend: ReactNode
  name: string
  options: RadioOption[]
  defaultValue?: string | null
  errors?: ListOfErrors
  focusOnError?: boolean
}) {
  const id = useId()
  const errorId = errors?.filter(Boolean).length ? `${id}-error` : undefined
  const firstEnabled = options.find((option) => !option.disabled)?.value
  const focusValue = focusOnError && errorId ? (defaultValue ?? firstEnabled) : undefined
  return (
    <fieldset
      className="field field-radio-group"
      key={`${defaultValue ?? ''}|${options.map((option) => option.value).join(',')}`}
      aria-invalid={errorId ? true : undefined}
      aria-describedby={errorId}
    >
      <legend>{legend}</legend>
      {options.map((option, index) => (
        <div key={option.value} className={option.disabled ? 'radio-option radio-option-disabled' : 'radio-option'}>
          <input
            type="radio"
            id={`${id}-${index}`}
            name={name}
            value={option.value}
            defaultChecked={option.value === defaultValue}
            disabled={option.disabled}
            autoFocus={option.value === focusValue ? true : undefined}
          />
          <label htmlFor={`${id}-${index}`}>
            {option.label}
            {option.description ? <span className="radio-description">{option.description}</span> : null}
          </label>
        </div>
      ))}
      <FieldErrors id={errorId} errors={errors} />
    </fieldset>
  )
}
