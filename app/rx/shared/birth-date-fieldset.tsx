import { FieldErrors, Field, inputPropsOf, type FieldView } from '#app/ui/field.tsx'
import { BIRTH_DATE_MAX_LENGTHS, type BirthDate } from './rx-form-rules.ts'

type BirthDateParts = { [Part in keyof BirthDate]: FieldView }

/** The group's words in English; a translated page passes its own (`birthDateTexts`). */
export const BIRTH_DATE_LABELS = {
  legend: 'Date of Birth',
  month: 'Month (MM)',
  day: 'Day (DD)',
  year: 'Year (YYYY)',
} as const
export type BirthDateLabels = { readonly [Key in keyof typeof BIRTH_DATE_LABELS]: string }

const PARTS = [
  { name: 'month', autoComplete: 'bday-month' },
  { name: 'day', autoComplete: 'bday-day' },
  { name: 'year', autoComplete: 'bday-year' },
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
  labels = BIRTH_DATE_LABELS,
}: {
  parts: BirthDateParts
  errorId: string
  errors: string[] | undefined
  legend?: string
  labels?: BirthDateLabels
}) {
  return (
    <>
      <fieldset className="date-fields" aria-describedby={errors?.length ? errorId : undefined}>
        <legend>{legend ?? labels.legend}</legend>
        {PARTS.map(({ name, autoComplete }) => (
          <Field
            key={name}
            label={labels[name]}
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
