import { Field, inputPropsOf, type FieldView } from '#app/ui/field.tsx'
import { PHONE_INPUT_MAX_LENGTH } from './rx-form-rules.ts'

/** Under every phone input: the form that fits its 12 characters (decision 0079). */
export const PHONE_FORMAT_HINT = '10 digits, such as 513-555-0123.'

/**
 * Every pharmacy phone input (spec 2 section 5 'Phone input limited to 10 digits'; decision 0079): room for 10
 * digits and their two dashes, and a hint that shows that form, since parentheses and a country code do not fit.
 */
export function PhoneField({
  field,
  label,
  autoComplete,
  hint,
  prefilled,
  formatHint = PHONE_FORMAT_HINT,
}: {
  field: FieldView
  label: string
  /** 'tel-national' for the person's own phone (the browser fills it without +1), 'off' for anyone else's. */
  autoComplete: 'tel-national' | 'off'
  /** What the phone is, said before its format. */
  hint?: string
  /** A phone another page chose (a pharmacy from a search): its value, and a key that remounts the input with it. */
  prefilled?: { defaultValue: string; key: string }
  /** The format's words in the page's language; English where the page is not translated yet. */
  formatHint?: string
}) {
  return (
    <Field
      label={label}
      hint={hint ? `${hint} ${formatHint}` : formatHint}
      inputProps={{
        ...inputPropsOf(field, 'tel'),
        maxLength: PHONE_INPUT_MAX_LENGTH,
        autoComplete,
        ...prefilled,
      }}
      errors={field.errors}
      focusOnError
    />
  )
}
