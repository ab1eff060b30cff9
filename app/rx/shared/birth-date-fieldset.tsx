import { FieldErrors, Field, inputPropsOf, type FieldView } from '#app/ui/field.tsx'
import { BIRTH_DATE_MAX_LENGTHS, type BirthDate } from './rx-form-rules.ts'

type BirthDateParts = { [Part in keyof BirthDate]: FieldView }

const PARTS = [
  { name: 'month', label: 'Month (MM)', autoComplete: 'bday-month' },
  { name: 'day', label: 'Day (DD)', autoComplete: 'bday-day' },
  { name: 'year', label: 'Year (YYYY)', autoComplete: 'bday-year' },
] as const

/**
 * The month, day and year fields of spec 2 section 5, as one group with the whole date's error under it. A date other
 * than a birth date names its own legend and is not filled in from the browser's birthday.
 */
export function BirthDateFieldset({
  parts,
  errorId,
  errors,
  legend,
}: {
  parts: BirthDateParts
  errorId: string
  errors: string[] | undefined
  legend?: string
}) {
  return (
    <>
      <fieldset className="date-fields" aria-describedby={errors?.length ? errorId : undefined}>
        <legend>{legend ?? 'Date of Birth'}</legend>
        {PARTS.map(({ name, label, autoComplete }) => (
          <Field
            key={name}
            label={label}
            className="date-part"
            inputProps={{
              ...inputPropsOf(parts[name], 'text'),
              inputMode: 'numeric',
              maxLength: BIRTH_DATE_MAX_LENGTHS[name],
              autoComplete: legend ? 'off' : autoComplete,
            }}
            errors={parts[name].errors}
            focusOnError
          />
        ))}
      </fieldset>
      <FieldErrors id={errorId} errors={errors} />
    </>
  )
}
